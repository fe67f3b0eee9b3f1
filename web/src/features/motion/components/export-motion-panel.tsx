import { API_FALLBACK, MOTION_TEXT, type MotionStyle } from "@contract";
import MovieFilterOutlinedIcon from "@mui/icons-material/MovieFilterOutlined";
import { Alert, Box, Button, CircularProgress, Grid, Stack, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import type { ExportMotionSlotProps } from "@/components/motion-slot";
import { TitledSection } from "@/components/titled-section";
import { getExportMotion, rebuildExportMotion } from "@/features/motion/api/export-motion";
import { MotionPlayer } from "@/features/motion/components/motion-player";
import { MotionStylePicker } from "@/features/motion/components/motion-style-picker";
import { useMotion } from "@/features/motion/hooks/use-motion";
import { ApiError } from "@/lib/api-error";

/**
 * 'Your logo in motion' on /exports/{id}: the bought logo's animation without the watermark, in
 * the kit's style first, and the kit's motion files made again, free, in another style.
 */
export function ExportMotionPanel({ exportItem, pending, onRebuilt }: ExportMotionSlotProps) {
  const animation = useMotion({
    scope: `export:${exportItem.id}`,
    initialStyle: exportItem.motionStyle,
    load: (style, signal) => getExportMotion(exportItem.id, style, signal),
    fallbackError: API_FALLBACK.getMotion,
  });
  const [posting, setPosting] = useState(false);
  const [rebuildError, setRebuildError] = useState<string | null>(null);
  // Set once a rebuild is accepted, so the wait is explained while the kit is in the making.
  const [rebuildStarted, setRebuildStarted] = useState(false);

  useEffect(() => {
    if (!pending) setRebuildStarted(false);
  }, [pending]);

  const picked = animation.style;
  const rebuilding = posting || (rebuildStarted && pending);
  const canRebuild = picked !== null && picked !== exportItem.motionStyle && !pending && !posting;

  async function rebuild(style: MotionStyle) {
    setPosting(true);
    setRebuildError(null);
    try {
      const rebuilt = await rebuildExportMotion(exportItem.id, style);
      setRebuildStarted(true);
      onRebuilt(rebuilt);
    } catch (failure) {
      setRebuildError(failure instanceof ApiError ? failure.message : API_FALLBACK.rebuildMotion);
    } finally {
      setPosting(false);
    }
  }

  return (
    <TitledSection title={MOTION_TEXT.exportHeading} intro={MOTION_TEXT.exportNote}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, md: 5 }}>
          <MotionPlayer
            motion={animation.motion}
            brandName=""
            loading={animation.loading}
            error={animation.error}
            onRetry={animation.retry}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 7 }}>
          <Stack sx={{ gap: 2 }}>
            <MotionStylePicker
              value={picked}
              fittingStyle={animation.motion?.fittingStyle ?? null}
              onChange={animation.pick}
            />
            <Box>
              <Button
                variant="contained"
                startIcon={
                  posting ? <CircularProgress size={16} color="inherit" /> : <MovieFilterOutlinedIcon />
                }
                disabled={!canRebuild}
                onClick={() => {
                  if (picked) void rebuild(picked);
                }}
              >
                {MOTION_TEXT.rebuildButton}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {MOTION_TEXT.rebuildFree}
              </Typography>
            </Box>
            {rebuilding && (
              // Only words: the page's own bar already follows the kit's files being made.
              <Alert severity="info" role="status" aria-live="polite">
                {MOTION_TEXT.rebuilding}
              </Alert>
            )}
            {rebuildError && (
              <Alert severity="error" onClose={() => setRebuildError(null)}>
                {rebuildError}
              </Alert>
            )}
          </Stack>
        </Grid>
      </Grid>
    </TitledSection>
  );
}
