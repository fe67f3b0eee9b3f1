/**
 * POST /exports/{id}/retry, 'Try again' (free: the export's credit already paid for it): failed files go back to pending
 * and the source original is saved again, whose finalize event is a new pipeline run. Files that
 * were made stay as they are.
 */
import { EXPORT_MESSAGE, type Export } from "../../contract";
import { InvalidInputError, NotFoundError } from "../errors";
import { LogoDocument, logoDocument, readDocument } from "../firestore-documents";
import type { ExportServices } from "../ports/export-services";
import { markCopyFailed } from "./create-export";
import type { ExportDocument, ExportSourceFiles } from "./export-documents";
import { getOwnedExport } from "./export-documents";
import { changeExport, giveUpExport } from "./export-repository";
import { isStalled, type RetryDecision, resetForRetry, restartStalled, retryDecision } from "./export-rules";
import { type CopyOutcome, copyLogoToExport, inExportSourceBucket, resaveOriginal } from "./export-sources";
import { presentExport } from "./read-exports";

export async function retryExport(services: ExportServices, uid: string, exportId: string): Promise<Export> {
  const { db, clock } = services;
  await getOwnedExport(db, uid, exportId);
  const seen: { decision: RetryDecision; previousSource: ExportSourceFiles | null } = {
    decision: "nothing-to-do",
    previousSource: null,
  };
  const restarted = await changeExport(services, uid, exportId, (current) => {
    const updatedAt = current.updatedAt.toMillis();
    seen.decision = retryDecision(current, updatedAt, clock().getTime());
    if (seen.decision !== "restart") return null;
    seen.previousSource = current.source;
    const progress = isStalled(current, updatedAt, clock().getTime())
      ? restartStalled(current, updatedAt)
      : resetForRetry(current);
    return { ...current, ...progress, source: inExportSourceBucket(current.source) };
  });
  if (!restarted) throw new NotFoundError("export");
  if (seen.decision === "not-retryable") throw new InvalidInputError(EXPORT_MESSAGE.notRetryable);

  // A stalled export whose runs kept dying is given up by the change above: no run to start.
  if (seen.decision === "restart" && !restarted.creditReturned) {
    try {
      const sent = await resendSource(services, restarted, seen.previousSource ?? restarted.source);
      if (sent === "source-missing") {
        await giveUpExport(services, uid, exportId, EXPORT_MESSAGE.sourceMissing);
      }
    } catch (error) {
      console.error(`Export ${exportId}: could not restart the pipeline`, error);
      await markCopyFailed(services, uid, exportId);
    }
  }
  return presentExport(await getOwnedExport(db, uid, exportId), clock().getTime());
}

/**
 * The logo's files when the logo is still there (a copy that failed half-way is redone whole),
 * else the export's own copy of its sources, saved again from where they were before the retry.
 */
async function resendSource(
  services: ExportServices,
  document: ExportDocument,
  previousSource: ExportSourceFiles,
): Promise<CopyOutcome> {
  const logo = readDocument(LogoDocument, await logoDocument(services.db, document.logoId).get());
  if (logo && logo.data.ownerUid === document.ownerUid) {
    const copied = await copyLogoToExport(services, document.source, logo.data.storagePaths);
    if (copied === "copied") return copied;
  }
  const resaved = await resaveOriginal(services, previousSource, document.source);
  if (resaved === "copied" || previousSource.store === "files") return resaved;
  // A move into the export-source bucket that was cut short left the original where it was.
  return resaveOriginal(services, { ...previousSource, store: "files" }, document.source);
}
