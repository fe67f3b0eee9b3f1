/**
 * The stored shape of purchases (parsed with zod on every read):
 * - payments/{paymentId}: one per charge (the PaymentIntent id, or the test processor's charge id);
 *   `status` pending -> paid -> fulfilled, or failed. Fulfilment is keyed by this document.
 * - users/{uid}/paymentAttempts/{attemptId}: one per Idempotency-Key, the guard against double
 *   clicks and retries; it points at the payment its charge made, or holds the refusal to replay.
 */
import { createHash } from "node:crypto";
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import {
  CREATOR_EXPORT_CREDITS,
  CREATOR_GENERATION_CREDITS,
  CREATOR_PRICE_CENTS,
  CREATOR_PRICE_CURRENCY,
  type Payment,
  PaymentErrorCode,
  PlanType,
  type PurchaseGrant,
} from "../../contract";
import { userDocument } from "../membership-repository";

export const PAYMENT_COLLECTIONS = {
  payments: "payments",
  /** users/{uid}/paymentAttempts/{attemptId} */
  attempts: "paymentAttempts",
} as const;

/** What one Creator purchase costs and adds. */
export const CREATOR_PURCHASE = {
  planType: "BASIC",
  amount: CREATOR_PRICE_CENTS,
  currency: CREATOR_PRICE_CURRENCY,
  grant: {
    planType: "BASIC",
    generationCredits: CREATOR_GENERATION_CREDITS,
    exportCredits: CREATOR_EXPORT_CREDITS,
  },
} as const satisfies { planType: PlanType; amount: number; currency: string; grant: PurchaseGrant };

const StoredTimestamp = z.instanceof(Timestamp);

export const PaymentStatus = z.enum(["pending", "paid", "fulfilled", "failed"]);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const PaymentDocument = z.object({
  ownerUid: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  planType: PlanType,
  /** Only the network and the last four digits are ever stored (PCI). */
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  status: PaymentStatus,
  processor: z.enum(["test", "stripe"]),
  /** Why a failed charge failed, answered again to a retry of its attempt. */
  failure: z.object({ errorCode: PaymentErrorCode, message: z.string() }).nullable().default(null),
  createdAt: StoredTimestamp,
  updatedAt: StoredTimestamp,
  paidAt: StoredTimestamp.nullable().default(null),
  fulfilledAt: StoredTimestamp.nullable().default(null),
});
export type PaymentDocument = z.infer<typeof PaymentDocument>;

export const AttemptDocument = z.object({
  /** pending: a request is charging; settled: the answer is known; released: may be tried again. */
  status: z.enum(["pending", "settled", "released"]),
  /** What the attempt asked for (no card number): a reused key with other details is refused. */
  fingerprint: z.string(),
  paymentId: z.string().nullable(),
  /** A refusal that created no payment (e.g. not a test card), answered again on a retry. */
  failure: z.object({ errorCode: PaymentErrorCode, message: z.string() }).nullable(),
  claimedAt: StoredTimestamp,
  createdAt: StoredTimestamp,
});
export type AttemptDocument = z.infer<typeof AttemptDocument>;

export function paymentDocument(db: Firestore, paymentId: string) {
  return db.collection(PAYMENT_COLLECTIONS.payments).doc(paymentId);
}

export function attemptDocument(db: Firestore, uid: string, attemptId: string) {
  return userDocument(db, uid).collection(PAYMENT_COLLECTIONS.attempts).doc(attemptId);
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Per user: the same key from two users is two attempts. */
export function attemptIdFor(uid: string, idempotencyKey: string): string {
  return `key-${sha256(`${uid}\n${idempotencyKey}`)}`;
}

/** Stripe's Idempotency-Key for an attempt (ours, hashed: the client's key never leaves the API). */
export function stripeIdempotencyKey(attemptId: string): string {
  return `markery-${attemptId}`;
}

export function toPayment(id: string, data: PaymentDocument): Payment {
  return {
    id,
    planType: data.planType,
    amount: data.amount,
    currency: data.currency,
    status: data.status,
    cardBrand: data.cardBrand,
    cardLast4: data.cardLast4,
    createdAt: data.createdAt.toDate().toISOString(),
  };
}
