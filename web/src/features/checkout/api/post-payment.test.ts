import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/firebase", () => ({ getFirebaseAuth: () => ({ currentUser: null }) }));

import { paymentOutcomeFromAnswer, postPayment } from "./post-payment";

const BODY = {
  cardholderName: "Ada",
  cardNumber: "4242424242424242",
  expMonth: 12,
  expYear: 2031,
  cvv: "123",
  planType: "BASIC",
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("paymentOutcomeFromAnswer", () => {
  it("reads a success with the server's grant", () => {
    expect(
      paymentOutcomeFromAnswer(200, {
        success: true,
        paymentId: "pay_1",
        grant: { planType: "BASIC", generationCredits: 100, exportCredits: 2 },
      }),
    ).toEqual({
      kind: "paid",
      paymentId: "pay_1",
      grant: { planType: "BASIC", generationCredits: 100, exportCredits: 2 },
    });
  });

  it("prefers the body's code over the status (a 402 with PAYMENT_FAILED, a 401 with its own code)", () => {
    expect(
      paymentOutcomeFromAnswer(402, {
        success: false,
        error: "Your card was declined.",
        errorCode: "PAYMENT_FAILED",
      }),
    ).toEqual({
      kind: "failed",
      code: "PAYMENT_FAILED",
      detail: "Your card was declined.",
      answerLost: false,
    });
    expect(
      paymentOutcomeFromAnswer(401, { success: false, error: "x", errorCode: "INVALID_PAYMENT_DETAILS" }),
    ).toMatchObject({ code: "INVALID_PAYMENT_DETAILS" });
    expect(
      paymentOutcomeFromAnswer(500, {
        success: false,
        error: "Activation failed",
        errorCode: "PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED",
      }),
    ).toMatchObject({ code: "PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED", answerLost: false });
  });

  it("falls back to the spec's mapping when the body has no code", () => {
    expect(
      paymentOutcomeFromAnswer(401, { success: false, error: "Authentication required." }),
    ).toMatchObject({
      code: "AUTHORIZATION_ERROR",
    });
    expect(paymentOutcomeFromAnswer(403, null)).toMatchObject({ code: "AUTHORIZATION_ERROR" });
    expect(paymentOutcomeFromAnswer(400, { nonsense: true })).toMatchObject({
      code: "PAYMENT_FAILED",
      answerLost: false,
    });
  });

  it("treats an unreadable server error as a lost answer (the charge may have happened)", () => {
    expect(paymentOutcomeFromAnswer(502, null)).toEqual({
      kind: "failed",
      code: "PAYMENT_FAILED",
      answerLost: true,
    });
  });

  it("passes a 3-D Secure step on", () => {
    expect(
      paymentOutcomeFromAnswer(402, {
        success: false,
        requiresAction: { clientSecret: "pi_1_secret", paymentIntentId: "pi_1" },
      }),
    ).toEqual({ kind: "requires-action", clientSecret: "pi_1_secret", paymentIntentId: "pi_1" });
  });
});

describe("postPayment", () => {
  it("posts the body as JSON with the Idempotency-Key", async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ success: true }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(postPayment(BODY, "key-1")).resolves.toMatchObject({ kind: "paid" });
    const [url, init] = fetchMock.mock.calls[0] ?? ["", {}];
    expect(url).toBe("/api/payment");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Idempotency-Key")).toBe("key-1");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual(BODY);
  });

  it("reports no response as NETWORK_ERROR, answer lost", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(postPayment(BODY, "key-1")).resolves.toEqual({
      kind: "failed",
      code: "NETWORK_ERROR",
      answerLost: true,
    });
  });

  it("gives up after the timeout with NETWORK_ERROR", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
      ),
    );
    await expect(postPayment(BODY, "key-1", 20)).resolves.toMatchObject({
      code: "NETWORK_ERROR",
      answerLost: true,
    });
  });
});
