import { Container, Typography } from "@mui/material";

export default function LandingRoute() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Markery
      </Typography>
    </Container>
  );
}
