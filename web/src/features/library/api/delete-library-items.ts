import { API_FALLBACK, DeleteLogoResponse, DeleteProjectResponse } from "@contract";
import { apiRequest } from "@/lib/api-client";

/** DELETE /logos/{id}: the logo and its files; exports made from it stay. */
export async function deleteLogo(logoId: string): Promise<DeleteLogoResponse> {
  return apiRequest({
    path: `/logos/${encodeURIComponent(logoId)}`,
    method: "DELETE",
    schema: DeleteLogoResponse,
    fallbackError: API_FALLBACK.deleteLogo,
  });
}

/** DELETE /projects/{id}: the project, its prompt groups and logos; exports made from them stay. */
export async function deleteProject(projectId: string): Promise<DeleteProjectResponse> {
  return apiRequest({
    path: `/projects/${encodeURIComponent(projectId)}`,
    method: "DELETE",
    schema: DeleteProjectResponse,
    fallbackError: API_FALLBACK.deleteProject,
  });
}
