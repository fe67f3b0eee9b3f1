import { Container, Typography } from "@mui/material";

export default function LoginRoute() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Sign in
      </Typography>
    </Container>
  );
}
