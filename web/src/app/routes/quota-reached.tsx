import { Container, Typography } from "@mui/material";

export default function QuotaReachedRoute() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        You've Reached Your Logo Generation Limit
      </Typography>
    </Container>
  );
}
