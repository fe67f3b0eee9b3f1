import { DESIGN_MESSAGE, IconSearchResponse } from "@contract";
import { apiRequest } from "@/lib/api-client";

/** GET /design/icons?q=: icons of the engine's sets matching a word, best first. */
export function searchIcons(query: string, signal?: AbortSignal): Promise<IconSearchResponse> {
  return apiRequest({
    path: `/design/icons?q=${encodeURIComponent(query)}`,
    schema: IconSearchResponse,
    fallbackError: DESIGN_MESSAGE.searchFailed,
    signal,
  });
}
