import {
  API_FALLBACK,
  type DesignEdits,
  type LogoMotionRequest,
  MotionResponse,
  type MotionStyle,
} from "@contract";
import { apiRequest } from "@/lib/api-client";

/**
 * POST /logos/{id}/motion: the watermarked animation. Without a style the server picks the one
 * that fits the design; with a design, the editor's unsaved changes are animated.
 */
export function getLogoMotion(
  logoId: string,
  style: MotionStyle | null,
  design: DesignEdits | null,
  signal?: AbortSignal,
): Promise<MotionResponse> {
  const body: LogoMotionRequest = {};
  if (style) body.style = style;
  if (design) body.design = design;
  return apiRequest({
    method: "POST",
    path: `/logos/${encodeURIComponent(logoId)}/motion`,
    body,
    schema: MotionResponse,
    fallbackError: API_FALLBACK.getMotion,
    signal,
  });
}
