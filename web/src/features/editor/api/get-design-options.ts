import { DESIGN_MESSAGE, DesignOptionsResponse } from "@contract";
import { apiRequest } from "@/lib/api-client";

/** GET /design/options: the engine's palettes, fonts and layouts (the same for every logo). */
export function getDesignOptions(signal?: AbortSignal): Promise<DesignOptionsResponse> {
  return apiRequest({
    path: "/design/options",
    schema: DesignOptionsResponse,
    fallbackError: DESIGN_MESSAGE.optionsFailed,
    signal,
  });
}
