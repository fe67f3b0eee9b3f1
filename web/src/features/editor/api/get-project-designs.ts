import { DESIGN_MESSAGE, ProjectDesignsResponse } from "@contract";
import { apiRequest } from "@/lib/api-client";

/** GET /projects/{id}/designs: which of the project's logos the editor can open, and why not. */
export function getProjectDesigns(projectId: string, signal?: AbortSignal): Promise<ProjectDesignsResponse> {
  return apiRequest({
    path: `/projects/${encodeURIComponent(projectId)}/designs`,
    schema: ProjectDesignsResponse,
    fallbackError: DESIGN_MESSAGE.customizableFailed,
    signal,
  });
}
