import { DESIGN_MESSAGE, LogoDesignResponse } from "@contract";
import { apiRequest } from "@/lib/api-client";

/** GET /logos/{id}/design: the edits that reproduce the logo; 400 with the reason if it has none. */
export function getLogoDesign(logoId: string, signal?: AbortSignal): Promise<LogoDesignResponse> {
  return apiRequest({
    path: `/logos/${encodeURIComponent(logoId)}/design`,
    schema: LogoDesignResponse,
    fallbackError: DESIGN_MESSAGE.loadFailed,
    signal,
  });
}
