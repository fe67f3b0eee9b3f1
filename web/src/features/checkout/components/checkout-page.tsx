/** Placeholder until this screen is built. */
export function CheckoutPage() {
  return null;
}
