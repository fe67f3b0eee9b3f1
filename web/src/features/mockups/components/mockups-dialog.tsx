import { API_FALLBACK, type DesignEdits, type Logo, MOCKUP_TEXT } from "@contract";
import { Stack, Typography } from "@mui/material";
import { MockupGallery } from "@/components/mockup-gallery";
import { TitledDialog } from "@/components/titled-dialog";
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
  const key = open ? `${logo.id}:${design ? JSON.stringify(design) : "saved"}` : null;
  const scenes = useMockupScenes(
    key,
    (signal) => getLogoMockups(logo.id, design, signal),
    API_FALLBACK.getMockups,
  );

  return (
    <TitledDialog title={MOCKUP_TEXT.title} open={open} onClose={onClose} scrollable>
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
    </TitledDialog>
  );
}
