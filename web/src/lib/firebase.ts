import { type FirebaseOptions, getApp, getApps, initializeApp } from "firebase/app";
import { type Auth, connectAuthEmulator, getAuth } from "firebase/auth";
import { env } from "@/config/env";

export const firebaseConfig: FirebaseOptions = {
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
