import { CheckoutSuccess } from "@/features/checkout/components/checkout-success";

export default function CheckoutSuccessRoute() {
  return <CheckoutSuccess />;
}
