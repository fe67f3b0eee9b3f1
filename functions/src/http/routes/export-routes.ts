import { Router } from "express";
import {
  API_FALLBACK,
  CreateExportRequest,
  type CreateExportResponse,
  DocumentId,
  type ExportResponse,
  type ExportsResponse,
  type RemakeCheckResponse,
} from "../../contract";
import { createExport } from "../../domain/exports/create-export";
import { checkRemake } from "../../domain/exports/free-remakes";
import { getExport, listExports } from "../../domain/exports/read-exports";
import { retryExport } from "../../domain/exports/retry-export";
import type { AppDependencies } from "../dependencies";
import { idempotencyKeyOf } from "../idempotency-key";
import { chargeWork, instanceRateLimit, rateLimit } from "../rate-limit";
import { handle } from "../respond";
import { bodyOf, parseInput } from "../validate";

/**
 * Buying an export and following it: create (a credit or a free remake), the remake check, the
 * list, one export, and 'Try again'. Its files are downloaded through export-download-routes.ts.
 */
export function exportRoutes(deps: () => AppDependencies): Router {
  const router = Router();

  router.post(
    "/logos/:logoId/export",
    rateLimit(deps, "export", API_FALLBACK.exportLogo),
    handle<{ logoId: string }>(API_FALLBACK.exportLogo, async (req, res) => {
      const logoId = parseInput(DocumentId, req.params.logoId);
      const input = parseInput(CreateExportRequest, bodyOf(req));
      await chargeWork(deps(), res, "export");
      const { exportId, created } = await createExport(deps(), res.locals.user.uid, logoId, {
        exportType: input.exportType,
        idempotencyKey: idempotencyKeyOf(req),
      });
      const body: CreateExportResponse = { success: true, exportId, created };
      res.status(created ? 201 : 200).json(body);
    }),
  );

  // Before /exports/:exportId, which would otherwise take 'user' for an id.
  router.get(
    "/logos/:logoId/remake",
    rateLimit(deps, "measure", API_FALLBACK.checkRemake),
    handle<{ logoId: string }>(API_FALLBACK.checkRemake, async (req, res) => {
      const logoId = parseInput(DocumentId, req.params.logoId);
      const remake = await checkRemake(deps().db, res.locals.user.uid, logoId);
      res.set("Cache-Control", "no-store");
      const body: RemakeCheckResponse = { success: true, remake };
      res.json(body);
    }),
  );

  router.get(
    "/exports/user",
    instanceRateLimit(deps, "read"),
    handle(API_FALLBACK.getExports, async (_req, res) => {
      const body: ExportsResponse = {
        success: true,
        data: { exports: await listExports(deps().db, res.locals.user.uid, deps().clock().getTime()) },
      };
      res.json(body);
    }),
  );

  router.get(
    "/exports/:exportId",
    instanceRateLimit(deps, "read"),
    handle<{ exportId: string }>(API_FALLBACK.getExport, async (req, res) => {
      const exportId = parseInput(DocumentId, req.params.exportId);
      const body: ExportResponse = {
        success: true,
        data: { export: await getExport(deps().db, res.locals.user.uid, exportId, deps().clock().getTime()) },
      };
      res.json(body);
    }),
  );

  router.post(
    "/exports/:exportId/retry",
    rateLimit(deps, "export", API_FALLBACK.exportLogo),
    handle<{ exportId: string }>(API_FALLBACK.exportLogo, async (req, res) => {
      const exportId = parseInput(DocumentId, req.params.exportId);
      await chargeWork(deps(), res, "export");
      const body: ExportResponse = {
        success: true,
        data: { export: await retryExport(deps(), res.locals.user.uid, exportId) },
      };
      res.json(body);
    }),
  );

  return router;
}
