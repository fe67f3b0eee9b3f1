import { PaymentErrorTest } from "@/features/checkout/components/payment-error-test";

export default function PaymentErrorTestRoute() {
  return <PaymentErrorTest />;
}
