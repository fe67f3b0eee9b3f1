import { API_FALLBACK, type DesignEdits, type Logo, MOCKUP_TEXT } from "@contract";
import CloseIcon from "@mui/icons-material/Close";
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useId } from "react";
import { MockupGallery } from "@/components/mockup-gallery";
import { getLogoMockups } from "@/features/mockups/api/get-logo-mockups";
import { useMockupScenes } from "@/lib/use-mockup-scenes";

interface MockupsDialogProps {
  logo: Logo;
  brandName: string;
  design: DesignEdits | null;
  open: boolean;
  onClose(): void;
}

/** The watermarked scenes of one logo (or of the editor's unsaved design), full-screen on phones. */
export function MockupsDialog({ logo, brandName, design, open, onClose }: MockupsDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const key = open ? `${logo.id}:${design ? JSON.stringify(design) : "saved"}` : null;
  const scenes = useMockupScenes(
    key,
    (signal) => getLogoMockups(logo.id, design, signal),
    API_FALLBACK.getMockups,
  );

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
          {MOCKUP_TEXT.title}
        </Typography>
        <IconButton onClick={onClose} aria-label="Close">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {/* Focusable, so the scenes scroll from the keyboard too. */}
      <DialogContent tabIndex={0}>
        <Stack sx={{ gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {design ? `${MOCKUP_TEXT.editorNote} ${MOCKUP_TEXT.previewNote}` : MOCKUP_TEXT.previewNote}
          </Typography>
          {scenes.loading && (
            <Typography variant="body2" role="status" aria-live="polite">
              {MOCKUP_TEXT.loading}
            </Typography>
          )}
          <MockupGallery
            scenes={scenes.scenes}
            brandName={brandName}
            loading={scenes.loading}
            error={scenes.error}
            onRetry={scenes.retry}
          />
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
