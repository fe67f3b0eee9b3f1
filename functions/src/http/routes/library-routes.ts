import { Router } from "express";
import {
  API_FALLBACK,
  type DeleteLogoResponse,
  type DeleteProjectResponse,
  DocumentId,
  type LogosResponse,
  type ProjectsResponse,
  type PromptsResponse,
  type UserLogosResponse,
} from "../../contract";
import {
  deleteLogo,
  deleteProject,
  listProjectLogos,
  listProjectPrompts,
  listProjects,
  listUserPromptsWithLogos,
} from "../../domain/library";
import type { AppDependencies } from "../dependencies";
import { instanceRateLimit } from "../rate-limit";
import { handle } from "../respond";
import { parseInput } from "../validate";

/** The library calls: projects, their prompts and logos, and deleting a logo or a whole project. */
export function libraryRoutes(deps: () => AppDependencies): Router {
  const router = Router();

  const projects = handle(API_FALLBACK.getProjects, async (_req, res) => {
    const body: ProjectsResponse = {
      success: true,
      projects: await listProjects(deps().db, res.locals.user.uid),
    };
    res.json(body);
  });
  // Two paths for one list: /logo/projects (designs) and /projects (My Logos), as the spec names them.
  router.get("/logo/projects", instanceRateLimit(deps, "read"), projects);
  router.get("/projects", instanceRateLimit(deps, "read"), projects);

  router.get(
    "/logo/projects/:projectId/prompts",
    instanceRateLimit(deps, "read"),
    handle<{ projectId: string }>(API_FALLBACK.getPrompts, async (req, res) => {
      const projectId = parseInput(DocumentId, req.params.projectId);
      const body: PromptsResponse = {
        success: true,
        prompts: await listProjectPrompts(deps().db, res.locals.user.uid, projectId),
      };
      res.json(body);
    }),
  );

  router.get(
    "/logo/projects/:projectId/logos",
    instanceRateLimit(deps, "read"),
    handle<{ projectId: string }>(API_FALLBACK.getLogos, async (req, res) => {
      const projectId = parseInput(DocumentId, req.params.projectId);
      const body: LogosResponse = {
        success: true,
        logos: await listProjectLogos(deps().db, res.locals.user.uid, projectId),
      };
      res.json(body);
    }),
  );

  router.get(
    "/user/logos",
    instanceRateLimit(deps, "read"),
    handle(API_FALLBACK.fetchLogos, async (_req, res) => {
      const body: UserLogosResponse = {
        success: true,
        promptsWithLogos: await listUserPromptsWithLogos(deps().db, res.locals.user.uid),
      };
      res.json(body);
    }),
  );

  router.delete(
    "/logos/:logoId",
    instanceRateLimit(deps, "delete"),
    handle<{ logoId: string }>(API_FALLBACK.deleteLogo, async (req, res) => {
      const logoId = parseInput(DocumentId, req.params.logoId);
      await deleteLogo(deps(), res.locals.user.uid, logoId);
      const body: DeleteLogoResponse = { success: true, deletedId: logoId };
      res.json(body);
    }),
  );

  router.delete(
    "/projects/:projectId",
    instanceRateLimit(deps, "delete"),
    handle<{ projectId: string }>(API_FALLBACK.deleteProject, async (req, res) => {
      const projectId = parseInput(DocumentId, req.params.projectId);
      const { deletedLogos } = await deleteProject(deps(), res.locals.user.uid, projectId);
      const body: DeleteProjectResponse = { success: true, deletedId: projectId, deletedLogos };
      res.json(body);
    }),
  );

  return router;
}
