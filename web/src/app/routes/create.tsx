import { BillingDialogs } from "@/features/billing/components/billing-dialogs";
import { useBillingDialogs } from "@/features/billing/hooks/use-billing-dialogs";
import { CreateLogo } from "@/features/create/components/create-logo";

export default function CreateRoute() {
  const billing = useBillingDialogs();
  return (
    <>
      <CreateLogo onLimitReached={billing.openUpgrade} />
      <BillingDialogs controller={billing} />
    </>
  );
}
