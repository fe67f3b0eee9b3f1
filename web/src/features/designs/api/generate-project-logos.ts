import {
  API_FALLBACK,
  GenerationResponse,
  IDEMPOTENCY_KEY_HEADER,
  LOGOS_PER_PROMPT,
  MORE_PROMPTS,
  type ProjectDetails,
} from "@contract";
import { apiRequest } from "@/lib/api-client";

/**
 * POST /projects/{projectId}/logos/generate: one more prompt of 3 logos (Create More), or, with
 * edited brand details, the refined prompt after 'Edit prompt' (spec section 7).
 */
export function generateProjectLogos(
  projectId: string,
  refined?: ProjectDetails,
  idempotencyKey?: string,
): Promise<GenerationResponse> {
  return apiRequest({
    method: "POST",
    path: `/projects/${encodeURIComponent(projectId)}/logos/generate`,
    body: { count: LOGOS_PER_PROMPT, promptsCount: MORE_PROMPTS, ...refined },
    headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined,
    schema: GenerationResponse,
    fallbackError: refined ? API_FALLBACK.generateWithRefinedPrompt : API_FALLBACK.generateProjectLogos,
  });
}
