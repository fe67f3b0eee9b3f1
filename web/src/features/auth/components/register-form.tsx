import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import { type FormEvent, useState } from "react";
import { useAuth } from "reactfire";
import { registerWithPassword } from "../api/password-auth";
import { useAuthRequest } from "../hooks/use-auth-request";
import { EmailField, PasswordField, validateCredentials } from "./credential-fields";
import { SwitchLink } from "./switch-link";

export function RegisterForm({
  onRegistered,
  onSignIn,
}: {
  onRegistered(email: string): void;
  onSignIn(): void;
}) {
  const auth = useAuth();
  const request = useAuthRequest();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateCredentials(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    const address = email.trim();
    const done = await request.run(async () => {
      await registerWithPassword(auth, address, password);
      return true;
    });
    if (done) onRegistered(address);
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Create an account">
      {request.error && (
        <Alert severity="error" role="alert">
          {request.error}
        </Alert>
      )}
      <EmailField value={email} onChange={setEmail} error={fieldErrors.email} autoFocus />
      <PasswordField
        value={password}
        onChange={setPassword}
        error={fieldErrors.password}
        autoComplete="new-password"
        helperText="At least 6 characters."
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={request.pending}
        startIcon={request.pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        Create Account
      </Button>
      <SwitchLink prompt="Already have an account?" action="Sign in" onClick={onSignIn} />
    </Stack>
  );
}
