import { Container, Typography } from "@mui/material";

export default function CookiePolicyRoute() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Cookie Policy
      </Typography>
    </Container>
  );
}
