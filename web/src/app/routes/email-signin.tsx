import { Container, Typography } from "@mui/material";

export default function EmailSigninRoute() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Signing you in
      </Typography>
    </Container>
  );
}
