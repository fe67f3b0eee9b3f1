import { API_FALLBACK, IDEMPOTENCY_KEY_HEADER, LOGOS_PER_PROMPT, PromptLogosResponse } from "@contract";
import { apiRequest } from "@/lib/api-client";

/**
 * POST /projects/{projectId}/prompts/{promptId}/logos/generate: 3 more logos in an existing concept,
 * 'Create Similar' on /logo-designs and create-more in a group on /my-logos.
 */
export function generateMoreInConcept(
  projectId: string,
  promptId: string,
  idempotencyKey: string,
): Promise<PromptLogosResponse> {
  return apiRequest({
    method: "POST",
    path: `/projects/${encodeURIComponent(projectId)}/prompts/${encodeURIComponent(promptId)}/logos/generate`,
    body: { count: LOGOS_PER_PROMPT },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: PromptLogosResponse,
    fallbackError: API_FALLBACK.generateWithPrompt,
  });
}
