/** Placeholder until this screen is built. */
export function PaymentErrorTest() {
  return null;
}
