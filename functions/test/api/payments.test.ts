/**
 * POST /payment with the offline test processor: every test card, every error code,
 * exactly-once fulfilment (parallel and retried requests), a failed fulfilment and its recovery,
 * and proof that no card number or CVV is stored or logged.
 */
import { randomUUID } from "node:crypto";
import { inspect } from "node:util";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CHECKOUT_MESSAGE,
  PAYMENT_MESSAGE,
  PaymentConfigResponse,
  PaymentResponse,
  PaymentsResponse,
} from "../../src/contract";
import { createApp } from "../../src/http/create-app";
import { createTestCardProcessor, testChargeId } from "../../src/providers/payments/test-card-processor";
import { api, testApp } from "../support/api-client";
import { signUpUnverifiedUser, signUpUser } from "../support/emulators";
import {
  cardBody,
  everythingStoredFor,
  leafValues,
  paymentsOf,
  postPayment,
  quotaOf,
} from "../support/payments";

const testProcessor = createTestCardProcessor();
/** The test processor explicitly, whatever the environment would choose. */
const app = testApp({ paymentProcessor: () => testProcessor });

const FREE_QUOTA = {
  membershipStatus: "FREE",
  currentCount: 0,
  limit: 12,
  remaining: 12,
  exports: { limit: 0, used: 0, remaining: 0 },
};
const CREATOR_QUOTA = {
  membershipStatus: "PREMIUM",
  currentCount: 0,
  limit: 112,
  remaining: 112,
  exports: { limit: 2, used: 0, remaining: 2 },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /payment: who may pay and for what", () => {
  it("answers AUTHORIZATION_ERROR without a token, with a bad one, or for an unverified account", async () => {
    const missing = await api(app).post("/payment").send(cardBody());
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ success: false, errorCode: "AUTHORIZATION_ERROR" });
    const bad = await api(app)
      .post("/api/payment")
      .set("Authorization", "Bearer not-a-token")
      .send(cardBody());
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({
      success: false,
      errorCode: "AUTHORIZATION_ERROR",
      error: expect.any(String),
    });
    const unverified = await signUpUnverifiedUser();
    const refused = await postPayment(app, unverified, cardBody());
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe("AUTHORIZATION_ERROR");
  });

  it.each(["PRO", "FREE", "ENTERPRISE", "basic", undefined])(
    "refuses planType %s with INVALID_PLAN_TYPE",
    async (planType) => {
      const user = await signUpUser();
      const response = await postPayment(app, user, cardBody("4242424242424242", { planType }));
      expect(response.status).toBe(400);
      expect(PaymentResponse.parse(response.body)).toEqual({
        success: false,
        errorCode: "INVALID_PLAN_TYPE",
        error: PAYMENT_MESSAGE.invalidPlan,
      });
      expect(await paymentsOf(user.uid)).toEqual([]);
    },
  );

  it("answers 'Payments are not configured' (503) when no processor may run", async () => {
    const user = await signUpUser();
    const unconfigured = testApp({ paymentProcessor: () => ({ name: "unconfigured" }) });
    const response = await postPayment(unconfigured, user, cardBody());
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      success: false,
      errorCode: "PAYMENT_FAILED",
      error: PAYMENT_MESSAGE.notConfigured,
    });
    const config = await api(unconfigured).get("/payment/config");
    expect(PaymentConfigResponse.parse(config.body)).toEqual({
      success: true,
      processor: "unconfigured",
      testCards: [],
    });
    expect(await paymentsOf(user.uid)).toEqual([]);
  });

  it("GET /payment/config is public and lists the test cards while the test processor runs", async () => {
    const response = await api(app).get("/api/payment/config");
    expect(response.status).toBe(200);
    const config = PaymentConfigResponse.parse(response.body);
    expect(config.processor).toBe("test");
    expect(config.testCards.map((card) => card.number)).toEqual([
      "4242 4242 4242 4242",
      "5555 5555 5555 4444",
      "4000 0000 0000 0002",
      "4000 0000 0000 9995",
      "4000 0000 0000 9987",
      "4000 0000 0000 9979",
      "4000 0000 0000 0069",
      "4000 0000 0000 0127",
      "4000 0000 0000 0119",
      "4000 0000 0000 3220",
    ]);
  });
});

describe("POST /payment: malformed details are refused before any charge", () => {
  it.each([
    ["a number failing Luhn", { cardNumber: "4242424242424241" }, PAYMENT_MESSAGE.incorrectNumber],
    ["a past expiry", { expMonth: 1, expYear: 2020 }, PAYMENT_MESSAGE.expiredCard],
    ["month 13", { expMonth: 13 }, PAYMENT_MESSAGE.invalidExpiryMonth],
    ["a three-digit year", { expYear: 203 }, PAYMENT_MESSAGE.invalidExpiryYear],
    ["a two-digit CVV", { cvv: "12" }, PAYMENT_MESSAGE.invalidCvc],
    ["a five-digit CVV", { cvv: "12345" }, PAYMENT_MESSAGE.invalidCvc],
    ["no cardholder name", { cardholderName: " " }, CHECKOUT_MESSAGE.cardholderNameRequired],
    ["no card number", { cardNumber: "" }, CHECKOUT_MESSAGE.cardNumberRequired],
    ["no CVV", { cvv: "" }, CHECKOUT_MESSAGE.cvvRequired],
    ["no expiry", { expMonth: undefined }, CHECKOUT_MESSAGE.expiryRequired],
  ])("%s -> INVALID_PAYMENT_DETAILS", async (_case, overrides, message) => {
    const user = await signUpUser();
    const response = await postPayment(app, user, cardBody("4242424242424242", overrides));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, errorCode: "INVALID_PAYMENT_DETAILS", error: message });
    expect(await paymentsOf(user.uid)).toEqual([]);
    expect(await quotaOf(app, user)).toEqual(FREE_QUOTA);
  });

  it("accepts a two-digit year", async () => {
    const user = await signUpUser();
    const response = await postPayment(app, user, cardBody("4242424242424242", { expYear: 34 }));
    expect(response.status).toBe(200);
  });
});

describe("POST /payment: Stripe's test cards", () => {
  it.each([
    ["4242424242424242", "visa", "4242"],
    ["5555555555554444", "mastercard", "4444"],
  ])("%s buys the Creator plan: PREMIUM, +100 generations, +2 exports", async (number, brand, last4) => {
    const user = await signUpUser();
    const key = randomUUID();
    const response = await postPayment(app, user, cardBody(number), key);
    expect(response.status).toBe(200);
    const body = PaymentResponse.parse(response.body);
    expect(body).toEqual({
      success: true,
      paymentId: expect.stringMatching(/^test_ch_/),
      grant: { planType: "BASIC", generationCredits: 100, exportCredits: 2 },
    });
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
    const [payment] = await paymentsOf(user.uid);
    expect(payment).toMatchObject({
      id: body.paymentId,
      ownerUid: user.uid,
      amount: 900,
      currency: "usd",
      planType: "BASIC",
      cardBrand: brand,
      cardLast4: last4,
      status: "fulfilled",
      processor: "test",
    });
    expect(payment?.paidAt).not.toBeNull();
    expect(payment?.fulfilledAt).not.toBeNull();

    const history = await api(app).get("/payments").set("Authorization", user.authorization);
    expect(PaymentsResponse.parse(history.body).payments).toEqual([
      {
        id: body.paymentId,
        planType: "BASIC",
        amount: 900,
        currency: "usd",
        status: "fulfilled",
        cardBrand: brand,
        cardLast4: last4,
        createdAt: expect.any(String),
      },
    ]);
  });

  it.each([
    ["4000000000000002", 402, "PAYMENT_FAILED", PAYMENT_MESSAGE.cardDeclined],
    ["4000000000009995", 402, "PAYMENT_FAILED", PAYMENT_MESSAGE.insufficientFunds],
    ["4000000000009987", 402, "PAYMENT_FAILED", PAYMENT_MESSAGE.cardDeclined],
    ["4000000000009979", 402, "PAYMENT_FAILED", PAYMENT_MESSAGE.cardDeclined],
    ["4000000000000119", 402, "PAYMENT_FAILED", PAYMENT_MESSAGE.processingError],
    ["4000000000003220", 402, "PAYMENT_FAILED", PAYMENT_MESSAGE.threeDSecureUnsupported],
    ["4000000000000069", 400, "INVALID_PAYMENT_DETAILS", PAYMENT_MESSAGE.expiredCard],
    ["4000000000000127", 400, "INVALID_PAYMENT_DETAILS", PAYMENT_MESSAGE.incorrectCvc],
  ])("%s is refused (%s %s) and grants nothing", async (number, status, errorCode, message) => {
    const user = await signUpUser();
    const response = await postPayment(app, user, cardBody(number));
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ success: false, errorCode, error: message });
    expect(await quotaOf(app, user)).toEqual(FREE_QUOTA);
    const payments = await paymentsOf(user.uid);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: "failed",
      cardLast4: number.slice(-4),
      failure: { errorCode, message },
    });
    const history = await api(app).get("/payments").set("Authorization", user.authorization);
    expect(PaymentsResponse.parse(history.body).payments).toEqual([]);
  });

  it("refuses any other number with a message naming the test cards, recording no charge", async () => {
    const user = await signUpUser();
    const response = await postPayment(app, user, cardBody("4111111111111111"));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      errorCode: "INVALID_PAYMENT_DETAILS",
      error: PAYMENT_MESSAGE.notATestCard,
    });
    expect(PAYMENT_MESSAGE.notATestCard).toContain("4242 4242 4242 4242");
    expect(await paymentsOf(user.uid)).toEqual([]);
  });

  it("purchases stack: two purchases give 200 generation and 4 export credits", async () => {
    const user = await signUpUser();
    expect((await postPayment(app, user, cardBody())).status).toBe(200);
    expect((await postPayment(app, user, cardBody("5555555555554444"))).status).toBe(200);
    expect(await quotaOf(app, user)).toMatchObject({ limit: 212, exports: { limit: 4, remaining: 4 } });
    const history = await api(app).get("/payments").set("Authorization", user.authorization);
    expect(PaymentsResponse.parse(history.body).payments).toHaveLength(2);
  });
});

describe("POST /payment: exactly once", () => {
  it("parallel identical requests (same Idempotency-Key) charge and grant once", async () => {
    const user = await signUpUser();
    const key = randomUUID();
    let charges = 0;
    const counting = testApp({
      paymentProcessor: () => ({
        name: "test",
        charge: (attempt, card) => {
          charges++;
          return testProcessor.charge(attempt, card);
        },
      }),
    });
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => postPayment(counting, user, cardBody(), key)),
    );
    expect(charges).toBe(1);
    const paymentIds = new Set(responses.map((response) => response.body.paymentId));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(paymentIds.size).toBe(1);
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
    expect(await paymentsOf(user.uid)).toHaveLength(1);
  });

  it("parallel requests from two API instances (two apps) with one key grant once", async () => {
    const user = await signUpUser();
    const key = randomUUID();
    const other = testApp({ paymentProcessor: () => testProcessor });
    const responses = await Promise.all([
      postPayment(app, user, cardBody(), key),
      postPayment(other, user, cardBody(), key),
      postPayment(app, user, cardBody(), key),
      postPayment(other, user, cardBody(), key),
    ]);
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
  });

  it("a retried request answers the same and grants nothing more", async () => {
    const user = await signUpUser();
    const key = randomUUID();
    const first = await postPayment(app, user, cardBody(), key);
    const retried = await postPayment(app, user, cardBody(), key);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(first.body);
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
  });

  it("a retried decline answers the same decline", async () => {
    const user = await signUpUser();
    const key = randomUUID();
    const first = await postPayment(app, user, cardBody("4000000000009995"), key);
    const retried = await postPayment(app, user, cardBody("4000000000009995"), key);
    expect(retried.status).toBe(402);
    expect(retried.body).toEqual(first.body);
    expect(await paymentsOf(user.uid)).toHaveLength(1);
  });

  it("the same key with another card is refused, charging nothing new", async () => {
    const user = await signUpUser();
    const key = randomUUID();
    await postPayment(app, user, cardBody("4000000000000002"), key);
    const reused = await postPayment(app, user, cardBody("5555555555554444"), key);
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      success: false,
      errorCode: "PAYMENT_FAILED",
      error: PAYMENT_MESSAGE.idempotencyKeyReused,
    });
    expect(await quotaOf(app, user)).toEqual(FREE_QUOTA);
  });

  it("a new attempt (new key) after a decline can succeed", async () => {
    const user = await signUpUser();
    expect((await postPayment(app, user, cardBody("4000000000000002"))).status).toBe(402);
    expect((await postPayment(app, user, cardBody())).status).toBe(200);
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
  });

  it("the same key from two users is two attempts", async () => {
    const [first, second] = await Promise.all([signUpUser(), signUpUser()]);
    const key = randomUUID();
    const a = await postPayment(app, first, cardBody(), key);
    const b = await postPayment(app, second, cardBody(), key);
    expect(a.body.paymentId).not.toBe(b.body.paymentId);
    expect(await quotaOf(app, first)).toEqual(CREATOR_QUOTA);
    expect(await quotaOf(app, second)).toEqual(CREATOR_QUOTA);
  });
});

describe("POST /payment: a charge whose fulfilment fails", () => {
  const failing = createApp(
    { paymentProcessor: () => testProcessor },
    {
      payments: {
        hooks: {
          beforeFulfilment: () => {
            throw new Error("Injected fulfilment failure");
          },
        },
      },
    },
  );

  it("answers PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED, keeps the payment paid, and the next quota read fulfils it once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = await signUpUser();
    const key = randomUUID();
    const response = await postPayment(failing, user, cardBody(), key);
    expect(response.status).toBe(500);
    expect(PaymentResponse.parse(response.body)).toEqual({
      success: false,
      errorCode: "PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED",
      error: PAYMENT_MESSAGE.membershipFailed,
      paymentId: expect.stringMatching(/^test_ch_/),
    });
    const [paid] = await paymentsOf(user.uid);
    expect(paid).toMatchObject({ status: "paid", fulfilledAt: null });
    expect(paid?.paidAt).not.toBeNull();
    // Two quota reads at once, on two instances: the paid purchase is fulfilled once.
    const recovered = await Promise.all([quotaOf(app, user), quotaOf(failing, user)]);
    expect(recovered).toEqual([CREATOR_QUOTA, CREATOR_QUOTA]);
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
    const [fulfilled] = await paymentsOf(user.uid);
    expect(fulfilled).toMatchObject({ id: paid?.id, status: "fulfilled" });
    // A retry of the same attempt now answers success without a second charge or grant.
    const retried = await postPayment(app, user, cardBody(), key);
    expect(retried.status).toBe(200);
    expect(retried.body.paymentId).toBe(paid?.id);
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
    expect(await paymentsOf(user.uid)).toHaveLength(1);
  });

  it("a retry of the same request fulfils it too (without a new charge)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = await signUpUser();
    const key = randomUUID();
    const first = await postPayment(failing, user, cardBody(), key);
    expect(first.body.errorCode).toBe("PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED");
    const retried = await postPayment(app, user, cardBody(), key);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ success: true, paymentId: first.body.paymentId });
    expect(await quotaOf(app, user)).toEqual(CREATOR_QUOTA);
  });
});

describe("PCI: no card number or CVV is stored or logged", () => {
  it("stores only brand and last 4, and logs neither number nor CVV", async () => {
    const user = await signUpUser();
    const logged: string[] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(
          args.map((arg) => (typeof arg === "string" ? arg : inspect(arg, { depth: 6 }))).join(" "),
        );
      });
    }
    const failing = createApp(
      { paymentProcessor: () => testProcessor },
      { payments: { hooks: { beforeFulfilment: () => Promise.reject(new Error("Injected")) } } },
    );
    const numbers = [
      "4242424242424242",
      "5555555555554444",
      "4000000000000002",
      "4000000000000127",
      "4111111111111111",
    ];
    for (const number of numbers) await postPayment(app, user, cardBody(number, { cvv: "7319" }));
    await postPayment(failing, user, cardBody("4242424242424242", { cvv: "7319" }));
    await postPayment(app, user, cardBody("4242424242424241", { cvv: "7319" }));
    await quotaOf(app, user);

    const stored = leafValues(await everythingStoredFor(user.uid));
    expect(stored.length).toBeGreaterThan(20);
    for (const number of [...numbers, "4242424242424241"]) {
      // Neither the number nor its first 12 digits (only the last 4 may be kept).
      expect(stored.filter((value) => value.includes(number) || value.includes(number.slice(0, 12)))).toEqual(
        [],
      );
      expect(logged.filter((line) => line.includes(number) || line.includes(number.slice(0, 12)))).toEqual(
        [],
      );
    }
    expect(stored.filter((value) => value === "7319")).toEqual([]);
    expect(logged.filter((line) => /\b7319\b/.test(line))).toEqual([]);
    // The injected failure was logged: the capture does see this code path's output.
    expect(logged.some((line) => line.includes("charged but not fulfilled"))).toBe(true);
    expect(stored).toContain("4242");
  });
});

describe("POST /payment/webhook without Stripe", () => {
  it("is refused: the test processor has no webhooks", async () => {
    const response = await api(app).post("/payment/webhook").set("Stripe-Signature", "t=1,v1=x").send("{}");
    expect(response.status).toBe(503);
  });
});

it("derives the test charge id from the attempt, never from the card", () => {
  expect(testChargeId("key-a")).toBe(testChargeId("key-a"));
  expect(testChargeId("key-a")).not.toBe(testChargeId("key-b"));
});
