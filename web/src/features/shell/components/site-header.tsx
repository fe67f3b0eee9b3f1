import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Toolbar from "@mui/material/Toolbar";
import { Link as RouterLink } from "react-router-dom";
import { BrandWordmark } from "@/components/brand-wordmark";
import { useSession } from "@/lib/session";
import { useAuthDialog } from "@/stores/auth-dialog-store";
import { SECTION_LINKS } from "../nav-links";
import { MobileMenu } from "./mobile-menu";
import { UserMenu } from "./user-menu";

/** The header of every page: logo, section anchors, and Login / Register or the user menu. */
export function SiteHeader() {
  const { status, user } = useSession();
  const { openAuthDialog } = useAuthDialog();

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        bgcolor: "rgba(255,255,255,0.82)",
        backdropFilter: "saturate(180%) blur(12px)",
        borderBottom: "1px solid",
        borderColor: "divider",
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64 }, gap: 2 }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label="Markery home"
            sx={{ display: "flex", textDecoration: "none", borderRadius: 1 }}
          >
            <BrandWordmark />
          </Box>
          <Box
            component="nav"
            aria-label="Sections"
            sx={{ display: { xs: "none", md: "flex" }, gap: 0.5, ml: 3 }}
          >
            {SECTION_LINKS.map((link) => (
              <Button
                key={link.hash}
                component={RouterLink}
                to={`/${link.hash}`}
                color="inherit"
                sx={{ color: "text.secondary", fontWeight: 500, "&:hover": { color: "text.primary" } }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flex: 1 }} />
          <Stack direction="row" sx={{ alignItems: "center", display: { xs: "none", md: "flex" } }}>
            {status === "loading" ? (
              <Skeleton variant="rounded" width={140} height={36} aria-hidden />
            ) : user ? (
              <UserMenu user={user} />
            ) : (
              <Button variant="contained" onClick={() => openAuthDialog()}>
                Login / Register
              </Button>
            )}
          </Stack>
          <Box sx={{ display: { xs: "flex", md: "none" } }}>
            <MobileMenu user={user} />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
