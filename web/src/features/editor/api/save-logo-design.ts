import { CustomizeLogoResponse, DESIGN_MESSAGE, type DesignEdits, IDEMPOTENCY_KEY_HEADER } from "@contract";
import { apiRequest } from "@/lib/api-client";

/**
 * POST /logos/{id}/design: saves the edits as a new logo in the same group, free of credits
 *. The key makes a retry of a save whose answer was lost answer the same logo.
 */
export function saveLogoDesign(
  logoId: string,
  edits: DesignEdits,
  idempotencyKey: string,
): Promise<CustomizeLogoResponse> {
  return apiRequest({
    method: "POST",
    path: `/logos/${encodeURIComponent(logoId)}/design`,
    body: edits,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: CustomizeLogoResponse,
    fallbackError: DESIGN_MESSAGE.saveFailed,
  });
}
