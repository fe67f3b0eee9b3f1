import { API_FALLBACK, type DesignEdits, type LogoScore, LogoScoreResponse } from "@contract";
import { apiRequest } from "@/lib/api-client";

/** POST /logos/{id}/design/score: the measured score of the design as saving would store it. */
export async function scoreLogoDesign(
  logoId: string,
  edits: DesignEdits,
  signal?: AbortSignal,
): Promise<LogoScore> {
  const response = await apiRequest({
    method: "POST",
    path: `/logos/${encodeURIComponent(logoId)}/design/score`,
    body: edits,
    schema: LogoScoreResponse,
    fallbackError: API_FALLBACK.getScore,
    signal,
  });
  return response.score;
}
