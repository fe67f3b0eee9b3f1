/**
 * Talks to the Auth emulator's REST API so journeys can make their own users.
 * `Bearer owner` is the emulator's admin credential; it works only against the emulator.
 */
import type { APIRequestContext } from "@playwright/test";

export const AUTH_EMULATOR_URL = process.env.MARKERY_AUTH_EMULATOR_URL ?? "http://127.0.0.1:9099";
export const PROJECT_ID = "demo-markery";
const ADMIN_HEADERS = { Authorization: "Bearer owner" };

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function signUpUser(
  request: APIRequestContext,
  tag: string,
  password = "secret-password",
): Promise<TestUser> {
  const email = uniqueEmail(tag);
  const response = await request.post(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      data: { email, password, returnSecureToken: true },
    },
  );
  if (!response.ok()) throw new Error(`signUp failed: ${response.status()} ${await response.text()}`);
  const body: { localId: string; idToken: string } = await response.json();
  return { uid: body.localId, email, password, idToken: body.idToken };
}

export async function markEmailVerified(request: APIRequestContext, uid: string): Promise<void> {
  const response = await request.post(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    { headers: ADMIN_HEADERS, data: { localId: uid, emailVerified: true } },
  );
  if (!response.ok())
    throw new Error(`accounts:update failed: ${response.status()} ${await response.text()}`);
}

/** A user who may sign in with e-mail and password (verification is mandatory in Markery). */
export async function createVerifiedUser(request: APIRequestContext, tag: string): Promise<TestUser> {
  const user = await signUpUser(request, tag);
  await markEmailVerified(request, user.uid);
  return user;
}

export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The e-mails the emulator "sent": verification links and sign-in links. */
export async function listOobCodes(request: APIRequestContext): Promise<OobCode[]> {
  const response = await request.get(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body: { oobCodes?: OobCode[] } = await response.json();
  return body.oobCodes ?? [];
}

export async function latestOobCode(
  request: APIRequestContext,
  email: string,
  requestType: "VERIFY_EMAIL" | "EMAIL_SIGNIN" | "PASSWORD_RESET",
): Promise<OobCode> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const codes = (await listOobCodes(request)).filter(
      (code) => code.email === email && code.requestType === requestType,
    );
    const latest = codes.at(-1);
    if (latest) return latest;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${requestType} e-mail for ${email}`);
}

/** A user whose address is not verified yet: what registration leaves behind. */
export function createUnverifiedUser(request: APIRequestContext, tag: string): Promise<TestUser> {
  return signUpUser(request, tag);
}

/** The account the emulator holds for an address, or null (e.g. after a Google popup sign-in). */
export async function lookUpAccount(
  request: APIRequestContext,
  email: string,
): Promise<{ localId: string; emailVerified?: boolean; providerUserInfo?: { providerId: string }[] } | null> {
  const response = await request.post(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    { headers: ADMIN_HEADERS, data: { email: [email] } },
  );
  if (!response.ok())
    throw new Error(`accounts:lookup failed: ${response.status()} ${await response.text()}`);
  const body: {
    users?: { localId: string; emailVerified?: boolean; providerUserInfo?: { providerId: string }[] }[];
  } = await response.json();
  return body.users?.[0] ?? null;
}
