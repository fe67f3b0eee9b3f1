import {
  API_FALLBACK,
  ExportResponse,
  MotionResponse,
  type MotionStyle,
  type RebuildMotionRequest,
} from "@contract";
import { apiRequest } from "@/lib/api-client";

/** GET /exports/{id}/motion: the bought logo's animation, without the watermark. */
export function getExportMotion(
  exportId: string,
  style: MotionStyle | null,
  signal?: AbortSignal,
): Promise<MotionResponse> {
  const query = style ? `?${new URLSearchParams({ style }).toString()}` : "";
  return apiRequest({
    path: `/exports/${encodeURIComponent(exportId)}/motion${query}`,
    schema: MotionResponse,
    fallbackError: API_FALLBACK.getMotion,
    signal,
  });
}

/** POST /exports/{id}/motion: the kit's motion files made again in another style, free. */
export async function rebuildExportMotion(exportId: string, style: MotionStyle) {
  const body: RebuildMotionRequest = { style };
  const response = await apiRequest({
    method: "POST",
    path: `/exports/${encodeURIComponent(exportId)}/motion`,
    body,
    schema: ExportResponse,
    fallbackError: API_FALLBACK.rebuildMotion,
  });
  return response.data.export;
}
