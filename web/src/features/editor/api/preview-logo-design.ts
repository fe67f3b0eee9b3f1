import { DESIGN_MESSAGE, type DesignEdits, DesignPreviewResponse } from "@contract";
import { apiRequest } from "@/lib/api-client";

/** POST /logos/{id}/design/preview: the watermarked preview exactly as saving would store it. */
export function previewLogoDesign(
  logoId: string,
  edits: DesignEdits,
  signal?: AbortSignal,
): Promise<DesignPreviewResponse> {
  return apiRequest({
    method: "POST",
    path: `/logos/${encodeURIComponent(logoId)}/design/preview`,
    body: edits,
    schema: DesignPreviewResponse,
    fallbackError: DESIGN_MESSAGE.previewFailed,
    signal,
  });
}
