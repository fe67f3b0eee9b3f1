import { Box, Dialog, LinearProgress, Stack, Typography } from "@mui/material";
import { useId } from "react";

export const PREPARING_TITLE = "Preparing Your Logo";

interface PreparingLogoOverlayProps {
  open: boolean;
  /** Percent, from the files really made (lib/export-progress.ts). */
  progress: number;
  /** e.g. '2 of 5 files ready'; absent until the export exists. */
  detail: string | null;
}

/**
 * The 'Preparing Your Logo' overlay (spec section 2). It looks like the shared ProgressOverlay,
 * whose bar is driven by time alone; this one is driven by the export's real progress.
 */
export function PreparingLogoOverlay({ open, progress, detail }: PreparingLogoOverlayProps) {
  const titleId = useId();
  const rounded = Math.round(progress);
  return (
    // No onClose: the export cannot be cancelled, so Escape and backdrop clicks do nothing.
    <Dialog
      open={open}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ backdrop: { sx: { backdropFilter: "blur(4px)", bgcolor: "rgba(17, 24, 39, 0.55)" } } }}
    >
      <Stack sx={{ p: { xs: 3, sm: 4 }, gap: 2, alignItems: "center", textAlign: "center" }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 56,
            height: 56,
            borderRadius: "50%",
            background: "conic-gradient(from 0deg, #4338ca, #0f766e, #4338ca)",
            mask: "radial-gradient(circle, transparent 55%, #000 56%)",
            animation: "markery-spin 1.4s linear infinite",
            "@keyframes markery-spin": { to: { transform: "rotate(360deg)" } },
            "@media (prefers-reduced-motion: reduce)": { animation: "none" },
          }}
        />
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {PREPARING_TITLE}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          We're making your export files.
        </Typography>
        <Box sx={{ width: "100%" }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={`${PREPARING_TITLE} progress`}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: "block", mt: 1 }}
            aria-live="polite"
          >
            {rounded}%{detail ? ` · ${detail}` : ""}
          </Typography>
        </Box>
      </Stack>
    </Dialog>
  );
}
