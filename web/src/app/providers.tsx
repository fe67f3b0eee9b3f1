import { CssBaseline, ThemeProvider } from "@mui/material";
import type { ReactNode } from "react";
import { SessionProvider } from "@/app/session-provider";
import { theme } from "@/app/theme";
import { AuthDialogProvider } from "@/stores/auth-dialog-store";
import { LogoSessionProvider } from "@/stores/logo-session-store";

/**
 * What every page needs, and nothing heavier: the Firebase SDK comes after the first paint
 * (SessionProvider) and the membership store with the signed-in pages (SignedInStateHost).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LogoSessionProvider>
          <AuthDialogProvider>{children}</AuthDialogProvider>
        </LogoSessionProvider>
      </ThemeProvider>
    </SessionProvider>
  );
}
