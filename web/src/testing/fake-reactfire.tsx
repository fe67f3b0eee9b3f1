/**
 * reactfire for component tests, without the Firebase SDKs it imports:
 * `vi.mock("reactfire", () => import("@/testing/fake-reactfire"))`. As in reactfire, `useAuth()`
 * and `useUser()` only work below `AuthProvider`, so a form rendered outside `FirebaseProviders`
 * fails its test. `useUser()` reports what the test sets with `setFakeUser`.
 */
import type { FirebaseApp } from "firebase/app";
import type { Auth, User } from "firebase/auth";
import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";

const AuthContext = createContext<Auth | undefined>(undefined);

export function FirebaseAppProvider({ children }: { firebaseApp: FirebaseApp; children: ReactNode }) {
  return <>{children}</>;
}

export function AuthProvider({ sdk, children }: { sdk: Auth; children: ReactNode }) {
  return <AuthContext.Provider value={sdk}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("SDK not found. useSdk must be called from within a provider");
  return auth;
}

type FakeUserStatus = { status: "loading"; data: undefined } | { status: "success"; data: User | null };

let userStatus: FakeUserStatus = { status: "loading", data: undefined };
const listeners = new Set<() => void>();

/** What `useUser()` reports from now on: a user, or null for nobody signed in. */
export function setFakeUser(user: User | null): void {
  userStatus = { status: "success", data: user };
  for (const listener of listeners) listener();
}

/** Back to `loading`, as before Firebase has restored the session. */
export function resetFakeUser(): void {
  userStatus = { status: "loading", data: undefined };
}

/** How many components follow `useUser()` now (reactfire unsubscribes when they unmount). */
export function fakeUserSubscribers(): number {
  return listeners.size;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUser(): FakeUserStatus {
  useAuth();
  return useSyncExternalStore(subscribe, () => userStatus);
}
