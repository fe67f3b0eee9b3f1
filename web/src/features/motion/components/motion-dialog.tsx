import { API_FALLBACK, type DesignEdits, type Logo, MOTION_TEXT } from "@contract";
import CloseIcon from "@mui/icons-material/Close";
import {
  Dialog,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useId } from "react";
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
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const scope = open ? `logo:${logo.id}:${design ? JSON.stringify(design) : "saved"}` : null;
  const animation = useMotion({
    scope,
    initialStyle: null,
    load: (style, signal) => getLogoMotion(logo.id, style, design, signal),
    fallbackError: API_FALLBACK.getMotion,
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle
        id={titleId}
        component="div"
        sx={{ display: "flex", alignItems: "center", gap: 1, pr: 1.5 }}
      >
        <Typography variant="h6" component="h2" sx={{ fontWeight: 800, flex: 1 }}>
          {MOTION_TEXT.title}
        </Typography>
        <IconButton onClick={onClose} aria-label="Close">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
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
      </DialogContent>
    </Dialog>
  );
}
