/** The Stripe adapter with the real `stripe` SDK against a local fake of Stripe's HTTP API. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeStripe,
  signedWebhook,
  startFakeStripe,
  WEBHOOK_SECRET,
} from "../../../test/support/fake-stripe";
import { PAYMENT_MESSAGE } from "../../contract";
import { WebhookSignatureError } from "../../domain/ports/payment-processor";
import { createStripeProcessor } from "./stripe-processor";

let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
});

afterAll(async () => {
  await fake.close();
});

let sequence = 0;
function attempt() {
  sequence++;
  return {
    uid: `buyer-${sequence}`,
    planType: "BASIC",
    amount: 900,
    currency: "usd",
    attemptId: `key-attempt-${sequence}`,
    idempotencyKey: `markery-key-attempt-${sequence}`,
  };
}

describe("createStripeProcessor", () => {
  it("creates and confirms a PaymentIntent of $9.00 with our idempotency key and metadata", async () => {
    const processor = createStripeProcessor(fake.client(), WEBHOOK_SECRET);
    const charge = attempt();
    const result = await processor.charge(charge, "pm_card_visa");
    expect(result).toMatchObject({ kind: "succeeded", card: { brand: "visa", last4: "4242" } });
    const sent = fake.requests.filter((request) => request.idempotencyKey === charge.idempotencyKey);
    expect(sent).toHaveLength(1);
    const form = new URLSearchParams(sent[0]?.body);
    expect(form.get("amount")).toBe("900");
    expect(form.get("currency")).toBe("usd");
    expect(form.get("confirm")).toBe("true");
    expect(form.get("payment_method")).toBe("pm_card_visa");
    expect(form.get("automatic_payment_methods[enabled]")).toBe("true");
    expect(form.get("automatic_payment_methods[allow_redirects]")).toBe("never");
    expect(form.get("metadata[uid]")).toBe(charge.uid);
    expect(form.get("metadata[planType]")).toBe("BASIC");
    expect(form.get("metadata[attemptId]")).toBe(charge.attemptId);
  });

  it.each([
    ["pm_card_chargeDeclined", "PAYMENT_FAILED", PAYMENT_MESSAGE.cardDeclined],
    ["pm_card_chargeDeclinedInsufficientFunds", "PAYMENT_FAILED", PAYMENT_MESSAGE.insufficientFunds],
    ["pm_card_chargeDeclinedLostCard", "PAYMENT_FAILED", PAYMENT_MESSAGE.cardDeclined],
    ["pm_card_chargeDeclinedStolenCard", "PAYMENT_FAILED", PAYMENT_MESSAGE.cardDeclined],
    ["pm_card_chargeDeclinedProcessingError", "PAYMENT_FAILED", PAYMENT_MESSAGE.processingError],
    ["pm_card_chargeDeclinedExpiredCard", "INVALID_PAYMENT_DETAILS", PAYMENT_MESSAGE.expiredCard],
    ["pm_card_chargeDeclinedIncorrectCvc", "INVALID_PAYMENT_DETAILS", PAYMENT_MESSAGE.incorrectCvc],
  ])("maps the decline of %s to %s", async (paymentMethod, errorCode, message) => {
    const processor = createStripeProcessor(fake.client(), WEBHOOK_SECRET);
    const result = await processor.charge(attempt(), paymentMethod);
    expect(result).toMatchObject({
      kind: "declined",
      errorCode,
      message,
      paymentId: expect.stringMatching(/^pi_/),
    });
  });

  it("returns what the browser needs for 3-D Secure, then sees the authenticated PaymentIntent", async () => {
    const processor = createStripeProcessor(fake.client(), WEBHOOK_SECRET);
    const charge = attempt();
    const result = await processor.charge(charge, "pm_card_threeDSecure2Required");
    if (result.kind !== "requires_action") throw new Error(`Expected requires_action, got ${result.kind}`);
    expect(result.clientSecret).toContain(`${result.paymentId}_secret`);
    fake.completeAction(result.paymentId);
    const after = await processor.retrieve(result.paymentId);
    expect(after).toMatchObject({
      ownerUid: charge.uid,
      planType: "BASIC",
      amount: 900,
      currency: "usd",
      result: { kind: "succeeded", paymentId: result.paymentId, card: { last4: "3220" } },
    });
    expect(await processor.retrieve("pi_missing")).toBeNull();
  });

  it("retries a 500 with stripe-should-retry under the same Idempotency-Key, charging once", async () => {
    const processor = createStripeProcessor(fake.client({ maxNetworkRetries: 2 }), WEBHOOK_SECRET);
    const charge = attempt();
    fake.failNextCreates({ kind: "status", status: 500, shouldRetry: true });
    const result = await processor.charge(charge, "pm_card_visa");
    expect(result.kind).toBe("succeeded");
    const sent = fake.requests.filter((request) => request.idempotencyKey === charge.idempotencyKey);
    expect(sent).toHaveLength(2);
    const charged = [...fake.intents.values()].filter(
      (intent) => intent.metadata.attemptId === charge.attemptId,
    );
    expect(charged).toHaveLength(1);
  });

  it("replays the same PaymentIntent for the same Idempotency-Key (a retried attempt)", async () => {
    const processor = createStripeProcessor(fake.client(), WEBHOOK_SECRET);
    const charge = attempt();
    const first = await processor.charge(charge, "pm_card_visa");
    const second = await processor.charge(charge, "pm_card_visa");
    expect(first.kind).toBe("succeeded");
    expect(second).toEqual(first);
    expect(
      [...fake.intents.values()].filter((intent) => intent.metadata.attemptId === charge.attemptId),
    ).toHaveLength(1);
  });

  it("looks the PaymentIntent up when the answer was lost, and finds a charge that went through", async () => {
    const processor = createStripeProcessor(fake.client(), WEBHOOK_SECRET);
    const charge = attempt();
    fake.failNextCreates({ kind: "after-processing", status: 500 });
    const result = await processor.charge(charge, "pm_card_visa");
    expect(result).toMatchObject({ kind: "succeeded", paymentId: expect.stringMatching(/^pi_/) });
  });

  it("answers unreachable when Stripe cannot be reached and no charge exists (429, 5xx, dropped connection)", async () => {
    const processor = createStripeProcessor(fake.client(), WEBHOOK_SECRET);
    for (const failure of [
      { kind: "status", status: 429 },
      { kind: "status", status: 503 },
    ] as const) {
      fake.failNextCreates(failure);
      expect(await processor.charge(attempt(), "pm_card_visa")).toEqual({ kind: "unreachable" });
    }
    // Node's agent retries a reset keep-alive socket once by itself (same key): drop every request.
    fake.failEverything({ kind: "drop" });
    try {
      expect(await processor.charge(attempt(), "pm_card_visa")).toEqual({ kind: "unreachable" });
    } finally {
      fake.failEverything(null);
    }
  });

  it("accepts a signed payment_intent.succeeded and refuses a bad signature", async () => {
    const processor = createStripeProcessor(fake.client(), WEBHOOK_SECRET);
    const charge = attempt();
    const result = await processor.charge(charge, "pm_card_visa");
    const intent = fake.intents.get(result.kind === "succeeded" ? result.paymentId : "");
    if (!intent) throw new Error("No PaymentIntent");
    const { payload, signature } = signedWebhook("payment_intent.succeeded", intent);
    await expect(processor.parseWebhook(Buffer.from(payload), signature)).resolves.toMatchObject({
      type: "payment_intent.succeeded",
      intent: { ownerUid: charge.uid, result: { kind: "succeeded", paymentId: intent.id } },
    });
    const forged = signedWebhook("payment_intent.succeeded", intent, "whsec_someone_else");
    await expect(processor.parseWebhook(Buffer.from(forged.payload), forged.signature)).rejects.toThrow(
      WebhookSignatureError,
    );
    // A body changed after signing does not verify either.
    await expect(
      processor.parseWebhook(Buffer.from(payload.replace("900", "100")), signature),
    ).rejects.toThrow(WebhookSignatureError);
    const other = signedWebhook("charge.refunded", intent);
    await expect(processor.parseWebhook(Buffer.from(other.payload), other.signature)).resolves.toEqual({
      type: "ignored",
      eventType: "charge.refunded",
    });
  });

  it("refuses every webhook when no secret is configured", async () => {
    const processor = createStripeProcessor(fake.client(), null);
    expect(processor.webhookConfigured).toBe(false);
    await expect(processor.parseWebhook(Buffer.from("{}"), "t=1,v1=x")).rejects.toThrow(
      WebhookSignatureError,
    );
  });
});
