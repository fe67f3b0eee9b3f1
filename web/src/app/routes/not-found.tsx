import { Container, Typography } from "@mui/material";

export default function NotFoundRoute() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Page not found
      </Typography>
    </Container>
  );
}
