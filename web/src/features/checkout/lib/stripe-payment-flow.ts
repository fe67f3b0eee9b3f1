import type { PaymentErrorCode } from "@contract";
import type { PaymentOutcome } from "../api/post-payment";

/**
 * The Stripe path (Payment Element, then a PaymentMethod id to the API), kept free of Stripe's own modules so it can be tested with
 * fakes: the Payment Element's details go to Stripe, which gives a payment method id; our API
 * charges it; a 3-D Secure step is done in the browser and the API is asked to finish the charge.
 */

interface StripeErrorLike {
  type?: string;
  message?: string;
}

/** The parts of `StripeElements` the flow uses. */
interface ElementsLike {
  submit(): Promise<{ error?: StripeErrorLike }>;
}

/** The parts of `Stripe` the flow uses. */
export interface StripeLike<E extends ElementsLike = ElementsLike> {
  createPaymentMethod(options: {
    elements: E;
    params: { billing_details: { name: string } };
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeErrorLike }>;
  handleNextAction(options: {
    clientSecret: string;
  }): Promise<{ paymentIntent?: { id: string; status: string }; error?: StripeErrorLike }>;
}

export type StripeBody =
  | { planType: "BASIC"; paymentMethodId: string; cardholderName: string }
  | { planType: "BASIC"; paymentIntentId: string };

/** Where a lost answer left off, so retrying the same details asks the same question again. */
export type StripeResume =
  | { step: "charge"; paymentMethodId: string; cardholderName: string }
  | { step: "finish"; paymentIntentId: string };

type StripeFlowResult =
  | PaymentOutcome
  /** The Payment Element shows what is missing itself; nothing was sent. */
  | { kind: "stopped"; message?: string };

/** A Stripe.js error before anything reached our API: nothing was charged. */
export function codeForStripeError(error: StripeErrorLike): PaymentErrorCode {
  if (error.type === "api_connection_error") return "NETWORK_ERROR";
  if (error.type === "card_error" || error.type === "validation_error") return "INVALID_PAYMENT_DETAILS";
  return "PAYMENT_FAILED";
}

interface StripeFlowInput<E extends ElementsLike> {
  stripe: StripeLike<E>;
  elements: E;
  cardholderName: string;
  send(body: StripeBody): Promise<PaymentOutcome>;
  /** The previous attempt's answer was lost and nothing changed since: ask the same question. */
  resume: StripeResume | null;
  /** Told where to resume if this attempt's answer is lost. */
  onAnswerLost(resume: StripeResume | null): void;
}

export async function runStripePayment<E extends ElementsLike>(
  input: StripeFlowInput<E>,
): Promise<StripeFlowResult> {
  const { stripe, elements, cardholderName, send, onAnswerLost } = input;
  let resume = input.resume;

  if (resume?.step !== "finish") {
    let paymentMethodId: string;
    if (resume?.step === "charge" && resume.cardholderName === cardholderName) {
      paymentMethodId = resume.paymentMethodId;
    } else {
      const submitted = await elements.submit();
      if (submitted.error) return { kind: "stopped", message: submitted.error.message };
      const created = await stripe.createPaymentMethod({
        elements,
        params: { billing_details: { name: cardholderName } },
      });
      if (created.error || !created.paymentMethod) {
        const error = created.error ?? {};
        if (error.type === "validation_error") return { kind: "stopped", message: error.message };
        return { kind: "failed", code: codeForStripeError(error), detail: error.message, answerLost: false };
      }
      paymentMethodId = created.paymentMethod.id;
    }
    const charged = await send({ planType: "BASIC", paymentMethodId, cardholderName });
    onAnswerLost(
      charged.kind === "failed" && charged.answerLost
        ? { step: "charge", paymentMethodId, cardholderName }
        : null,
    );
    if (charged.kind !== "requires-action") return charged;
    const action = await stripe.handleNextAction({ clientSecret: charged.clientSecret });
    if (action.error) {
      // Authentication failed or was cancelled: the PaymentIntent was not charged.
      return { kind: "failed", code: "PAYMENT_FAILED", detail: action.error.message, answerLost: false };
    }
    resume = { step: "finish", paymentIntentId: charged.paymentIntentId };
  }

  const finished = await send({ planType: "BASIC", paymentIntentId: resume.paymentIntentId });
  onAnswerLost(finished.kind === "failed" && finished.answerLost ? resume : null);
  return finished;
}
