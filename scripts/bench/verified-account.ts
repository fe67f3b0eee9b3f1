/**
 * A fresh, verified password account in the Auth emulator, and its ID token: the API refuses
 * unverified accounts (403), as the app's own sign-in does.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";

const AUTH_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-markery";
const PASSWORD = "bench-password";

const SignUp = z.object({ localId: z.string() });
const SignIn = z.object({ idToken: z.string() });

async function post(path: string, body: unknown, admin = false): Promise<unknown> {
  const response = await fetch(`${AUTH_URL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(admin ? { Authorization: "Bearer owner" } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`Auth emulator ${path} failed (${response.status}). Is the stack running (npm start)?`);
  }
  return response.json();
}

export interface VerifiedAccount {
  uid: string;
  idToken: string;
  email: string;
  password: string;
}

export async function createVerifiedAccount(tag = "bench"): Promise<VerifiedAccount> {
  const email = `${tag}-${randomUUID()}@example.com`;
  const { localId } = SignUp.parse(
    await post("/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any", { email, password: PASSWORD }),
  );
  await post(
    `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    { localId, emailVerified: true },
    true,
  );
  const { idToken } = SignIn.parse(
    await post("/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any", {
      email,
      password: PASSWORD,
      returnSecureToken: true,
    }),
  );
  return { uid: localId, idToken, email, password: PASSWORD };
}
