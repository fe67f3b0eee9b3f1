/**
 * reactfire's providers around the app's one Firebase app and Auth instance (lib/firebase.ts),
 * and the session's watcher built on reactfire's `useUser`. reactfire and the Firebase SDK are
 * not needed for the first paint: only code that runs after it imports this module (the sign-in
 * dialog, /email-signin, the signed-in pages, and SessionProvider, which loads it dynamically).
 */
import type { User } from "firebase/auth";
import { type ReactNode, useEffect } from "react";
import { AuthProvider, FirebaseAppProvider, useUser } from "reactfire";
import { getFirebaseAuth } from "@/lib/firebase";

/** `useAuth()`, `useUser()` and the other reactfire Auth hooks work below these providers. */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  const auth = getFirebaseAuth();
  return (
    <FirebaseAppProvider firebaseApp={auth.app}>
      <AuthProvider sdk={auth}>{children}</AuthProvider>
    </FirebaseAppProvider>
  );
}

interface UserWatcherProps {
  /** Called once Firebase has restored the session, then on every sign-in and sign-out. */
  onUser(user: User | null): void;
}

function ReportUser({ onUser }: UserWatcherProps) {
  const { status, data } = useUser();
  useEffect(() => {
    if (status === "success") onUser(data);
  }, [status, data, onUser]);
  return null;
}

/** Follows reactfire's `useUser` (Firebase's ID-token events) and reports it; renders nothing. */
export function FirebaseUserWatcher({ onUser }: UserWatcherProps) {
  return (
    <FirebaseProviders>
      <ReportUser onUser={onUser} />
    </FirebaseProviders>
  );
}
