import { Container, Typography } from "@mui/material";

export default function ProfileRoute() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Profile
      </Typography>
    </Container>
  );
}
