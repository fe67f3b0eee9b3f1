/**
 * POST /exports/{id}/motion: the owner picks another animation style and the brand kit, whose
 * motion/ folder holds the animation, is made again in it. Free: the export's credit paid for the
 * kit once, and a style is a choice of the owner's, not a new logo. The kit goes back to pending
 * and a kit run is asked for, exactly as a files run asks for it, so the same trigger, claims and
 * 'Try again' apply.
 */
import { randomUUID } from "node:crypto";
import {
  EXPORT_FILE,
  EXPORT_MESSAGE,
  EXPORT_RESOURCE_LABEL,
  type Export,
  MOTION_MESSAGE,
  type MotionStyle,
  resourceFailedMessage,
} from "../../contract";
import { ConflictError, InvalidInputError } from "../errors";
import type { ExportServices } from "../ports/export-services";
import { type ExportDocument, getOwnedExport, pendingResource } from "./export-documents";
import { createExportObjectOnce } from "./export-objects";
import { kitRequestPath } from "./export-paths";
import { changeExport } from "./export-repository";
import { presentExport } from "./read-exports";

type RebuildDecision = "rebuild" | "same" | "busy" | "no-vector" | "withdrawn";

export async function rebuildMotion(
  services: ExportServices,
  uid: string,
  exportId: string,
  style: MotionStyle,
): Promise<Export> {
  const { db, clock } = services;
  await getOwnedExport(db, uid, exportId);
  const kitType = EXPORT_FILE.brandKit.id;
  const seen: { decision: RebuildDecision } = { decision: "same" };
  await changeExport(services, uid, exportId, (current) => {
    const kit = current.resources[kitType];
    seen.decision = rebuildDecision(current, style);
    if (seen.decision !== "rebuild") return null;
    return {
      ...current,
      status: "processing",
      error: null,
      motionStyle: style,
      resources: { ...current.resources, [kitType]: pendingResource(kit?.extension ?? "zip") },
    };
  });
  const { decision } = seen;
  if (decision === "withdrawn") throw new ConflictError(MOTION_MESSAGE.withdrawn);
  if (decision === "no-vector") throw new InvalidInputError(MOTION_MESSAGE.noVector);
  if (decision === "busy") throw new ConflictError(MOTION_MESSAGE.busy);
  if (decision === "rebuild") await askForKitAgain(services, uid, exportId);
  return presentExport(await getOwnedExport(db, uid, exportId), clock().getTime());
}

function rebuildDecision(current: ExportDocument, style: MotionStyle): RebuildDecision {
  const kit = current.resources[EXPORT_FILE.brandKit.id];
  if (current.creditReturned) return "withdrawn";
  if (current.source.kind !== "vector") return "no-vector";
  if (current.status === "processing" || kit?.status === "pending") return "busy";
  if (current.motionStyle === style && kit?.status === "ready") return "same";
  return "rebuild";
}

/**
 * The kit run's request. If it cannot be written the kit is marked failed, so the page offers
 * 'Try again' (which makes it) instead of waiting for a run that never comes.
 */
async function askForKitAgain(services: ExportServices, uid: string, exportId: string): Promise<void> {
  const runId = `motion-${randomUUID()}`;
  try {
    await createExportObjectOnce(
      services.kitRequests,
      kitRequestPath(uid, exportId, runId),
      Buffer.alloc(0),
      "application/octet-stream",
    );
  } catch (error) {
    console.error(`Export ${exportId}: could not ask for its brand kit again`, error);
    await changeExport(services, uid, exportId, (current) => {
      const kit = current.resources[EXPORT_FILE.brandKit.id];
      if (kit?.status !== "pending") return null;
      const failed = {
        ...kit,
        status: "failed" as const,
        error: resourceFailedMessage(EXPORT_RESOURCE_LABEL[EXPORT_FILE.brandKit.id]),
      };
      const resources = { ...current.resources, [EXPORT_FILE.brandKit.id]: failed };
      return { ...current, status: "failed", error: EXPORT_MESSAGE.someFilesFailed, resources };
    });
    throw error;
  }
}
