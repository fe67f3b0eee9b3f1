import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { User } from "firebase/auth";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { BrandWordmark } from "@/components/brand-wordmark";
import { userDisplayName } from "@/lib/session";
import { useAuthDialog, useRequireSignIn } from "@/stores/auth-dialog-store";
import { useAccountActions } from "../hooks/use-account-actions";
import { ACCOUNT_LINKS, SECTION_LINKS } from "../nav-links";
import { UserAvatar } from "./user-avatar";

const itemSx = {
  justifyContent: "flex-start",
  fontSize: 20,
  fontWeight: 700,
  py: 1.5,
  px: 1,
  color: "text.primary",
} as const;

/** The full-screen menu for phones; loaded on first use, see mobile-menu.tsx. */
export default function MobileMenuDialog({
  user,
  open,
  onClose,
}: {
  user: User | null;
  open: boolean;
  onClose(): void;
}) {
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialog();
  const requireSignIn = useRequireSignIn();
  const { backToCreation, logout } = useAccountActions();
  const close = onClose;

  return (
    <Dialog fullScreen open={open} onClose={close} slotProps={{ paper: { "aria-label": "Menu" } }}>
      <Stack sx={{ minHeight: "100%", px: 2.5, pb: 4 }}>
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", height: 64 }}>
          <Box
            component={RouterLink}
            to="/"
            onClick={close}
            aria-label="Markery home"
            sx={{ display: "flex", textDecoration: "none" }}
          >
            <BrandWordmark />
          </Box>
          <IconButton aria-label="Close menu" onClick={close} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box component="nav" aria-label="Sections" sx={{ display: "grid", mt: 2 }}>
          {SECTION_LINKS.map((link) => (
            <Button key={link.hash} component={RouterLink} to={`/${link.hash}`} onClick={close} sx={itemSx}>
              {link.label}
            </Button>
          ))}
        </Box>
        <Divider sx={{ my: 2 }} />
        {user ? (
          <Box component="nav" aria-label="Account" sx={{ display: "grid" }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", px: 1, pb: 1.5 }}>
              <UserAvatar user={user} size={40} />
              <Box sx={{ minWidth: 0 }}>
                <Typography noWrap sx={{ fontWeight: 700 }}>
                  {userDisplayName(user)}
                </Typography>
                {user.email && (
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {user.email}
                  </Typography>
                )}
              </Box>
            </Stack>
            {ACCOUNT_LINKS.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} onClick={close} sx={itemSx}>
                {link.label}
              </Button>
            ))}
            <Button
              sx={itemSx}
              onClick={() => {
                close();
                backToCreation();
              }}
            >
              Back to Creation
            </Button>
            <Button
              sx={itemSx}
              onClick={() => {
                close();
                void logout();
              }}
            >
              Logout
            </Button>
          </Box>
        ) : (
          <Stack spacing={1.5} sx={{ mt: 1 }}>
            <Button
              variant="contained"
              size="large"
              onClick={() => {
                close();
                requireSignIn(() => navigate("/create"));
              }}
            >
              Start now
            </Button>
            <Button
              variant="outlined"
              size="large"
              onClick={() => {
                close();
                openAuthDialog();
              }}
            >
              Login / Register
            </Button>
          </Stack>
        )}
      </Stack>
    </Dialog>
  );
}
