import type { Logo } from "@contract";
import { useCallback, useState } from "react";
import { useMembership } from "@/stores/membership-store";

/** The upgrade modal's header; the second reads better once credits were bought. */
export const UPGRADE_HEADER = {
  freePlan: "You hit the free plan limits",
  generationLimit: "Logo generation limit reached",
} as const;

type BillingDialogKind = "upgrade" | "export" | "downloadOptions";

/**
 * Which dialog is open. The logo and header outlive closing, so a dialog fading out keeps its
 * content instead of blanking mid-animation.
 */
interface BillingDialog {
  open: BillingDialogKind | null;
  logo: Logo | null;
  header: string;
}

const CLOSED: BillingDialog = { open: null, logo: null, header: UPGRADE_HEADER.freePlan };

export interface BillingDialogsController {
  dialog: BillingDialog;
  remainingExports: number;
  /** Opens the upgrade modal: the generation quota is gone. */
  openUpgrade(): void;
  /** Export opens the export modal while exports remain, else Download options. */
  requestExport(logo: Logo): Promise<void>;
  openDownloadOptions(logo: Logo): void;
  close(): void;
}

/**
 * The billing dialogs of one page. Route pages hold this and pass its openers to the features,
 * so a feature can ask for the upgrade modal without importing the billing feature.
 */
interface BillingDialogsOptions {
  /**
   * Whether exporting this logo takes no credit (a free remake of one the owner bought): it opens
   * the export modal even with no exports left. The route page passes the exports feature's check.
   */
  isFreeExport?(logo: Logo): Promise<boolean>;
}

export function useBillingDialogs({ isFreeExport }: BillingDialogsOptions = {}): BillingDialogsController {
  const { quota, loaded, refresh } = useMembership();
  const [dialog, setDialog] = useState<BillingDialog>(CLOSED);

  const openUpgrade = useCallback(() => {
    const header =
      quota.membershipStatus === "FREE" ? UPGRADE_HEADER.freePlan : UPGRADE_HEADER.generationLimit;
    setDialog((current) => ({ ...current, open: "upgrade", header }));
  }, [quota.membershipStatus]);

  const requestExport = useCallback(
    async (logo: Logo) => {
      let remaining = quota.exports.remaining;
      if (!loaded) {
        // Quota not fetched yet (a fresh page load): ask once rather than guess.
        remaining = await refresh().then(
          (fresh) => fresh.exports.remaining,
          () => 0,
        );
      }
      // A failed check reads as not free: the server still decides, and never charges a free remake.
      const free = remaining > 0 ? false : ((await isFreeExport?.(logo).catch(() => false)) ?? false);
      setDialog((current) => ({
        ...current,
        open: remaining > 0 || free ? "export" : "downloadOptions",
        logo,
      }));
    },
    [quota.exports.remaining, loaded, refresh, isFreeExport],
  );

  const openDownloadOptions = useCallback(
    (logo: Logo) => setDialog((current) => ({ ...current, open: "downloadOptions", logo })),
    [],
  );
  const close = useCallback(() => setDialog((current) => ({ ...current, open: null })), []);

  return {
    dialog,
    remainingExports: quota.exports.remaining,
    openUpgrade,
    requestExport,
    openDownloadOptions,
    close,
  };
}
