import { PRODUCT_NAME, SUPPORT_EMAIL } from "@contract";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router-dom";
import { BrandWordmark } from "@/components/brand-wordmark";

const LEGAL_LINKS = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Cookie Policy", to: "/cookie-policy" },
] as const;

/** Tagline, copyright with the current year and the legal links. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{ borderTop: "1px solid", borderColor: "divider", bgcolor: "background.paper" }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 6 } }}>
        <Stack
          direction={{ xs: "column", md: "row" }}
          spacing={{ xs: 4, md: 6 }}
          sx={{ alignItems: { xs: "flex-start", md: "center" }, justifyContent: "space-between" }}
        >
          <Box sx={{ maxWidth: 380 }}>
            <BrandWordmark size={24} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              AI logos for small businesses, personal brands and shops: your name spelled right, files ready
              to use.
            </Typography>
          </Box>
          <Box component="nav" aria-label="Legal">
            <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 1.5, sm: 3 }}>
              {LEGAL_LINKS.map((link) => (
                <Link
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  color="text.secondary"
                  underline="hover"
                >
                  {link.label}
                </Link>
              ))}
              <Link href={`mailto:${SUPPORT_EMAIL}`} color="text.secondary" underline="hover">
                Contact
              </Link>
            </Stack>
          </Box>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          © {year} {PRODUCT_NAME}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
