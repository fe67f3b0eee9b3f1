import { Alert, Snackbar } from "@mui/material";
import { PreparingLogoOverlay } from "@/features/exports/components/preparing-logo-overlay";
import type { ExportFlow } from "@/features/exports/hooks/use-export-flow";

/** What the export flow shows on the logo pages: the progress overlay, then any failure. */
export function ExportFlowStatus({ flow }: { flow: ExportFlow }) {
  return (
    <>
      <PreparingLogoOverlay open={flow.preparing} progress={flow.progress} detail={flow.detail} />
      <Snackbar
        open={flow.error !== null}
        onClose={(_event, reason) => {
          if (reason !== "clickaway") flow.dismissError();
        }}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert severity="error" variant="filled" onClose={flow.dismissError} sx={{ width: "100%" }}>
          {flow.error}
        </Alert>
      </Snackbar>
    </>
  );
}
