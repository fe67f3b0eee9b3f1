/**
 * Who is calling, as the auth middleware puts it on `res.locals`. Its own module so that
 * auth.ts (which answers errors through respond.ts) and respond.ts (which types handlers with
 * these locals) do not import each other.
 */
interface AuthenticatedUser {
  uid: string;
  email: string | null;
  /** Password accounts verify by e-mail; Google and e-mail-link accounts are verified by nature. */
  emailVerified: boolean;
}

export interface AuthenticatedLocals {
  user: AuthenticatedUser;
}

/** The token is malformed, expired, revoked, or its account is disabled or deleted: sign in again. */
export class InvalidIdTokenError extends Error {}

/** Auth could not be asked (outage, network): the caller did nothing wrong and may retry. */
export class AuthUnavailableError extends Error {}

/** Throws InvalidIdTokenError or AuthUnavailableError; anything else counts as unavailable. */
export type VerifyIdToken = (idToken: string) => Promise<AuthenticatedUser>;

/** firebase-admin's codes for a token that will never be accepted; other failures are outages. */
const REJECTED_TOKEN_CODES = new Set([
  "auth/argument-error",
  "auth/id-token-expired",
  "auth/id-token-revoked",
  "auth/invalid-id-token",
  "auth/user-disabled",
  "auth/user-not-found",
  "auth/invalid-user-token",
  "auth/user-token-expired",
]);

export function classifyVerificationFailure(error: unknown): InvalidIdTokenError | AuthUnavailableError {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  if (typeof code === "string" && REJECTED_TOKEN_CODES.has(code)) {
    return new InvalidIdTokenError(code);
  }
  return new AuthUnavailableError(error instanceof Error ? error.message : String(error));
}
