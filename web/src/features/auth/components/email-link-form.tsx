import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useAuth } from "reactfire";
import { sendEmailSignInLink } from "../api/email-link";
import { useAuthRequest } from "../hooks/use-auth-request";
import { EmailField, MISSING_EMAIL } from "./credential-fields";

export function EmailLinkForm({ onSent, onBack }: { onSent(email: string): void; onBack(): void }) {
  const auth = useAuth();
  const request = useAuthRequest();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    setFieldError(address ? undefined : MISSING_EMAIL);
    if (!address) return;
    const done = await request.run(async () => {
      await sendEmailSignInLink(auth, address);
      return true;
    });
    if (done) onSent(address);
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Sign in with an email link">
      <Typography variant="body2" color="text.secondary">
        No password needed. We'll e-mail you a link that signs you in on this device.
      </Typography>
      {request.error && (
        <Alert severity="error" role="alert">
          {request.error}
        </Alert>
      )}
      <EmailField value={email} onChange={setEmail} error={fieldError} autoFocus />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={request.pending}
        startIcon={request.pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        Send Sign-In Link
      </Button>
      <Button variant="text" onClick={onBack}>
        Back to sign in with password
      </Button>
    </Stack>
  );
}
