import { QuotaReached } from "@/features/billing/components/quota-reached";

export default function QuotaReachedRoute() {
  return <QuotaReached />;
}
