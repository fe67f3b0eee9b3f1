import { Box, Dialog, LinearProgress, Stack, Typography } from "@mui/material";
import { useEffect, useId, useState } from "react";

/**
 * A blocking progress overlay ('Generating More Logo Ideas', 'Preparing Your Logo'). The server
 * does not report progress, so the bar climbs from 10% to 90% over the expected duration
 * and waits there until the work finishes and the overlay closes.
 */
const PROGRESS_START = 10;
const PROGRESS_CEILING = 90;
const TICK_MS = 250;

interface ProgressOverlayProps {
  open: boolean;
  title: string;
  description?: string;
  /** How long the climb from 10% to 90% takes. */
  durationMs: number;
}

export function ProgressOverlay({ open, title, description, durationMs }: ProgressOverlayProps) {
  const [progress, setProgress] = useState(PROGRESS_START);

  useEffect(() => {
    if (!open) return;
    setProgress(PROGRESS_START);
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const share = Math.min(1, (Date.now() - startedAt) / durationMs);
      setProgress(PROGRESS_START + (PROGRESS_CEILING - PROGRESS_START) * share);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [open, durationMs]);

  return <ProgressDialog open={open} title={title} description={description} progress={progress} />;
}

interface ProgressDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /** Percent shown by the bar. */
  progress: number;
  /** Said after the percentage, e.g. '2 of 5 files ready'. */
  detail?: string | null;
}

/** The overlay itself, for callers that know their real progress ('Preparing Your Logo'). */
export function ProgressDialog({ open, title, description, progress, detail }: ProgressDialogProps) {
  const titleId = useId();
  return (
    // No onClose: the work cannot be cancelled, so Escape and backdrop clicks do nothing.
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
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
        <Box sx={{ width: "100%" }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={`${title} progress`}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: "block", mt: 1 }}
            aria-live="polite"
          >
            {Math.round(progress)}%{detail ? ` · ${detail}` : ""}
          </Typography>
        </Box>
      </Stack>
    </Dialog>
  );
}
