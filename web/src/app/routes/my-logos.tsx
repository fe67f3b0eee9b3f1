import { BillingDialogs } from "@/features/billing/components/billing-dialogs";
import { useBillingDialogs } from "@/features/billing/hooks/use-billing-dialogs";
import { LogoCustomizer } from "@/features/editor/components/logo-customizer";
import { ExportLogoDialog } from "@/features/exports/components/export-logo-dialog";
import { MyLogos } from "@/features/library/components/my-logos";

export default function MyLogosRoute() {
  const billing = useBillingDialogs();
  return (
    <>
      <MyLogos
        onLimitReached={billing.openUpgrade}
        onExport={(logo) => void billing.requestExport(logo)}
        customizer={LogoCustomizer}
      />
      <BillingDialogs controller={billing} />
      <ExportLogoDialog
        open={billing.dialog.open === "export"}
        logo={billing.dialog.logo}
        remainingExports={billing.remainingExports}
        onClose={billing.close}
        onLimitReached={billing.openDownloadOptions}
      />
    </>
  );
}
