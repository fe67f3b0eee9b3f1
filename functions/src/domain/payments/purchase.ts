/**
 * Buying the Creator plan. One Idempotency-Key is one attempt (the browser sends a new
 * key per attempt): the attempt is claimed in a transaction, so of two identical requests (double
 * click, retry) only one charges; the other waits for it and answers the same. The processor gets
 * an idempotency key derived from the attempt, so even a charge repeated after a crash is the same
 * charge. A successful charge is recorded `paid`, then fulfilled (fulfil-payment.ts).
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { PAYMENT_MESSAGE, type PaymentErrorCode } from "../../contract";
import { fingerprintOf } from "../fingerprint";
import { readDocument } from "../firestore-documents";
import type {
  ChargeResult,
  IntentSnapshot,
  StripeProcessor,
  TestCardProcessor,
} from "../ports/payment-processor";
import type { DomainServices } from "../ports/services";
import { runUserTransaction } from "../transactions";
import type { ValidCard } from "./card-details";
import { fulfilPayment, type PaymentHooks, recordPayment } from "./fulfil-payment";
import {
  AttemptDocument,
  attemptDocument,
  attemptIdFor,
  CREATOR_PURCHASE,
  PaymentDocument,
  paymentDocument,
  stripeIdempotencyKey,
} from "./payment-documents";

/**
 * How a purchase ended, in the domain's words; the route turns each into the spec's status and
 * body (http/payment-answers.ts).
 */
export type PurchaseOutcome =
  | { kind: "paid"; paymentId: string }
  /** 3-D Secure: the browser finishes the payment, then posts the PaymentIntent back. */
  | { kind: "requires-action"; paymentId: string; clientSecret: string }
  /** Charged (or still processing at the bank) but no membership yet: recovered later. */
  | { kind: "charged-unfulfilled"; paymentId: string; stillProcessing: boolean }
  /** Refused by the processor or its rules; the message is the one recorded with the failure. */
  | { kind: "declined"; errorCode: PaymentErrorCode; message: string }
  /** The processor could not be reached: nothing was charged. */
  | { kind: "unreachable" }
  /** No such payment of this buyer. */
  | { kind: "not-found" }
  /** Another request with the same key is still charging. */
  | { kind: "in-progress" }
  /** The Idempotency-Key was first used for a different purchase. */
  | { kind: "key-reused" };

export interface PurchaseContext {
  services: DomainServices;
  processor: TestCardProcessor | StripeProcessor;
  hooks: PaymentHooks;
}

type PurchaseInput = { kind: "card"; card: ValidCard } | { kind: "payment-method"; paymentMethodId: string };

const NOT_CHARGED: PurchaseOutcome = {
  kind: "declined",
  errorCode: "PAYMENT_FAILED",
  message: PAYMENT_MESSAGE.cardDeclined,
};

/** A pending claim older than this belongs to a request that died; a retry takes it over. */
const STALE_CLAIM_MS = 2 * 60_000;
/** How long a duplicate request waits for the first one to answer. */
const WAIT_FOR_CLAIM_MS = 90_000;
const POLL_MS = 200;

type Claim =
  | { kind: "claimed" }
  | { kind: "busy" }
  | { kind: "mismatch" }
  | { kind: "settled"; attempt: AttemptDocument };

async function claimAttempt(
  services: DomainServices,
  uid: string,
  attemptId: string,
  fingerprint: string,
): Promise<Claim> {
  return runUserTransaction(services, uid, async (transaction) => {
    const now = services.clock();
    const ref = attemptDocument(services.db, uid, attemptId);
    const existing = readDocument(AttemptDocument, await transaction.get(ref));
    const stamp = Timestamp.fromDate(now);
    if (!existing) {
      const attempt: AttemptDocument = {
        status: "pending",
        fingerprint,
        paymentId: null,
        failure: null,
        claimedAt: stamp,
        createdAt: stamp,
      };
      transaction.set(ref, attempt);
      return { kind: "claimed" };
    }
    const attempt = existing.data;
    if (attempt.fingerprint !== fingerprint) return { kind: "mismatch" };
    if (attempt.status === "settled") return { kind: "settled", attempt };
    if (attempt.status === "pending" && now.getTime() - attempt.claimedAt.toMillis() < STALE_CLAIM_MS) {
      return { kind: "busy" };
    }
    transaction.update(ref, { status: "pending", claimedAt: stamp });
    return { kind: "claimed" };
  });
}

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

function fingerprintOfInput(input: PurchaseInput): string {
  if (input.kind === "payment-method") {
    return fingerprintOf({ planType: CREATOR_PURCHASE.planType, paymentMethodId: input.paymentMethodId });
  }
  const { card } = input;
  return fingerprintOf({
    planType: CREATOR_PURCHASE.planType,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    cardholderName: card.cardholderName,
  });
}

export async function purchaseCreatorPlan(
  context: PurchaseContext,
  uid: string,
  input: PurchaseInput,
  idempotencyKey: string | null,
): Promise<PurchaseOutcome> {
  const { services, processor } = context;
  // Without a key every request is its own attempt (the spec's client sends none).
  const attemptId = attemptIdFor(uid, idempotencyKey ?? randomUUID());
  const fingerprint = fingerprintOfInput(input);
  const waitUntil = Date.now() + WAIT_FOR_CLAIM_MS;
  for (;;) {
    const claim = await claimAttempt(services, uid, attemptId, fingerprint);
    if (claim.kind === "claimed") break;
    if (claim.kind === "mismatch") return { kind: "key-reused" };
    if (claim.kind === "settled") return replayAttempt(context, uid, claim.attempt);
    if (Date.now() > waitUntil) return { kind: "in-progress" };
    await pause(POLL_MS);
  }

  const attempt = {
    uid,
    planType: CREATOR_PURCHASE.planType,
    amount: CREATOR_PURCHASE.amount,
    currency: CREATOR_PURCHASE.currency,
    attemptId,
    idempotencyKey: stripeIdempotencyKey(attemptId),
  };
  let result: ChargeResult;
  try {
    result =
      processor.name === "test" && input.kind === "card"
        ? await processor.charge(attempt, input.card)
        : processor.name === "stripe" && input.kind === "payment-method"
          ? await processor.charge(attempt, input.paymentMethodId)
          : { kind: "unreachable" };
  } catch (error) {
    // Neither a decline nor a known network failure (e.g. a revoked key): nothing was charged.
    console.error(`Payment attempt ${attemptId} failed at the processor`, error);
    await releaseAttempt(services, uid, attemptId);
    return NOT_CHARGED;
  }
  return settleCharge(context, uid, result, attemptId);
}

async function releaseAttempt(services: DomainServices, uid: string, attemptId: string): Promise<void> {
  await attemptDocument(services.db, uid, attemptId)
    .update({ status: "released" })
    .catch((error: unknown) => console.error(`Could not release payment attempt ${attemptId}`, error));
}

/** Turns what the processor said into records and the answer. */
async function settleCharge(
  context: PurchaseContext,
  uid: string,
  result: ChargeResult,
  attemptId?: string,
): Promise<PurchaseOutcome> {
  const { services, processor, hooks } = context;
  const processorName = processor.name;
  switch (result.kind) {
    case "unreachable":
      if (attemptId) await releaseAttempt(services, uid, attemptId);
      return { kind: "unreachable" };
    case "declined": {
      const failure = { errorCode: result.errorCode, message: result.message };
      if (result.paymentId) {
        await recordPayment(services, {
          paymentId: result.paymentId,
          uid,
          processor: processorName,
          status: "failed",
          card: result.card,
          failure,
          attemptId,
        });
      } else if (attemptId) {
        await attemptDocument(services.db, uid, attemptId).update({ status: "settled", failure });
      }
      return { kind: "declined", errorCode: result.errorCode, message: result.message };
    }
    case "requires_action":
    case "processing": {
      const { paymentId } = result;
      await recordPayment(services, {
        paymentId,
        uid,
        processor: processorName,
        status: "pending",
        card: result.card,
        attemptId,
      });
      if (result.kind === "processing")
        return { kind: "charged-unfulfilled", paymentId, stillProcessing: true };
      return { kind: "requires-action", paymentId, clientSecret: result.clientSecret };
    }
    case "succeeded": {
      const { paymentId } = result;
      try {
        // Its own write first: if fulfilment fails, this is the evidence that drives the recovery.
        await recordPayment(services, {
          paymentId,
          uid,
          processor: processorName,
          status: "paid",
          card: result.card,
          attemptId,
        });
        await fulfilPayment(services, uid, paymentId, hooks);
        return { kind: "paid", paymentId };
      } catch (error) {
        console.error(`Payment ${paymentId} was charged but not fulfilled yet`, error);
        return { kind: "charged-unfulfilled", paymentId, stillProcessing: false };
      }
    }
  }
}

/** A retry of a settled attempt: the same answer, and a paid payment still unfulfilled is fulfilled now. */
async function replayAttempt(
  context: PurchaseContext,
  uid: string,
  attempt: AttemptDocument,
): Promise<PurchaseOutcome> {
  const { services, processor } = context;
  if (attempt.failure) return { kind: "declined", ...attempt.failure };
  if (!attempt.paymentId) return NOT_CHARGED;
  const paymentId = attempt.paymentId;
  const payment = readDocument(PaymentDocument, await paymentDocument(services.db, paymentId).get());
  if (!payment) return { kind: "not-found" };
  switch (payment.data.status) {
    case "fulfilled":
      return { kind: "paid", paymentId };
    case "paid":
      return settleCharge(context, uid, {
        kind: "succeeded",
        paymentId,
        card: { brand: payment.data.cardBrand, last4: payment.data.cardLast4 },
      });
    case "failed": {
      const failure = payment.data.failure ?? {
        errorCode: "PAYMENT_FAILED",
        message: PAYMENT_MESSAGE.cardDeclined,
      };
      return { kind: "declined", ...failure };
    }
    case "pending":
      // Waiting for 3-D Secure or still processing: Stripe knows where it stands now.
      if (processor.name !== "stripe") return { kind: "in-progress" };
      return confirmPaymentIntent(context, uid, paymentId);
  }
}

function isCreatorPurchase(intent: IntentSnapshot): boolean {
  return (
    intent.amount === CREATOR_PURCHASE.amount &&
    intent.currency === CREATOR_PURCHASE.currency &&
    intent.planType === CREATOR_PURCHASE.planType
  );
}

/**
 * After 3-D Secure the browser posts the PaymentIntent id back: Stripe's own state decides, and
 * only the buyer's own PaymentIntent counts.
 */
export async function confirmPaymentIntent(
  context: PurchaseContext,
  uid: string,
  paymentIntentId: string,
): Promise<PurchaseOutcome> {
  const { processor } = context;
  if (processor.name !== "stripe") return { kind: "not-found" };
  let intent: IntentSnapshot | null;
  try {
    intent = await processor.retrieve(paymentIntentId);
  } catch (error) {
    console.error(`Could not retrieve PaymentIntent ${paymentIntentId}`, error);
    return { kind: "unreachable" };
  }
  if (!intent || intent.ownerUid !== uid || !isCreatorPurchase(intent)) {
    return { kind: "not-found" };
  }
  return settleCharge(context, uid, intent.result);
}

/**
 * Stripe's webhook: a succeeded PaymentIntent is recorded and fulfilled, whether or not the
 * response path already did (or ever will). Throws when fulfilment fails, so Stripe delivers again.
 */
export async function applyStripeEvent(
  context: PurchaseContext,
  event: { type: "payment_intent.succeeded" | "payment_intent.payment_failed"; intent: IntentSnapshot },
): Promise<"fulfilled" | "recorded" | "ignored"> {
  const { intent } = event;
  const uid = intent.ownerUid;
  if (!uid || !isCreatorPurchase(intent)) return "ignored";
  const { services, hooks } = context;
  const { result } = intent;
  if (event.type === "payment_intent.payment_failed") {
    if (result.kind !== "declined" || !result.paymentId) return "ignored";
    await recordPayment(services, {
      paymentId: result.paymentId,
      uid,
      processor: "stripe",
      status: "failed",
      card: result.card,
      failure: { errorCode: result.errorCode, message: result.message },
    });
    return "recorded";
  }
  if (result.kind !== "succeeded") return "ignored";
  await recordPayment(services, {
    paymentId: result.paymentId,
    uid,
    processor: "stripe",
    status: "paid",
    card: result.card,
  });
  await fulfilPayment(services, uid, result.paymentId, hooks);
  return "fulfilled";
}
