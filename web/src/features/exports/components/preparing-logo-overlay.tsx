import { ProgressDialog } from "@/components/progress-overlay";

const PREPARING_TITLE = "Preparing Your Logo";

interface PreparingLogoOverlayProps {
  open: boolean;
  /** Percent, from the files really made (lib/export-progress.ts). */
  progress: number;
  /** e.g. '2 of 5 files ready'; absent until the export exists. */
  detail: string | null;
}

/**
 * The 'Preparing Your Logo' overlay: the shared progress dialog, driven by the
 * export's real progress instead of by time alone.
 */
export function PreparingLogoOverlay({ open, progress, detail }: PreparingLogoOverlayProps) {
  return (
    <ProgressDialog
      open={open}
      title={PREPARING_TITLE}
      description="We're making your export files."
      progress={progress}
      detail={detail}
    />
  );
}
