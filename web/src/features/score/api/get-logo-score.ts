import { API_FALLBACK, type LogoScore, LogoScoreResponse } from "@contract";
import { apiRequest } from "@/lib/api-client";

/** GET /logos/{id}/score: the logo's measured score. */
export async function getLogoScore(logoId: string, signal?: AbortSignal): Promise<LogoScore> {
  const response = await apiRequest({
    path: `/logos/${encodeURIComponent(logoId)}/score`,
    schema: LogoScoreResponse,
    fallbackError: API_FALLBACK.getScore,
    signal,
  });
  return response.score;
}
