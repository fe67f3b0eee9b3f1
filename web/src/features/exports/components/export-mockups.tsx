import { API_FALLBACK, MOCKUP_TEXT } from "@contract";
import { Paper, Stack, Typography } from "@mui/material";
import { MockupGallery } from "@/components/mockup-gallery";
import { getExportMockups } from "@/features/exports/api/exports-api";
import { useMockupScenes } from "@/lib/use-mockup-scenes";

interface ExportMockupsProps {
  exportId: string;
  brandName: string;
}

/** The bought logo in its scenes, without the watermark; the kit holds them full size. */
export function ExportMockups({ exportId, brandName }: ExportMockupsProps) {
  const scenes = useMockupScenes(
    exportId,
    (signal) => getExportMockups(exportId, signal),
    API_FALLBACK.getMockups,
  );
  const headingId = `mockups-${exportId}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 4 }}
    >
      <Stack sx={{ gap: 2 }}>
        <Stack sx={{ gap: 0.5 }}>
          <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 800 }}>
            {MOCKUP_TEXT.exportHeading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {MOCKUP_TEXT.exportNote}
          </Typography>
        </Stack>
        <MockupGallery
          scenes={scenes.scenes}
          brandName={brandName}
          loading={scenes.loading}
          error={scenes.error}
          onRetry={scenes.retry}
        />
      </Stack>
    </Paper>
  );
}
