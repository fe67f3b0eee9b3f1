/**
 * Recording charges and granting what they bought, exactly once:
 * - recordPayment moves payments/{id} forward only (pending -> failed -> paid -> fulfilled), so the
 *   response path, a retry and the webhook may all report the same charge in any order.
 * - fulfilPayment is one transaction keyed by the payment: it reads payments/{id}; when `paid` it
 *   adds the credits to users/{uid} and marks the payment `fulfilled` in the same commit, when
 *   already `fulfilled` it changes nothing. Firestore retries a transaction whose reads changed,
 *   so two fulfilments racing (response and webhook) commit the grant once.
 * A charge is recorded `paid` in its own write before fulfilment, so a failed fulfilment leaves a
 * paid-but-unfulfilled payment that the next webhook or quota read fulfils (fulfilOutstandingPayments).
 */
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import type { PaymentErrorCode, PurchaseGrant } from "../../contract";
import { readDocument } from "../firestore-documents";
import { loadMembership, saveMembership, userDocument } from "../membership-repository";
import type { CardSummary } from "../ports/payment-processor";
import type { DomainServices } from "../ports/services";
import { runUserTransaction } from "../transactions";
import {
  attemptDocument,
  CREATOR_PURCHASE,
  PAYMENT_COLLECTIONS,
  PaymentDocument,
  type PaymentStatus,
  paymentDocument,
} from "./payment-documents";

/** Test seam: runs inside the fulfilment transaction; a throw makes that fulfilment fail. */
export interface PaymentHooks {
  beforeFulfilment?: (paymentId: string) => void | Promise<void>;
}

const RANK: Record<PaymentStatus, number> = { pending: 0, failed: 1, paid: 2, fulfilled: 3 };

interface PaymentReport {
  paymentId: string;
  uid: string;
  processor: "test" | "stripe";
  status: Exclude<PaymentStatus, "fulfilled">;
  card: CardSummary;
  failure?: { errorCode: PaymentErrorCode; message: string };
  /** Settles this attempt in the same write, pointing it at the payment. */
  attemptId?: string;
}

/** A payment that belongs to someone else: never touched. */
class PaymentOwnerMismatchError extends Error {}

/** Creates or advances payments/{id}; never moves it backwards and never drops a known card summary. */
export async function recordPayment(services: DomainServices, report: PaymentReport): Promise<PaymentStatus> {
  const { db, clock } = services;
  return runUserTransaction(services, report.uid, async (transaction) => {
    const now = Timestamp.fromDate(clock());
    const ref = paymentDocument(db, report.paymentId);
    const existing = readDocument(PaymentDocument, await transaction.get(ref));
    if (existing && existing.data.ownerUid !== report.uid) {
      throw new PaymentOwnerMismatchError(`Payment ${report.paymentId} belongs to another user`);
    }
    const current = existing?.data;
    const advances = !current || RANK[report.status] > RANK[current.status];
    const status = advances ? report.status : (current?.status ?? report.status);
    const document: PaymentDocument = {
      ownerUid: report.uid,
      amount: current?.amount ?? CREATOR_PURCHASE.amount,
      currency: current?.currency ?? CREATOR_PURCHASE.currency,
      planType: current?.planType ?? CREATOR_PURCHASE.planType,
      cardBrand: report.card.brand ?? current?.cardBrand ?? null,
      cardLast4: report.card.last4 ?? current?.cardLast4 ?? null,
      status,
      processor: current?.processor ?? report.processor,
      failure: advances && report.status === "failed" ? (report.failure ?? null) : (current?.failure ?? null),
      createdAt: current?.createdAt ?? now,
      updatedAt: now,
      paidAt: current?.paidAt ?? (status === "paid" ? now : null),
      fulfilledAt: current?.fulfilledAt ?? null,
    };
    transaction.set(ref, document);
    if (report.attemptId)
      settleAttempt(transaction, services, report.uid, report.attemptId, report.paymentId);
    return status;
  });
}

function settleAttempt(
  transaction: Transaction,
  services: DomainServices,
  uid: string,
  attemptId: string,
  paymentId: string,
): void {
  transaction.set(
    attemptDocument(services.db, uid, attemptId),
    { status: "settled", paymentId, failure: null },
    { merge: true },
  );
}

class PaymentNotPaidError extends Error {}

/**
 * Grants one purchase: PREMIUM, +100 generation credits, +2 export credits. Safe to
 * call any number of times, also at the same moment: only the first commit grants.
 */
export async function fulfilPayment(
  services: DomainServices,
  uid: string,
  paymentId: string,
  hooks: PaymentHooks = {},
): Promise<PurchaseGrant> {
  const { db, clock } = services;
  return runUserTransaction(services, uid, async (transaction) => {
    const now = clock();
    const ref = paymentDocument(db, paymentId);
    const payment = readDocument(PaymentDocument, await transaction.get(ref));
    const user = await transaction.get(userDocument(db, uid));
    if (!payment || payment.data.ownerUid !== uid)
      throw new PaymentNotPaidError(`Payment ${paymentId} not found`);
    if (payment.data.status === "fulfilled") return CREATOR_PURCHASE.grant;
    if (payment.data.status !== "paid") {
      throw new PaymentNotPaidError(`Payment ${paymentId} is ${payment.data.status}, not paid`);
    }
    await hooks.beforeFulfilment?.(paymentId);
    const loaded = loadMembership(user, now);
    const { grant } = CREATOR_PURCHASE;
    const state = {
      ...loaded.state,
      // PRO (not sold yet) is above PREMIUM: a Creator purchase never lowers it.
      membershipStatus: loaded.state.membershipStatus === "PRO" ? ("PRO" as const) : ("PREMIUM" as const),
      purchasedGenerationCredits: loaded.state.purchasedGenerationCredits + grant.generationCredits,
      exportCredits: loaded.state.exportCredits + grant.exportCredits,
    };
    saveMembership(transaction, db, uid, state, loaded, now);
    const stamp = Timestamp.fromDate(now);
    transaction.update(ref, { status: "fulfilled", fulfilledAt: stamp, updatedAt: stamp });
    return grant;
  });
}

/** How many paid-but-unfulfilled payments one quota read settles (a user has very few). */
const OUTSTANDING_LIMIT = 10;

/**
 * The automatic recovery of a charge whose fulfilment failed: every payment of the user left `paid` (its fulfilment failed)
 * is fulfilled now. Called on GET /logos/quota; returns how many were fulfilled.
 */
export async function fulfilOutstandingPayments(services: DomainServices, uid: string): Promise<number> {
  const outstanding = await services.db
    .collection(PAYMENT_COLLECTIONS.payments)
    .where("ownerUid", "==", uid)
    .where("status", "==", "paid")
    .limit(OUTSTANDING_LIMIT)
    .get();
  let fulfilled = 0;
  for (const snapshot of outstanding.docs) {
    await fulfilPayment(services, uid, snapshot.id);
    fulfilled++;
  }
  return fulfilled;
}
