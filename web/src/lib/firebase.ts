/**
 * Firebase in the browser. Only code that runs after the first paint imports this module (the
 * sign-in dialog, the signed-in pages, and the session watcher, which loads it dynamically), so
 * the landing page paints without the Firebase SDK. Components take Auth from reactfire's
 * `useAuth()` below `FirebaseProviders` (lib/firebase-providers.tsx), which provides this one.
 */
import { type FirebaseOptions, getApp, getApps, initializeApp } from "firebase/app";
import { type Auth, connectAuthEmulator, getAuth } from "firebase/auth";
import { env } from "@/config/env";

const firebaseConfig: FirebaseOptions = {
  apiKey: env.firebaseApiKey,
  authDomain: env.firebaseAuthDomain,
  projectId: env.firebaseProjectId,
  storageBucket: `${env.firebaseProjectId}.appspot.com`,
  appId: `1:000000000000:web:${env.firebaseProjectId}`,
};

export function getFirebaseApp() {
  return getApps().length > 0 ? getApp() : initializeApp(firebaseConfig);
}

let authInstance: Auth | undefined;

/** The one place that knows about the Auth emulator: nothing else in the app assumes it. */
export function getFirebaseAuth(): Auth {
  if (!authInstance) {
    authInstance = getAuth(getFirebaseApp());
    if (env.useEmulators) {
      connectAuthEmulator(authInstance, env.authEmulatorUrl, { disableWarnings: true });
    }
  }
  return authInstance;
}
