import VisibilityIcon from "@mui/icons-material/Visibility";
import VisibilityOffIcon from "@mui/icons-material/VisibilityOff";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { useState } from "react";

interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
  autoFocus?: boolean;
}

export function EmailField({ value, onChange, error, autoFocus }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      required
      fullWidth
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

interface PasswordFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
  autoComplete: "current-password" | "new-password";
  helperText?: string;
}

export function PasswordField({ value, onChange, error, autoComplete, helperText }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label="Password"
      type={visible ? "text" : "password"}
      name="password"
      autoComplete={autoComplete}
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {/* Named without the word "password" so the field keeps the only "Password" label. */}
              <IconButton
                aria-label={visible ? "Hide what you typed" : "Show what you typed"}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export const MISSING_EMAIL = "Please provide your email address.";
const MISSING_PASSWORD = "Please enter your password.";

/** E-mail and password are required; length and format are the provider's call. */
export function validateCredentials(email: string, password: string) {
  return {
    email: email.trim() ? undefined : MISSING_EMAIL,
    password: password ? undefined : MISSING_PASSWORD,
  };
}
