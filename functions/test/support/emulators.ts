/** Helpers for tests that talk to the emulators: users, tokens, direct Firestore and Storage access. */
import { randomUUID } from "node:crypto";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { z } from "zod";
import { adminApp } from "../../src/config/firebase-admin";
import { userDocument } from "../../src/domain/membership-repository";

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-markery";

function authEmulatorUrl(path: string): string {
  return `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}${path}`;
}

export interface TestUser {
  uid: string;
  idToken: string;
  email: string;
  authorization: string;
}

const SignUpResponse = z.object({ localId: z.string(), idToken: z.string() });

/** A brand-new account in the Auth emulator: every test makes its own. */
export async function signUpUser(): Promise<TestUser> {
  const email = `user-${randomUUID()}@example.com`;
  const response = await fetch(
    authEmulatorUrl("/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any"),
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "secret-password", returnSecureToken: true }),
    },
  );
  if (!response.ok)
    throw new Error(`Auth emulator sign-up failed: ${response.status} ${await response.text()}`);
  const { localId, idToken } = SignUpResponse.parse(await response.json());
  return { uid: localId, idToken, email, authorization: `Bearer ${idToken}` };
}

export function db() {
  return getFirestore(adminApp());
}

export function bucket() {
  return getStorage(adminApp()).bucket();
}

/** Sets quota counters directly, e.g. a user with 4 generations left or a past purchase. */
export async function seedMembership(uid: string, fields: Record<string, unknown>): Promise<void> {
  await userDocument(db(), uid).set(fields, { merge: true });
}

export async function countDocuments(
  collection: "projects" | "prompts" | "logos",
  uid: string,
): Promise<number> {
  const snapshot = await db().collection(collection).where("ownerUid", "==", uid).count().get();
  return snapshot.data().count;
}

export async function fileExists(path: string): Promise<boolean> {
  const [exists] = await bucket().file(path).exists();
  return exists;
}
