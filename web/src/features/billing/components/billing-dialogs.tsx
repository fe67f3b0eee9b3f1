import { DownloadOptionsModal } from "@/features/billing/components/download-options-modal";
import { UpgradeModal } from "@/features/billing/components/upgrade-modal";
import type { BillingDialogsController } from "@/features/billing/hooks/use-billing-dialogs";

/**
 * Renders whichever billing dialog the page's controller has open. The export modal itself
 * belongs to the exports feature: the route page renders it beside these, from the same controller.
 */
export function BillingDialogs({ controller }: { controller: BillingDialogsController }) {
  const { dialog, close } = controller;
  return (
    <>
      <UpgradeModal open={dialog.open === "upgrade"} header={dialog.header} onClose={close} />
      <DownloadOptionsModal open={dialog.open === "downloadOptions"} logo={dialog.logo} onClose={close} />
    </>
  );
}
