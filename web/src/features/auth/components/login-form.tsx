import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useAuth } from "reactfire";
import { resendVerificationEmail, signInWithPassword } from "../api/password-auth";
import { VERIFICATION_EMAIL_SENT, VERIFICATION_REQUIRED_MESSAGE } from "../auth-error-messages";
import { useAuthRequest } from "../hooks/use-auth-request";
import { EmailField, PasswordField, validateCredentials } from "./credential-fields";
import { SwitchLink } from "./switch-link";

/**
 * E-mail and password login. A successful login needs nothing more here: the dialog host sees
 * the signed-in user, closes and runs the pending action.
 */
export function LoginForm({ onRegister }: { onRegister(): void }) {
  const auth = useAuth();
  const signIn = useAuthRequest();
  const resend = useAuthRequest();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [needsVerification, setNeedsVerification] = useState(false);
  const [resent, setResent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateCredentials(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setNeedsVerification(false);
    setResent(false);
    const result = await signIn.run(() => signInWithPassword(auth, email.trim(), password));
    if (result === "verificationRequired") setNeedsVerification(true);
  }

  async function resendVerification() {
    const done = await resend.run(async () => {
      await resendVerificationEmail(auth, email.trim(), password);
      return true;
    });
    if (done) setResent(true);
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      aria-label="Sign in with email and password"
    >
      {signIn.error && (
        <Alert severity="error" role="alert">
          {signIn.error}
        </Alert>
      )}
      {needsVerification && (
        <Alert severity="warning" role="alert">
          {VERIFICATION_REQUIRED_MESSAGE}
          <Stack direction="row" sx={{ mt: 1 }}>
            {resent ? (
              <Typography role="status" color="success.dark" sx={{ fontWeight: 700 }}>
                {VERIFICATION_EMAIL_SENT}
              </Typography>
            ) : (
              <Button
                size="small"
                color="inherit"
                variant="outlined"
                onClick={() => void resendVerification()}
                disabled={resend.pending}
              >
                Resend verification email
              </Button>
            )}
          </Stack>
          {resend.error && <div>{resend.error}</div>}
        </Alert>
      )}
      <EmailField value={email} onChange={setEmail} error={fieldErrors.email} autoFocus />
      <PasswordField
        value={password}
        onChange={setPassword}
        error={fieldErrors.password}
        autoComplete="current-password"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={signIn.pending}
        startIcon={signIn.pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        Sign In
      </Button>
      <SwitchLink prompt="Don't have an account?" action="Sign up" onClick={onRegister} />
    </Stack>
  );
}
