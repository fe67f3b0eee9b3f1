import { Container, Typography } from "@mui/material";

export default function LogoDesignsRoute() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Your Logos are ready!
      </Typography>
    </Container>
  );
}
