/**
 * Writes a test user's membership fields (users/{uid}) straight into the Firestore emulator as its
 * owner, so a journey can start at a given quota without buying or generating its way there.
 */
import type { APIRequestContext } from "@playwright/test";
import { PROJECT_ID } from "./auth-emulator";

export const FIRESTORE_EMULATOR_URL = process.env.MARKERY_FIRESTORE_EMULATOR_URL ?? "http://127.0.0.1:8080";

type FieldValue = { integerValue: string } | { stringValue: string };

export async function patchUserFields(
  request: APIRequestContext,
  uid: string,
  fields: Record<string, FieldValue>,
): Promise<void> {
  const mask = Object.keys(fields)
    .map((field) => `updateMask.fieldPaths=${field}`)
    .join("&");
  const url = `${FIRESTORE_EMULATOR_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}?${mask}`;
  const response = await request.patch(url, { headers: { Authorization: "Bearer owner" }, data: { fields } });
  if (!response.ok())
    throw new Error(`Seeding users/${uid} failed: ${response.status()} ${await response.text()}`);
}

/** The free generations already used this month (UTC), as the API counts them. */
export async function seedFreeGenerationsUsed(
  request: APIRequestContext,
  uid: string,
  used: number,
): Promise<void> {
  const now = new Date();
  const period = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  await patchUserFields(request, uid, {
    freePeriod: { stringValue: period },
    freeUsed: { integerValue: String(used) },
  });
}
