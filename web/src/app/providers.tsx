import { CssBaseline, ThemeProvider } from "@mui/material";
import type { ReactNode } from "react";
import { AuthProvider, FirebaseAppProvider } from "reactfire";
import { theme } from "@/app/theme";
import { firebaseConfig, getFirebaseAuth } from "@/lib/firebase";
import { AuthDialogProvider } from "@/stores/auth-dialog-store";
import { LogoSessionProvider } from "@/stores/logo-session-store";
import { MembershipProvider } from "@/stores/membership-store";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseConfig={firebaseConfig}>
      <AuthProvider sdk={getFirebaseAuth()}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <MembershipProvider>
            <LogoSessionProvider>
              <AuthDialogProvider>{children}</AuthDialogProvider>
            </LogoSessionProvider>
          </MembershipProvider>
        </ThemeProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
