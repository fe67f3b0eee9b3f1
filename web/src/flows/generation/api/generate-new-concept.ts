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
 * POST /projects/{projectId}/logos/generate: a new concept (one more prompt of 3 logos) for the
 * project, 'Create More' on /logo-designs; with edited brand details it is the refined concept
 * after 'Edit prompt'.
 */
export function generateNewConcept(
  projectId: string,
  refined: ProjectDetails | undefined,
  idempotencyKey: string,
): Promise<GenerationResponse> {
  return apiRequest({
    method: "POST",
    path: `/projects/${encodeURIComponent(projectId)}/logos/generate`,
    body: { count: LOGOS_PER_PROMPT, promptsCount: MORE_PROMPTS, ...refined },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: GenerationResponse,
    fallbackError: refined ? API_FALLBACK.generateWithRefinedPrompt : API_FALLBACK.generateProjectLogos,
  });
}
