import { EMAIL_VERIFICATION_REQUIRED } from "@contract";

/**
 * What the auth modal and /email-signin say for each identity-provider error,
 * matched by substring of the error code (Firebase codes look like `auth/invalid-credential`).
 */
export const AUTH_ERROR_MESSAGES: ReadonlyArray<readonly [code: string, message: string]> = [
  ["invalid-credential", "Invalid email or password. Please try again."],
  ["user-not-found", "No account found with this email. Please check your email or sign up."],
  ["wrong-password", "Incorrect password. Please try again."],
  ["email-already-in-use", "An account with this email already exists. Please log in instead."],
  ["weak-password", "Password is too weak. Please use at least 6 characters."],
  ["invalid-email", "Please enter a valid email address."],
  ["network-request-failed", "Network error. Please check your internet connection and try again."],
  [
    "too-many-requests",
    "Too many unsuccessful login attempts. Please try again later or reset your password.",
  ],
  ["popup-closed-by-user", "Sign in was cancelled. Please try again."],
  ["cancelled-popup-request", "The authentication process was cancelled. Please try again."],
  ["popup-blocked", "The sign-in popup was blocked by your browser. Please allow popups for this site."],
  [
    "account-exists-with-different-credential",
    "An account already exists with the same email but different sign-in credentials. Try signing in using a different method.",
  ],
  ["unauthorized-domain", "This domain is not authorized for OAuth operations. Please contact support."],
  ["missing-email", "Please provide your email address."],
  ["invalid-action-code", "The link you used has expired or is invalid. Please request a new link."],
  ["admin-restricted-operation", "This operation is restricted. Please contact support."],
];

export const GENERIC_AUTH_ERROR = "An error occurred. Please try again later.";

/** Shared with the API, which answers it (403) to an unverified account's token. */
export const VERIFICATION_REQUIRED_MESSAGE = EMAIL_VERIFICATION_REQUIRED;

export const VERIFICATION_EMAIL_SENT = "Verification Email Sent!";

/** Raised when a verification e-mail is requested with nobody signed in. */
export const NO_USER_SIGNED_IN = "No user is signed in";

/** /email-signin's own messages. */
export const EMAIL_SIGNIN_MESSAGES = {
  notALink: "Invalid sign-in link. Please request a new link.",
  invalidEmail: "Invalid email address. Please try again.",
  invalidActionCode: "This sign-in link has expired or is invalid. Please request a new link.",
  other: "An error occurred while signing in. Please try again later.",
} as const;

/** The provider's error code: Firebase errors carry `code`; anything else is matched on its message. */
function authErrorCode(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    if ("code" in error && typeof error.code === "string") return error.code;
    if ("message" in error && typeof error.message === "string") return error.message;
  }
  return typeof error === "string" ? error : "";
}

export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  const match = AUTH_ERROR_MESSAGES.find(([fragment]) => code.includes(fragment));
  return match ? match[1] : GENERIC_AUTH_ERROR;
}

export function emailSigninErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code.includes("auth/invalid-email")) return EMAIL_SIGNIN_MESSAGES.invalidEmail;
  if (code.includes("auth/invalid-action-code")) return EMAIL_SIGNIN_MESSAGES.invalidActionCode;
  return EMAIL_SIGNIN_MESSAGES.other;
}
