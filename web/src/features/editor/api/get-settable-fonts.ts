import { DESIGN_MESSAGE, DesignFontsResponse } from "@contract";
import { apiRequest } from "@/lib/api-client";

/** GET /design/fonts?text=: the ids of the editor's fonts that can set this name. */
export function getSettableFonts(text: string, signal?: AbortSignal): Promise<DesignFontsResponse> {
  return apiRequest({
    path: `/design/fonts?text=${encodeURIComponent(text)}`,
    schema: DesignFontsResponse,
    fallbackError: DESIGN_MESSAGE.fontsFailed,
    signal,
  });
}
