import { API_FALLBACK, type DesignEdits, type Logo, MOTION_TEXT } from "@contract";
import { Grid, Stack, Typography } from "@mui/material";
import { TitledDialog } from "@/components/titled-dialog";
import { getLogoMotion } from "@/features/motion/api/get-logo-motion";
import { MotionPlayer } from "@/features/motion/components/motion-player";
import { MotionStylePicker } from "@/features/motion/components/motion-style-picker";
import { useMotion } from "@/features/motion/hooks/use-motion";

interface MotionDialogProps {
  logo: Logo;
  brandName: string;
  design: DesignEdits | null;
  open: boolean;
  onClose(): void;
}

/** The watermarked animation of one logo (or of the editor's unsaved design) and its styles. */
export function MotionDialog({ logo, brandName, design, open, onClose }: MotionDialogProps) {
  const scope = open ? `logo:${logo.id}:${design ? JSON.stringify(design) : "saved"}` : null;
  const animation = useMotion({
    scope,
    initialStyle: null,
    load: (style, signal) => getLogoMotion(logo.id, style, design, signal),
    fallbackError: API_FALLBACK.getMotion,
  });

  return (
    <TitledDialog title={MOTION_TEXT.title} open={open} onClose={onClose}>
      <Stack sx={{ gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {design ? `${MOTION_TEXT.editorNote} ${MOTION_TEXT.previewNote}` : MOTION_TEXT.previewNote}
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <MotionPlayer
              motion={animation.motion}
              brandName={brandName}
              loading={animation.loading}
              error={animation.error}
              onRetry={animation.retry}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <MotionStylePicker
              value={animation.style}
              fittingStyle={animation.motion?.fittingStyle ?? null}
              onChange={animation.pick}
            />
          </Grid>
        </Grid>
      </Stack>
    </TitledDialog>
  );
}
