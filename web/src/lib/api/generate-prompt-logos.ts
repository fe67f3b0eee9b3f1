import { API_FALLBACK, IDEMPOTENCY_KEY_HEADER, LOGOS_PER_PROMPT, PromptLogosResponse } from "@contract";
import { apiRequest } from "@/lib/api-client";

/**
 * POST /projects/{projectId}/prompts/{promptId}/logos/generate (spec section 7): Create Similar on
 * /logo-designs and create-more in a group on /my-logos; shared because both features call it.
 */
export function generatePromptLogos(
  projectId: string,
  promptId: string,
  idempotencyKey?: string,
): Promise<PromptLogosResponse> {
  return apiRequest({
    method: "POST",
    path: `/projects/${encodeURIComponent(projectId)}/prompts/${encodeURIComponent(promptId)}/logos/generate`,
    body: { count: LOGOS_PER_PROMPT },
    headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined,
    schema: PromptLogosResponse,
    fallbackError: API_FALLBACK.generateWithPrompt,
  });
}
