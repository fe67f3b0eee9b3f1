/** Placeholder until this screen is built. */
export function CheckoutSuccess() {
  return null;
}
