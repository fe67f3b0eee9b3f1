/** Helpers for tests that talk to the emulators: users, tokens, direct Firestore and Storage access. */
import { randomUUID } from "node:crypto";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { z } from "zod";
import { serverConfig } from "../../src/config/env";
import { adminApp } from "../../src/config/firebase-admin";
import { userDocument } from "../../src/domain/membership-repository";
import { identifyAsEmulatorAdmin } from "../../src/providers/file-store/emulator-admin-identity";

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
const SignInResponse = z.object({ idToken: z.string() });

const PASSWORD = "secret-password";

async function authEmulatorPost(path: string, body: unknown, admin = false): Promise<unknown> {
  const response = await fetch(authEmulatorUrl(path), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(admin ? { Authorization: "Bearer owner" } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`Auth emulator ${path} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * A brand-new password account whose e-mail is NOT verified, as the Auth REST API makes it: the
 * API must refuse it (403). Every test makes its own users.
 */
export async function signUpUnverifiedUser(): Promise<TestUser> {
  const email = `user-${randomUUID()}@example.com`;
  const { localId, idToken } = SignUpResponse.parse(
    await authEmulatorPost("/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any", {
      email,
      password: PASSWORD,
      returnSecureToken: true,
    }),
  );
  return { uid: localId, idToken, email, authorization: `Bearer ${idToken}` };
}

/** A fresh ID token for a password account, carrying its current claims (e.g. email_verified). */
export async function signInAgain(user: TestUser): Promise<TestUser> {
  const { idToken } = SignInResponse.parse(
    await authEmulatorPost("/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any", {
      email: user.email,
      password: PASSWORD,
      returnSecureToken: true,
    }),
  );
  return { ...user, idToken, authorization: `Bearer ${idToken}` };
}

/** A brand-new account with a verified e-mail, as every signed-in user of the app has. */
export async function signUpUser(): Promise<TestUser> {
  const user = await signUpUnverifiedUser();
  await authEmulatorPost(
    `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    { localId: user.uid, emailVerified: true },
    true,
  );
  return signInAgain(user);
}

export function db() {
  return getFirestore(adminApp());
}

/** The default bucket as the API reaches it: the emulator knows it as the admin SDK. */
export function bucket() {
  const adminBucket = getStorage(adminApp()).bucket();
  identifyAsEmulatorAdmin(adminBucket);
  return adminBucket;
}

/** The bucket that holds export sources only; the export files trigger listens on it. */
export function exportSourceBucket() {
  return getStorage(adminApp()).bucket(serverConfig().exportSourceBucket);
}

/** The bucket that holds the files runs' brand kit requests only; the brand kit trigger listens on it. */
export function kitRequestBucket() {
  return getStorage(adminApp()).bucket(serverConfig().kitRequestBucket);
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
