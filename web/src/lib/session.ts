import { signOut, type User } from "firebase/auth";
import { useUser } from "reactfire";
import { getFirebaseAuth } from "@/lib/firebase";

/**
 * Who counts as signed in to Markery. E-mail and password accounts must be verified (spec
 * section 5): during registration and a refused unverified login Firebase holds such a user for
 * a moment before we sign it out, and the header, guards and login side effects must not react.
 */
export function isSessionUser(user: User): boolean {
  if (user.emailVerified) return true;
  return user.providerData.some((profile) => profile.providerId !== "password");
}

export type SessionStatus = "loading" | "ready";

export interface Session {
  status: SessionStatus;
  user: User | null;
}

/** The signed-in Markery user, or null; `loading` until Firebase reports the first auth state. */
export function useSession(): Session {
  const { status, data } = useUser();
  if (status === "loading") return { status: "loading", user: null };
  return { status: "ready", user: data && isSessionUser(data) ? data : null };
}

/** Logout. The clean-up (membership, logo state, going to /) follows from the auth state change. */
export function signOutOfMarkery(): Promise<void> {
  return signOut(getFirebaseAuth());
}

/** The name shown for a user: the display name, else the part of the e-mail before the at-sign. */
export function userDisplayName(user: Pick<User, "displayName" | "email">): string {
  const displayName = user.displayName?.trim();
  if (displayName) return displayName;
  const email = user.email ?? "";
  return email.split("@")[0] || "Account";
}
