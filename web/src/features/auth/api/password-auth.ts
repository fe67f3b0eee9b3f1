import {
  type Auth,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
} from "firebase/auth";
import { NO_USER_SIGNED_IN } from "../auth-error-messages";

/** Where the verification e-mail's "continue" button leads: sign in with the dialog open. */
function verificationContinueUrl(origin = window.location.origin): string {
  return `${origin}/login`;
}

/**
 * Sends the verification e-mail to the signed-in user: skipped when the
 * address is already verified, 'No user is signed in' without a user.
 * Resolves to whether an e-mail was sent.
 */
export async function sendVerificationEmail(auth: Auth): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) throw new Error(NO_USER_SIGNED_IN);
  if (user.emailVerified) return false;
  await sendEmailVerification(user, { url: verificationContinueUrl() });
  return true;
}

/** Registration: create the account, send the verification e-mail, sign out until verified. */
export async function registerWithPassword(auth: Auth, email: string, password: string): Promise<void> {
  await createUserWithEmailAndPassword(auth, email, password);
  try {
    await sendVerificationEmail(auth);
  } finally {
    await signOut(auth);
  }
}

type PasswordSignInResult = "signedIn" | "verificationRequired";

/** Login requires a verified address: an unverified account is signed straight out again. */
export async function signInWithPassword(
  auth: Auth,
  email: string,
  password: string,
): Promise<PasswordSignInResult> {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  if (user.emailVerified) return "signedIn";
  await signOut(auth);
  return "verificationRequired";
}

/**
 * Resend from the verification-required warning. The user was signed out, and Firebase sends
 * verification e-mails only for a signed-in user, so sign in for the moment it takes.
 */
export async function resendVerificationEmail(auth: Auth, email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
  try {
    await sendVerificationEmail(auth);
  } finally {
    await signOut(auth);
  }
}
