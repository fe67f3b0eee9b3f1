import { API_FALLBACK, MOCKUP_TEXT } from "@contract";
import { MockupGallery } from "@/components/mockup-gallery";
import { TitledSection } from "@/components/titled-section";
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
  return (
    <TitledSection title={MOCKUP_TEXT.exportHeading} intro={MOCKUP_TEXT.exportNote}>
      <MockupGallery
        scenes={scenes.scenes}
        brandName={brandName}
        loading={scenes.loading}
        error={scenes.error}
        onRetry={scenes.retry}
      />
    </TitledSection>
  );
}
