import { connectFirestoreEmulator, type Firestore, getFirestore } from "firebase/firestore";
import { env } from "@/config/env";
import { getFirebaseApp } from "@/lib/firebase";

/** firebase.json pins the Firestore emulator to this port, on the Auth emulator's host. */
const FIRESTORE_EMULATOR_PORT = 8080;

let firestore: Firestore | undefined;

/**
 * Firestore in the browser is read-only and used by the export page alone, as a change signal on
 * the owner's export document (every write goes through the API). It lives here
 * rather than in lib/firebase.ts so that only the export page's chunk carries the Firestore SDK.
 */
export function getExportsFirestore(): Firestore {
  if (!firestore) {
    firestore = getFirestore(getFirebaseApp());
    if (env.useEmulators) {
      connectFirestoreEmulator(firestore, new URL(env.authEmulatorUrl).hostname, FIRESTORE_EMULATOR_PORT);
    }
  }
  return firestore;
}

/** The owner's export document; the rules let only its owner read it. */
export const EXPORTS_COLLECTION = "exports";
