/**
 * POST /payment and the webhook with the Stripe adapter, through the real `stripe` SDK against the
 * local fake of Stripe's API (test/support/fake-stripe.ts), under the emulators: 3-D Secure,
 * network failures, and exactly-once fulfilment with the webhook delivered twice or at the same
 * moment as the response.
 */
import { randomUUID } from "node:crypto";
import type { Express } from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PAYMENT_MESSAGE, PaymentResponse } from "../../src/contract";
import { attemptIdFor, stripeIdempotencyKey } from "../../src/domain/payments/payment-documents";
import { createApp } from "../../src/http/create-app";
import { createStripeProcessor } from "../../src/providers/payments/stripe-processor";
import { api, testApp } from "../support/api-client";
import { signUpUser, type TestUser } from "../support/emulators";
import {
  type FakeIntent,
  type FakeStripe,
  signedWebhook,
  startFakeStripe,
  WEBHOOK_SECRET,
} from "../support/fake-stripe";
import { paymentsOf, postPayment, quotaOf } from "../support/payments";

let fake: FakeStripe;
let app: Express;

const CREATOR_QUOTA = {
  membershipStatus: "PREMIUM",
  currentCount: 0,
  limit: 112,
  remaining: 112,
  exports: { limit: 2, used: 0, remaining: 2 },
};

function stripeApp(hooks?: { beforeFulfilment: () => void }): Express {
  const processor = createStripeProcessor(fake.client(), WEBHOOK_SECRET);
  return hooks
    ? createApp({ paymentProcessor: () => processor }, { payments: { hooks } })
    : testApp({ paymentProcessor: () => processor });
}

beforeAll(async () => {
  fake = await startFakeStripe();
  app = stripeApp();
});

afterAll(async () => {
  await fake.close();
});

afterEach(() => {
  fake.failEverything(null);
  vi.restoreAllMocks();
});

function pay(target: Express, user: TestUser, paymentMethodId: string, key: string = randomUUID()) {
  return postPayment(target, user, { planType: "BASIC", paymentMethodId }, key);
}

function deliver(
  target: Express,
  intent: FakeIntent,
  type: "payment_intent.succeeded" | "payment_intent.payment_failed" = "payment_intent.succeeded",
) {
  const { payload, signature } = signedWebhook(type, intent);
  return api(target)
    .post("/payment/webhook")
    .set("Content-Type", "application/json")
    .set("Stripe-Signature", signature)
    .send(payload);
}

function intentOf(paymentId: unknown): FakeIntent {
  const intent = typeof paymentId === "string" ? fake.intents.get(paymentId) : undefined;
  if (!intent) throw new Error(`No PaymentIntent ${String(paymentId)}`);
  return intent;
}

describe("POST /payment with Stripe", () => {
  it("charges $9.00 and fulfils: PREMIUM, +100, +2; the config says stripe with no test cards", async () => {
    const user = await signUpUser();
    const response = await pay(app, user, "pm_card_visa");
    expect(response.status).toBe(200);
    const body = PaymentResponse.parse(response.body);
    expect(body).toMatchObject({ success: true, paymentId: expect.stringMatching(/^pi_/) });
    expect(intentOf(body.paymentId)).toMatchObject({
      amount: 900,
      currency: "usd",
      metadata: { uid: user.uid, planType: "BASIC" },
    });
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
    expect(await paymentsOf(user.uid)).toEqual([
      expect.objectContaining({
        id: body.paymentId,
        status: "fulfilled",
        processor: "stripe",
        cardBrand: "visa",
        cardLast4: "4242",
      }),
    ]);
    const config = await api(app).get("/payment/config");
    expect(config.body).toEqual({ success: true, processor: "stripe", testCards: [] });
  });

  it("parallel identical requests send one create to Stripe and grant once", async () => {
    const user = await signUpUser();
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 4 }, () => pay(app, user, "pm_card_visa", key)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.body.paymentId)).size).toBe(1);
    const stripeKey = stripeIdempotencyKey(attemptIdFor(user.uid, key));
    expect(fake.requests.filter((request) => request.idempotencyKey === stripeKey)).toHaveLength(1);
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
  });

  it("maps declines: PAYMENT_FAILED (402) and INVALID_PAYMENT_DETAILS (400), granting nothing", async () => {
    const user = await signUpUser();
    const declined = await pay(app, user, "pm_card_chargeDeclinedStolenCard");
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({
      success: false,
      errorCode: "PAYMENT_FAILED",
      error: PAYMENT_MESSAGE.cardDeclined,
    });
    const expired = await pay(app, user, "pm_card_chargeDeclinedExpiredCard");
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({
      success: false,
      errorCode: "INVALID_PAYMENT_DETAILS",
      error: PAYMENT_MESSAGE.expiredCard,
    });
    expect((await quotaOf(app, user)).membershipStatus).toBe("FREE");
  });

  it("refuses raw card numbers and a body without a payment method", async () => {
    const user = await signUpUser();
    const raw = await postPayment(app, user, {
      planType: "BASIC",
      cardNumber: "4242424242424242",
      paymentMethodId: "pm_card_visa",
    });
    expect(raw.body.errorCode).toBe("INVALID_PAYMENT_DETAILS");
    const empty = await postPayment(app, user, { planType: "BASIC" });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      success: false,
      errorCode: "INVALID_PAYMENT_DETAILS",
      error: PAYMENT_MESSAGE.paymentMethodRequired,
    });
    expect(fake.requests.some((request) => request.body.includes("4242424242424242"))).toBe(false);
  });

  it("3-D Secure: answers requiresAction, then the follow-up with the PaymentIntent id fulfils once", async () => {
    const user = await signUpUser();
    const key = randomUUID();
    const first = await pay(app, user, "pm_card_threeDSecure2Required", key);
    expect(first.status).toBe(200);
    const body = PaymentResponse.parse(first.body);
    const paymentIntentId = body.requiresAction?.paymentIntentId ?? "";
    expect(body).toEqual({
      success: false,
      paymentId: paymentIntentId,
      requiresAction: { paymentIntentId, clientSecret: intentOf(paymentIntentId).client_secret },
    });
    expect(await paymentsOf(user.uid)).toEqual([expect.objectContaining({ status: "pending" })]);

    // Before authentication, the follow-up still asks for it.
    const early = await postPayment(app, user, { planType: "BASIC", paymentIntentId });
    expect(early.body.requiresAction).toEqual(body.requiresAction);

    fake.completeAction(paymentIntentId);
    const stranger = await signUpUser();
    const stolen = await postPayment(app, stranger, { planType: "BASIC", paymentIntentId });
    expect(stolen.status).toBe(404);
    expect(stolen.body.errorCode).toBe("PAYMENT_FAILED");
    expect((await quotaOf(app, stranger)).membershipStatus).toBe("FREE");

    const [confirmed, again, replayed] = await Promise.all([
      postPayment(app, user, { planType: "BASIC", paymentIntentId }),
      postPayment(app, user, { planType: "BASIC", paymentIntentId }),
      pay(app, user, "pm_card_threeDSecure2Required", key),
    ]);
    for (const response of [confirmed, again, replayed]) {
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, paymentId: paymentIntentId });
    }
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
  });

  it("a failed 3-D Secure authentication is PAYMENT_FAILED", async () => {
    const user = await signUpUser();
    const first = PaymentResponse.parse((await pay(app, user, "pm_card_threeDSecure2Required")).body);
    const paymentIntentId = first.requiresAction?.paymentIntentId ?? "";
    fake.completeAction(paymentIntentId, false);
    const response = await postPayment(app, user, { planType: "BASIC", paymentIntentId });
    expect(response.status).toBe(402);
    expect(response.body.errorCode).toBe("PAYMENT_FAILED");
    expect(await paymentsOf(user.uid)).toEqual([expect.objectContaining({ status: "failed" })]);
  });

  it("NETWORK_ERROR when Stripe is unreachable and no charge exists; the retry with the same key charges once", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = await signUpUser();
    const key = randomUUID();
    fake.failEverything({ kind: "status", status: 503 });
    const down = await pay(app, user, "pm_card_visa", key);
    expect(down.status).toBe(502);
    expect(down.body).toEqual({
      success: false,
      errorCode: "NETWORK_ERROR",
      error: PAYMENT_MESSAGE.networkError,
    });
    fake.failEverything(null);
    const retried = await pay(app, user, "pm_card_visa", key);
    expect(retried.status).toBe(200);
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
    expect([...fake.intents.values()].filter((intent) => intent.metadata.uid === user.uid)).toHaveLength(1);
  });

  it("a charge whose answer was lost is found by its attempt and fulfilled, not answered as a failure", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = await signUpUser();
    fake.failNextCreates({ kind: "after-processing", status: 500 });
    const response = await pay(app, user, "pm_card_visa");
    expect(response.status).toBe(200);
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
  });
});

describe("POST /payment/webhook", () => {
  it("refuses a bad signature (400) and fulfils nothing", async () => {
    const user = await signUpUser();
    const first = PaymentResponse.parse((await pay(app, user, "pm_card_threeDSecure2Required")).body);
    const intent = fake.completeAction(first.requiresAction?.paymentIntentId ?? "");
    const forged = signedWebhook("payment_intent.succeeded", intent, "whsec_forged");
    const response = await api(app)
      .post("/payment/webhook")
      .set("Content-Type", "application/json")
      .set("Stripe-Signature", forged.signature)
      .send(forged.payload);
    expect(response.status).toBe(400);
    const unsigned = await api(app)
      .post("/api/payment/webhook")
      .set("Content-Type", "application/json")
      .send(forged.payload);
    expect(unsigned.status).toBe(400);
    expect((await quotaOf(app, user)).membershipStatus).toBe("FREE");
  });

  it("fulfils a succeeded PaymentIntent; delivered twice it grants once", async () => {
    const user = await signUpUser();
    const first = PaymentResponse.parse((await pay(app, user, "pm_card_threeDSecure2Required")).body);
    const intent = fake.completeAction(first.requiresAction?.paymentIntentId ?? "");
    const [a, b] = await Promise.all([deliver(app, intent), deliver(stripeApp(), intent)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const again = await deliver(app, intent);
    expect(again.status).toBe(200);
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
    expect(await paymentsOf(user.uid)).toEqual([
      expect.objectContaining({ id: intent.id, status: "fulfilled", cardLast4: "3220" }),
    ]);
  });

  it("webhook and response at the same moment grant once", async () => {
    const user = await signUpUser();
    for (let round = 0; round < 3; round++) {
      const first = PaymentResponse.parse((await pay(app, user, "pm_card_threeDSecure2Required")).body);
      const intent = fake.completeAction(first.requiresAction?.paymentIntentId ?? "");
      const [webhook, response, webhookAgain] = await Promise.all([
        deliver(stripeApp(), intent),
        postPayment(app, user, { planType: "BASIC", paymentIntentId: intent.id }),
        deliver(app, intent),
      ]);
      expect([webhook.status, response.status, webhookAgain.status]).toEqual([200, 200, 200]);
    }
    expect(await quotaOf(app, user)).toMatchObject({
      membershipStatus: "PREMIUM",
      limit: 312,
      exports: { limit: 6 },
    });
  });

  it("a webhook that arrives before the response path recorded anything creates and fulfils the payment", async () => {
    const user = await signUpUser();
    const processor = createStripeProcessor(fake.client(), WEBHOOK_SECRET);
    const charged = await processor.charge(
      {
        uid: user.uid,
        planType: "BASIC",
        amount: 900,
        currency: "usd",
        attemptId: `key-${randomUUID()}`,
        idempotencyKey: randomUUID(),
      },
      "pm_card_visa",
    );
    const intent = intentOf(charged.kind === "succeeded" ? charged.paymentId : null);
    expect((await deliver(app, intent)).status).toBe(200);
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
  });

  it("ignores events that are not a Creator purchase of a known user", async () => {
    const user = await signUpUser();
    const first = PaymentResponse.parse((await pay(app, user, "pm_card_threeDSecure2Required")).body);
    const intent = fake.completeAction(first.requiresAction?.paymentIntentId ?? "");
    const cheap = await deliver(app, { ...intent, amount: 100 });
    expect(cheap.body).toEqual({ received: true, outcome: "ignored" });
    const nobody = await deliver(app, { ...intent, metadata: {} });
    expect(nobody.body).toEqual({ received: true, outcome: "ignored" });
    expect((await quotaOf(app, user)).membershipStatus).toBe("FREE");
  });

  it("a charge whose fulfilment failed is fulfilled by the next webhook, without a second charge", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = await signUpUser();
    const failing = stripeApp({
      beforeFulfilment: () => {
        throw new Error("Injected fulfilment failure");
      },
    });
    const response = await pay(failing, user, "pm_card_visa");
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({
      errorCode: "PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED",
      paymentId: expect.stringMatching(/^pi_/),
    });
    expect(await paymentsOf(user.uid)).toEqual([expect.objectContaining({ status: "paid" })]);

    // The failing instance answers the webhook 500, so Stripe delivers it again.
    const intent = intentOf(response.body.paymentId);
    expect((await deliver(failing, intent)).status).toBe(500);
    expect((await deliver(app, intent)).status).toBe(200);
    expect(await paymentsOf(user.uid)).toEqual([expect.objectContaining({ status: "fulfilled" })]);
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
    expect([...fake.intents.values()].filter((each) => each.metadata.uid === user.uid)).toHaveLength(1);
  });

  it("a payment_failed event records the failure but never undoes a paid payment", async () => {
    const user = await signUpUser();
    const first = PaymentResponse.parse((await pay(app, user, "pm_card_threeDSecure2Required")).body);
    const intent = fake.completeAction(first.requiresAction?.paymentIntentId ?? "", false);
    expect((await deliver(app, intent, "payment_intent.payment_failed")).body.outcome).toBe("recorded");
    expect(await paymentsOf(user.uid)).toEqual([expect.objectContaining({ status: "failed" })]);

    const bought = PaymentResponse.parse((await pay(app, user, "pm_card_visa")).body);
    const paid = intentOf(bought.paymentId);
    const late = {
      ...paid,
      status: "requires_payment_method",
      last_payment_error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
    };
    expect((await deliver(app, late, "payment_intent.payment_failed")).status).toBe(200);
    expect((await paymentsOf(user.uid)).find((payment) => payment.id === paid.id)).toMatchObject({
      status: "fulfilled",
    });
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
  });
});
