import { Container, Typography } from "@mui/material";

export default function CreateRoute() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Create your logo
      </Typography>
    </Container>
  );
}
