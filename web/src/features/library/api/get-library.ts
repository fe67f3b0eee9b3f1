import {
  API_FALLBACK,
  type Project,
  ProjectsResponse,
  type PromptsWithLogos,
  UserLogosResponse,
} from "@contract";
import { apiRequest } from "@/lib/api-client";

export interface Library {
  projects: Project[];
  /** Each project's prompt groups, keyed by project id, oldest prompt first. */
  groupsByProject: Record<string, PromptsWithLogos>;
}

/** GET /projects, then GET /user/logos, grouped here by prompt.projectId. */
export async function getLibrary(): Promise<Library> {
  const { projects } = await apiRequest({
    path: "/projects",
    schema: ProjectsResponse,
    fallbackError: API_FALLBACK.getProjects,
  });
  const { promptsWithLogos } = await apiRequest({
    path: "/user/logos",
    schema: UserLogosResponse,
    fallbackError: API_FALLBACK.fetchLogos,
  });
  return { projects, groupsByProject: groupByProject(promptsWithLogos) };
}

export function groupByProject(promptsWithLogos: PromptsWithLogos): Record<string, PromptsWithLogos> {
  const byProject: Record<string, PromptsWithLogos> = {};
  const groups = Object.values(promptsWithLogos).sort((a, b) =>
    a.prompt.createdAt.localeCompare(b.prompt.createdAt),
  );
  for (const group of groups) {
    const projectGroups = byProject[group.prompt.projectId] ?? {};
    projectGroups[group.prompt.id] = group;
    byProject[group.prompt.projectId] = projectGroups;
  }
  return byProject;
}
