/**
 * Stripe's published test cards (docs.stripe.com/testing), as the offline test processor answers
 * them. Any other number is refused with a message naming these.
 */
type TestCardBehaviour =
  | { kind: "succeeds" }
  | { kind: "declines"; code: string; declineCode: string | null }
  | { kind: "requires_action" };

interface TestCard {
  number: string;
  behaviour: TestCardBehaviour;
  /** Shown on the checkout screen while the test processor is active. */
  result: string;
}

const declines = (code: string, declineCode: string | null = null): TestCardBehaviour => ({
  kind: "declines",
  code,
  declineCode,
});

export const TEST_CARDS: readonly TestCard[] = [
  { number: "4242424242424242", behaviour: { kind: "succeeds" }, result: "Succeeds (Visa)" },
  { number: "5555555555554444", behaviour: { kind: "succeeds" }, result: "Succeeds (Mastercard)" },
  { number: "4000000000000002", behaviour: declines("card_declined", "generic_decline"), result: "Declined" },
  {
    number: "4000000000009995",
    behaviour: declines("card_declined", "insufficient_funds"),
    result: "Declined: insufficient funds",
  },
  {
    number: "4000000000009987",
    behaviour: declines("card_declined", "lost_card"),
    result: "Declined (lost card)",
  },
  {
    number: "4000000000009979",
    behaviour: declines("card_declined", "stolen_card"),
    result: "Declined (stolen card)",
  },
  { number: "4000000000000069", behaviour: declines("expired_card"), result: "Declined: expired card" },
  { number: "4000000000000127", behaviour: declines("incorrect_cvc"), result: "Declined: incorrect CVC" },
  {
    number: "4000000000000119",
    behaviour: declines("processing_error"),
    result: "Declined: processing error",
  },
  {
    number: "4000000000003220",
    behaviour: { kind: "requires_action" },
    result: "Requires 3-D Secure (not supported offline)",
  },
];

export function findTestCard(number: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === number);
}

/** 4242424242424242 -> '4242 4242 4242 4242', as the checkout form shows numbers. */
export function groupedNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}
