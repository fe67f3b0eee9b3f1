import type { User } from "firebase/auth";
import { createContext, useContext } from "react";

/**
 * Who counts as signed in to Markery. E-mail and password accounts must be verified (spec
 * section 5): during registration and a refused unverified login Firebase holds such a user for
 * a moment before we sign it out, and the header, guards and login side effects must not react.
 */
export function isSessionUser(user: User): boolean {
  if (user.emailVerified) return true;
  return user.providerData.some((profile) => profile.providerId !== "password");
}

type SessionStatus = "loading" | "ready";

export interface Session {
  status: SessionStatus;
  user: User | null;
}

/**
 * What Firebase last reported: `loading` until it has restored the session. Provided by
 * `SessionProvider` (app/session-provider.tsx), which loads Firebase after the first paint.
 */
export type FirebaseUserState = { status: "loading" } | { status: "ready"; user: User | null };

export const FirebaseUserContext = createContext<FirebaseUserState>({ status: "loading" });

/** The signed-in Markery user, or null; `loading` until Firebase reports the first auth state. */
export function useSession(): Session {
  const state = useContext(FirebaseUserContext);
  if (state.status === "loading") return { status: "loading", user: null };
  return { status: "ready", user: state.user && isSessionUser(state.user) ? state.user : null };
}

/** Logout. The clean-up (membership, logo state, going to /) follows from the auth state change. */
export async function signOutOfMarkery(): Promise<void> {
  const [{ signOut }, { getFirebaseAuth }] = await Promise.all([
    import("firebase/auth"),
    import("@/lib/firebase"),
  ]);
  await signOut(getFirebaseAuth());
}

/** The name shown for a user: the display name, else the part of the e-mail before the at-sign. */
export function userDisplayName(user: Pick<User, "displayName" | "email">): string {
  const displayName = user.displayName?.trim();
  if (displayName) return displayName;
  const email = user.email ?? "";
  return email.split("@")[0] || "Account";
}
