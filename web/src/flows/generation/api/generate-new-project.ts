import {
  API_FALLBACK,
  FIRST_CREATE_PROMPTS,
  GenerationResponse,
  IDEMPOTENCY_KEY_HEADER,
  LOGOS_PER_PROMPT,
  type ProjectDetails,
} from "@contract";
import { apiRequest } from "@/lib/api-client";

/** POST /logos/generate: a new project with its first 2 concepts of 3 logos each. */
export function generateNewProject(
  details: ProjectDetails,
  idempotencyKey: string,
): Promise<GenerationResponse> {
  return apiRequest({
    method: "POST",
    path: "/logos/generate",
    body: {
      name: details.name,
      description: details.description,
      count: LOGOS_PER_PROMPT,
      promptsCount: FIRST_CREATE_PROMPTS,
    },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: GenerationResponse,
    fallbackError: API_FALLBACK.generateLogos,
  });
}
