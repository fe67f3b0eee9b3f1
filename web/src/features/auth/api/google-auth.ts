import { type Auth, GoogleAuthProvider, signInWithPopup } from "firebase/auth";

/** 'Continue with Google': the provider's popup. */
export async function signInWithGoogle(auth: Auth): Promise<void> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: "select_account" });
  await signInWithPopup(auth, provider);
}
