import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlineOutlined";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { useAuth } from "reactfire";
import { FirebaseProviders } from "@/lib/firebase-providers";
import { completeEmailLinkSignIn } from "../api/email-link";
import { EMAIL_SIGNIN_MESSAGES, emailSigninErrorMessage } from "../auth-error-messages";
import { EmailField, MISSING_EMAIL } from "./credential-fields";

/** The success screen waits 2 s before going to /create. */
export const REDIRECT_AFTER_SIGNIN_MS = 2000;

type EmailSigninState =
  | { status: "verifying"; needsEmail: boolean }
  | { status: "success" }
  | { status: "error"; message: string };

/**
 * /email-signin: completes sign-in from the e-mailed link. Verifying, then success (on to
 * /create after 2 s) or an error with 'Back to Login'. A link opened in another browser has no
 * saved address: the page stays verifying and asks for the address.
 */
export function EmailSigninScreen() {
  return (
    <FirebaseProviders>
      <EmailSigninFlow />
    </FirebaseProviders>
  );
}

function EmailSigninFlow() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<EmailSigninState>({ status: "verifying", needsEmail: false });
  const started = useRef(false);

  const complete = useCallback(
    async (email?: string) => {
      try {
        const result = await completeEmailLinkSignIn(auth, window.location.href, email);
        if (result === "notALink") setState({ status: "error", message: EMAIL_SIGNIN_MESSAGES.notALink });
        else if (result === "needsEmail") setState({ status: "verifying", needsEmail: true });
        else setState({ status: "success" });
      } catch (failure) {
        setState({ status: "error", message: emailSigninErrorMessage(failure) });
      }
    },
    [auth],
  );

  useEffect(() => {
    // The link's code works once: never complete twice (StrictMode runs effects twice in dev).
    if (started.current) return;
    started.current = true;
    void complete();
  }, [complete]);

  useEffect(() => {
    if (state.status !== "success") return;
    const timer = setTimeout(() => navigate("/create", { replace: true }), REDIRECT_AFTER_SIGNIN_MS);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  return (
    <Box sx={{ minHeight: "70vh", display: "grid", placeItems: "center", px: 2, py: 6 }}>
      <Paper
        variant="outlined"
        sx={{ width: "100%", maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: "20px" }}
      >
        {state.status === "verifying" && !state.needsEmail && (
          <Panel icon={<CircularProgress size={40} />} title="Verifying your sign-in link...">
            This only takes a moment.
          </Panel>
        )}
        {state.status === "verifying" && state.needsEmail && <ConfirmEmailForm onSubmit={complete} />}
        {state.status === "success" && (
          <Panel
            icon={<CheckCircleOutlineIcon color="success" sx={{ fontSize: 48 }} />}
            title="You're signed in!"
          >
            Taking you to logo creation...
          </Panel>
        )}
        {state.status === "error" && (
          <Panel
            icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />}
            title="We couldn't sign you in"
          >
            <Alert severity="error" role="alert" sx={{ textAlign: "left", mb: 3 }}>
              {state.message}
            </Alert>
            <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
              Back to Login
            </Button>
          </Panel>
        )}
      </Paper>
    </Box>
  );
}

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack spacing={2} role="status" sx={{ alignItems: "center", textAlign: "center" }}>
      {icon}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <Box sx={{ color: "text.secondary", width: "100%" }}>{children}</Box>
    </Stack>
  );
}

function ConfirmEmailForm({ onSubmit }: { onSubmit(email: string): Promise<void> }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    setError(address ? undefined : MISSING_EMAIL);
    if (!address) return;
    setPending(true);
    await onSubmit(address);
    setPending(false);
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Confirm your email">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        Confirm your email
      </Typography>
      <Typography color="text.secondary">
        This link was opened in a different browser. Enter the e-mail address it was sent to.
      </Typography>
      <EmailField value={email} onChange={setEmail} error={error} autoFocus />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        Sign In
      </Button>
    </Stack>
  );
}
