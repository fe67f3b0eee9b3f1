import { Container, Typography } from "@mui/material";

export default function PrivacyPolicyRoute() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Privacy Policy
      </Typography>
    </Container>
  );
}
