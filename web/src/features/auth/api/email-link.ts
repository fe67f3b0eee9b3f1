import { type Auth, isSignInWithEmailLink, sendSignInLinkToEmail, signInWithEmailLink } from "firebase/auth";

/**
 * Passwordless sign-in: the address is saved in this browser before the link
 * is sent, and opening the link completes sign-in with it, then forgets it.
 */
export const EMAIL_FOR_SIGN_IN_STORAGE_KEY = "markery.emailForSignIn";

export function savedEmailForSignIn(): string | null {
  return localStorage.getItem(EMAIL_FOR_SIGN_IN_STORAGE_KEY);
}

/** The page the e-mailed link opens. */
function emailLinkContinueUrl(origin = window.location.origin): string {
  return `${origin}/email-signin`;
}

export async function sendEmailSignInLink(auth: Auth, email: string): Promise<void> {
  localStorage.setItem(EMAIL_FOR_SIGN_IN_STORAGE_KEY, email);
  await sendSignInLinkToEmail(auth, email, { url: emailLinkContinueUrl(), handleCodeInApp: true });
}

type EmailLinkCompletion = "notALink" | "needsEmail" | "signedIn";

/**
 * Completes sign-in from `href`. Without a saved address (the link was opened in another
 * browser) it resolves to `needsEmail` and the caller may ask for the address and call again.
 * Provider errors (expired link, wrong address) are thrown for the caller to word.
 */
export async function completeEmailLinkSignIn(
  auth: Auth,
  href: string,
  email: string | null = savedEmailForSignIn(),
): Promise<EmailLinkCompletion> {
  if (!isSignInWithEmailLink(auth, href)) return "notALink";
  if (!email) return "needsEmail";
  await signInWithEmailLink(auth, email, href);
  localStorage.removeItem(EMAIL_FOR_SIGN_IN_STORAGE_KEY);
  return "signedIn";
}
