import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { FirebaseProviders } from "@/lib/firebase-providers";
import type { AuthDialogMode } from "@/stores/auth-dialog-store";
import { EmailLinkForm } from "./email-link-form";
import { LoginForm } from "./login-form";
import { ProviderButtons } from "./provider-buttons";
import { RegisterForm } from "./register-form";
import { SentPanel } from "./sent-panel";

/** What the dialog shows: the three modes (sign in, register, e-mail link) and their confirmation panels. */
type AuthDialogView =
  | { kind: "login" }
  | { kind: "register" }
  | { kind: "verifyEmail"; email: string }
  | { kind: "emailLink" }
  | { kind: "checkEmail"; email: string };

const AUTH_DIALOG_TITLES: Record<AuthDialogView["kind"], string> = {
  login: "Sign in / Register",
  register: "Create an Account",
  verifyEmail: "Verify Your Email",
  emailLink: "Sign In with Email Link",
  checkEmail: "Check Your Email",
};

const SUBTITLES: Partial<Record<AuthDialogView["kind"], string>> = {
  login: "Welcome to Markery. Sign in to create and keep your logos.",
  register: "Free to start: 12 logo generations every month, no credit card.",
};

interface AuthDialogProps {
  open: boolean;
  initialMode: AuthDialogMode;
  onClose(): void;
}

/** The forms take Firebase Auth from reactfire: the dialog brings its providers with it. */
export default function AuthDialog({ open, initialMode, onClose }: AuthDialogProps) {
  const [view, setView] = useState<AuthDialogView>({ kind: initialMode });
  const title = AUTH_DIALOG_TITLES[view.kind];
  const subtitle = SUBTITLES[view.kind];
  const toLogin = () => setView({ kind: "login" });

  return (
    <FirebaseProviders>
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        maxWidth="xs"
        aria-labelledby="auth-dialog-title"
        slotProps={{ paper: { sx: { m: 2, width: "calc(100% - 32px)", borderRadius: "20px" } } }}
      >
        <DialogTitle id="auth-dialog-title" sx={{ pr: 7, pt: 3, pb: subtitle ? 0.5 : 2, fontWeight: 800 }}>
          {title}
        </DialogTitle>
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: "absolute", right: 12, top: 16 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent sx={{ pb: 3.5 }}>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
              {subtitle}
            </Typography>
          )}
          {(view.kind === "login" || view.kind === "register") && (
            <Box sx={{ mb: 2 }}>
              <ProviderButtons onEmailLink={() => setView({ kind: "emailLink" })} />
            </Box>
          )}
          {view.kind === "login" && <LoginForm onRegister={() => setView({ kind: "register" })} />}
          {view.kind === "register" && (
            <RegisterForm
              onRegistered={(email) => setView({ kind: "verifyEmail", email })}
              onSignIn={toLogin}
            />
          )}
          {view.kind === "verifyEmail" && (
            <SentPanel email={view.email} onBack={toLogin}>
              Open the verification link in that e-mail to activate your account, then sign in with your
              password. Can't find it? Check your spam folder.
            </SentPanel>
          )}
          {view.kind === "emailLink" && (
            <EmailLinkForm onSent={(email) => setView({ kind: "checkEmail", email })} onBack={toLogin} />
          )}
          {view.kind === "checkEmail" && (
            <SentPanel email={view.email} onBack={toLogin}>
              Open the sign-in link in that e-mail on this device to finish signing in. You can close this
              window.
            </SentPanel>
          )}
        </DialogContent>
      </Dialog>
    </FirebaseProviders>
  );
}
