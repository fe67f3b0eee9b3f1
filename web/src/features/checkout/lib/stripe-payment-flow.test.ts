import { describe, expect, it, vi } from "vitest";
import type { PaymentOutcome } from "../api/post-payment";
import {
  codeForStripeError,
  runStripePayment,
  type StripeBody,
  type StripeLike,
  type StripeResume,
} from "./stripe-payment-flow";

const elements = { submit: vi.fn(async () => ({})) };

function fakeStripe(overrides: Partial<StripeLike<typeof elements>> = {}): StripeLike<typeof elements> {
  return {
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: "pm_1" } })),
    handleNextAction: vi.fn(async () => ({ paymentIntent: { id: "pi_1", status: "requires_confirmation" } })),
    ...overrides,
  };
}

function run(
  stripe: StripeLike<typeof elements>,
  answers: PaymentOutcome[],
  resume: StripeResume | null = null,
) {
  const sent: StripeBody[] = [];
  const lost: Array<StripeResume | null> = [];
  const result = runStripePayment({
    stripe,
    elements,
    cardholderName: "Ada",
    resume,
    send: async (body) => {
      sent.push(body);
      const answer = answers.shift();
      if (!answer) throw new Error("no more answers");
      return answer;
    },
    onAnswerLost: (next) => lost.push(next),
  });
  return { result, sent, lost };
}

describe("runStripePayment", () => {
  it("sends the payment method id, never card details", async () => {
    const stripe = fakeStripe();
    const { result, sent } = run(stripe, [{ kind: "paid", paymentId: "pay_1" }]);
    await expect(result).resolves.toEqual({ kind: "paid", paymentId: "pay_1" });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      elements,
      params: { billing_details: { name: "Ada" } },
    });
    expect(sent).toEqual([{ planType: "BASIC", paymentMethodId: "pm_1", cardholderName: "Ada" }]);
  });

  it("does the 3-D Secure step, then asks the API to finish with the PaymentIntent id", async () => {
    const stripe = fakeStripe();
    const { result, sent } = run(stripe, [
      { kind: "requires-action", clientSecret: "pi_1_secret", paymentIntentId: "pi_1" },
      { kind: "paid", paymentId: "pay_1" },
    ]);
    await expect(result).resolves.toMatchObject({ kind: "paid" });
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: "pi_1_secret" });
    expect(sent[1]).toEqual({ planType: "BASIC", paymentIntentId: "pi_1" });
  });

  it("stops with PAYMENT_FAILED when authentication fails, without asking the API to finish", async () => {
    const stripe = fakeStripe({
      handleNextAction: vi.fn(async () => ({
        error: { type: "card_error", message: "Authentication failed." },
      })),
    });
    const { result, sent } = run(stripe, [
      { kind: "requires-action", clientSecret: "pi_1_secret", paymentIntentId: "pi_1" },
    ]);
    await expect(result).resolves.toMatchObject({ kind: "failed", code: "PAYMENT_FAILED" });
    expect(sent).toHaveLength(1);
  });

  it("sends nothing while the Payment Element is incomplete", async () => {
    const incomplete = {
      submit: vi.fn(async () => ({ error: { type: "validation_error", message: "Incomplete" } })),
    };
    const stripe: StripeLike<typeof incomplete> = {
      createPaymentMethod: vi.fn(),
      handleNextAction: vi.fn(),
    };
    const send = vi.fn();
    const result = await runStripePayment({
      stripe,
      elements: incomplete,
      cardholderName: "Ada",
      resume: null,
      send,
      onAnswerLost: () => undefined,
    });
    expect(result).toEqual({ kind: "stopped", message: "Incomplete" });
    expect(send).not.toHaveBeenCalled();
  });

  it("after a lost answer, retries with the same payment method instead of a new charge", async () => {
    const stripe = fakeStripe();
    const first = run(stripe, [{ kind: "failed", code: "NETWORK_ERROR", answerLost: true }]);
    await first.result;
    const resume = first.lost.at(-1) ?? null;
    expect(resume).toEqual({ step: "charge", paymentMethodId: "pm_1", cardholderName: "Ada" });
    const again = run(stripe, [{ kind: "paid" }], resume);
    await again.result;
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(again.sent).toEqual(first.sent);
  });

  it("maps Stripe.js errors before our API: connection -> NETWORK_ERROR, card -> INVALID_PAYMENT_DETAILS", () => {
    expect(codeForStripeError({ type: "api_connection_error" })).toBe("NETWORK_ERROR");
    expect(codeForStripeError({ type: "card_error" })).toBe("INVALID_PAYMENT_DETAILS");
    expect(codeForStripeError({ type: "api_error" })).toBe("PAYMENT_FAILED");
  });
});
