/** Helpers of the payment tests: the spec's card body, a payment call, and what a user has. */
import { randomUUID } from "node:crypto";
import type { Express } from "express";
import { QuotaResponse } from "../../src/contract";
import { userDocument } from "../../src/domain/membership-repository";
import { PAYMENT_COLLECTIONS, PaymentDocument } from "../../src/domain/payments/payment-documents";
import { api } from "./api-client";
import { db, type TestUser } from "./emulators";

/** POST /payment's body: the number without spaces, planType BASIC. */
export function cardBody(cardNumber = "4242424242424242", overrides: Record<string, unknown> = {}) {
  return {
    cardholderName: "Ada Lovelace",
    cardNumber,
    expMonth: 12,
    expYear: 2034,
    cvv: "7319",
    planType: "BASIC",
    ...overrides,
  };
}

export function postPayment(
  app: Express,
  user: TestUser,
  body: object,
  idempotencyKey: string | null = randomUUID(),
) {
  const call = api(app).post("/payment").set("Authorization", user.authorization);
  if (idempotencyKey) call.set("Idempotency-Key", idempotencyKey);
  return call.send(body);
}

export async function quotaOf(app: Express, user: TestUser) {
  const response = await api(app).get("/logos/quota").set("Authorization", user.authorization);
  if (response.status !== 200) throw new Error(`quota: ${response.status} ${response.text}`);
  return QuotaResponse.parse(response.body).quota;
}

export async function paymentsOf(uid: string) {
  const snapshot = await db().collection(PAYMENT_COLLECTIONS.payments).where("ownerUid", "==", uid).get();
  return snapshot.docs.map((document) => ({ id: document.id, ...PaymentDocument.parse(document.data()) }));
}

/** users/{uid} with every subcollection, and the user's payments: all a purchase could have written. */
export async function everythingStoredFor(uid: string): Promise<unknown[]> {
  const found: unknown[] = [];
  const user = userDocument(db(), uid);
  found.push((await user.get()).data() ?? null);
  for (const collection of await user.listCollections()) {
    for (const document of (await collection.get()).docs) found.push({ id: document.id, ...document.data() });
  }
  const payments = await db().collection(PAYMENT_COLLECTIONS.payments).where("ownerUid", "==", uid).get();
  for (const document of payments.docs) found.push({ id: document.id, ...document.data() });
  return found;
}

/** Every string and number anywhere in stored data, to search for card numbers. */
export function leafValues(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === "string" || typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(leafValues);
  if (typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...leafValues(inner)]);
  }
  return [];
}
