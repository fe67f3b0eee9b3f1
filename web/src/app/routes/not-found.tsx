import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router-dom";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function NotFoundRoute() {
  useDocumentTitle("Page not found");
  return (
    <Box sx={{ minHeight: "70vh", display: "grid", placeItems: "center", textAlign: "center", px: 3 }}>
      <Box>
        <Typography sx={{ fontWeight: 800, color: "primary.main", letterSpacing: "0.08em" }}>404</Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 44 }, mt: 1 }}>
          This page doesn't exist
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, mb: 4 }}>
          The link may be broken, or the page may have moved.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Back to home
        </Button>
      </Box>
    </Box>
  );
}
