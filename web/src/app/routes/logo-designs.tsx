import type { LogoCustomizerProps } from "@/components/customize-slot";
import { BillingDialogs } from "@/features/billing/components/billing-dialogs";
import { useBillingDialogs } from "@/features/billing/hooks/use-billing-dialogs";
import { LogoDesigns } from "@/features/designs/components/logo-designs";
import { LogoCustomizer } from "@/features/editor/components/logo-customizer";
import { isFreeRemake } from "@/features/exports/api/exports-api";
import { ExportLogoDialog } from "@/features/exports/components/export-logo-dialog";
import { MockupsButton } from "@/features/mockups/components/mockups-button";
import { MotionButton } from "@/features/motion/components/motion-button";
import { LogoScore } from "@/features/score/components/logo-score";

/** The editor with 'See it in use' and 'Play' for the design being edited. */
function CustomizerWithScenes(props: LogoCustomizerProps) {
  return <LogoCustomizer {...props} mockups={MockupsButton} motion={MotionButton} />;
}

export default function LogoDesignsRoute() {
  const billing = useBillingDialogs({ isFreeExport: isFreeRemake });
  return (
    <>
      <LogoDesigns
        onLimitReached={billing.openUpgrade}
        onExport={(logo) => void billing.requestExport(logo)}
        customizer={CustomizerWithScenes}
        mockups={MockupsButton}
        motion={MotionButton}
        score={LogoScore}
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
