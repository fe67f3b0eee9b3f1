import { Container, Typography } from "@mui/material";

export default function MyLogosRoute() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        My Logos
      </Typography>
    </Container>
  );
}
