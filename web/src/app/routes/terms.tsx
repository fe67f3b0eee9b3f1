import { Container, Typography } from "@mui/material";

export default function TermsRoute() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Terms of Service
      </Typography>
    </Container>
  );
}
