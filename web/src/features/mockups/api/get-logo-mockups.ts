import { API_FALLBACK, type DesignEdits, MockupsResponse } from "@contract";
import { apiRequest } from "@/lib/api-client";

/** POST /logos/{id}/mockups: the watermarked scenes, of the editor's unsaved design when given. */
export function getLogoMockups(
  logoId: string,
  design: DesignEdits | null,
  signal?: AbortSignal,
): Promise<MockupsResponse> {
  return apiRequest({
    method: "POST",
    path: `/logos/${encodeURIComponent(logoId)}/mockups`,
    body: design ? { design } : {},
    schema: MockupsResponse,
    fallbackError: API_FALLBACK.getMockups,
    signal,
  });
}
