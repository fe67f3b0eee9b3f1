/**
 * Buying the Creator plan: the payment
 * call's body, its answer and the error catalogue, shared by the checkout screen and the API.
 */
import { z } from "zod";
import { IsoDate } from "./common";
import { PlanType } from "./plans";

/** Every code the payment call can answer with. */
export const PaymentErrorCode = z.enum([
  "PAYMENT_FAILED",
  "PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED",
  "NETWORK_ERROR",
  "INVALID_PAYMENT_DETAILS",
  "AUTHORIZATION_ERROR",
  "INVALID_PLAN_TYPE",
]);
export type PaymentErrorCode = z.infer<typeof PaymentErrorCode>;

export interface PaymentErrorText {
  title: string;
  message: string;
  /** Whether the card was charged: the modal says so. */
  charged: boolean;
}

/** The payment error modal's title, message and charge note per code. */
export const PAYMENT_ERROR_TEXT: Record<PaymentErrorCode, PaymentErrorText> = {
  PAYMENT_FAILED: {
    title: "Payment Failed",
    message: "Your payment could not be processed. Please try again or use a different payment method.",
    charged: false,
  },
  PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED: {
    title: "Payment Successful, But...",
    message:
      "Your payment went through, but we could not activate your membership yet. Our team has been notified and your credits will be added automatically.",
    charged: true,
  },
  NETWORK_ERROR: {
    title: "Network Issue",
    message: "We could not reach the payment service. Please check your connection and try again.",
    charged: false,
  },
  INVALID_PAYMENT_DETAILS: {
    title: "Invalid Payment Details",
    message: "Please check your card information and try again.",
    charged: false,
  },
  AUTHORIZATION_ERROR: {
    title: "Authorization Error",
    message: "Your session has expired. Please log in again and retry the payment.",
    charged: false,
  },
  INVALID_PLAN_TYPE: {
    title: "Invalid Plan Selected",
    message: "The selected plan is not available. Please choose another plan.",
    charged: false,
  },
};

/** A code the client does not know. */
export const UNKNOWN_PAYMENT_ERROR_TEXT: PaymentErrorText = {
  title: "Payment Error",
  message: "An unexpected error occurred while processing your payment. Please try again.",
  charged: false,
};

/**
 * The API's own `error` texts for payment answers (the modal shows the spec's title and message per
 * code; these say what exactly went wrong). Card texts are Stripe's own wording.
 */
export const PAYMENT_MESSAGE = {
  notConfigured: "Payments are not configured. No payment was taken. Please try again later.",
  invalidPlan: "The selected plan is not available. Only the Creator plan (BASIC) can be bought.",
  cardDeclined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  processingError: "An error occurred while processing your card. Try again in a little bit.",
  expiredCard: "Your card has expired.",
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: "Your card number is incorrect.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  invalidCvc: "Your card's security code is invalid.",
  paymentMethodRequired: "A payment method is required.",
  threeDSecureUnsupported:
    "This test card requires 3-D Secure authentication, which the built-in test processor cannot perform. Use 4242 4242 4242 4242 to test a successful payment.",
  notATestCard:
    "The built-in test processor accepts only Stripe's test cards: 4242 4242 4242 4242 or 5555 5555 5555 4444 (success), 4000 0000 0000 0002, 9995, 9987, 9979, 0119 (declined), 0069 (expired), 0127 (incorrect CVC).",
  idempotencyKeyReused:
    "This Idempotency-Key was already used for a different payment. Please start a new payment.",
  inProgress: "This payment is still being processed. Please wait a moment and check your account.",
  networkError: "We could not reach the payment service. No payment was taken. Please try again.",
  paymentNotFound: "Payment not found",
  membershipFailed:
    "Your payment went through, but we could not activate your membership yet. Your credits will be added automatically.",
  getPayments: "Error getting payments",
  stillProcessing:
    "Your payment is still being processed. Your credits will be added automatically once it completes.",
} as const;

/** The checkout form's required-field messages. */
export const CHECKOUT_MESSAGE = {
  cardholderNameRequired: "Cardholder name is required",
  cardNumberRequired: "Card number is required",
  cvvRequired: "CVV is required",
  expiryRequired: "Expiration date is required",
} as const;

/**
 * POST /payment's body for the built-in test processor (no Stripe key): raw card details,
 * which that processor never stores or logs. Formats are checked by the
 * API, so the schema only bounds sizes; `expYear` takes two or four digits.
 */
export const CardPaymentRequest = z.object({
  cardholderName: z.string().max(200),
  cardNumber: z.string().max(32),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvv: z.string().max(8),
  planType: z.string().max(32),
});
export type CardPaymentRequest = z.infer<typeof CardPaymentRequest>;

/**
 * With a Stripe key: the browser's Payment Element gives a payment method id (card details go to
 * Stripe only); after a 3-D Secure step the browser sends the PaymentIntent id back to finish.
 */
export const StripePaymentRequest = z.object({
  planType: z.string().max(32),
  paymentMethodId: z.string().max(255).optional(),
  paymentIntentId: z.string().max(255).optional(),
  cardholderName: z.string().max(200).optional(),
});
export type StripePaymentRequest = z.infer<typeof StripePaymentRequest>;

/** What a successful purchase added, read back from the server for /checkout-success. */
export const PurchaseGrant = z.object({
  planType: PlanType,
  generationCredits: z.number().int().nonnegative(),
  exportCredits: z.number().int().nonnegative(),
});
export type PurchaseGrant = z.infer<typeof PurchaseGrant>;

export const PaymentResponse = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  errorCode: PaymentErrorCode.optional(),
  paymentId: z.string().optional(),
  grant: PurchaseGrant.optional(),
  /** Stripe asked for a 3-D Secure step: the browser completes it with this client secret. */
  requiresAction: z.object({ clientSecret: z.string(), paymentIntentId: z.string() }).optional(),
});
export type PaymentResponse = z.infer<typeof PaymentResponse>;

/** Which processor the API uses: the checkout screen shows the matching form. */
export const PaymentConfigResponse = z.object({
  success: z.literal(true),
  processor: z.enum(["test", "stripe", "unconfigured"]),
  /** Stripe's published test cards, listed when the test processor is active. */
  testCards: z.array(z.object({ number: z.string(), result: z.string() })),
});
export type PaymentConfigResponse = z.infer<typeof PaymentConfigResponse>;

export const Payment = z.object({
  id: z.string(),
  planType: PlanType,
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.enum(["pending", "paid", "fulfilled", "failed"]),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  createdAt: IsoDate,
});
export type Payment = z.infer<typeof Payment>;

export const PaymentsResponse = z.object({ success: z.literal(true), payments: z.array(Payment) });
export type PaymentsResponse = z.infer<typeof PaymentsResponse>;
