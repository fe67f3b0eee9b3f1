import MailOutlineIcon from "@mui/icons-material/MailOutlineOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import { useAuth } from "reactfire";
import { signInWithGoogle } from "../api/google-auth";
import { useAuthRequest } from "../hooks/use-auth-request";
import { GoogleIcon } from "./google-icon";

/** 'Continue with Google' and 'Continue with Email Link', above the 'or' divider. */
export function ProviderButtons({ onEmailLink, disabled }: { onEmailLink(): void; disabled?: boolean }) {
  const auth = useAuth();
  const google = useAuthRequest();

  return (
    <Stack spacing={1.5}>
      {google.error && (
        <Alert severity="error" role="alert">
          {google.error}
        </Alert>
      )}
      <Button
        variant="outlined"
        color="inherit"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        disabled={disabled || google.pending}
        onClick={() => void google.run(() => signInWithGoogle(auth))}
        sx={{ borderColor: "divider", py: 1.1 }}
      >
        Continue with Google
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        size="large"
        fullWidth
        startIcon={<MailOutlineIcon />}
        disabled={disabled}
        onClick={onEmailLink}
        sx={{ borderColor: "divider", py: 1.1 }}
      >
        Continue with Email Link
      </Button>
      <Divider sx={{ color: "text.secondary", fontSize: 13, pt: 0.5 }}>or</Divider>
    </Stack>
  );
}
