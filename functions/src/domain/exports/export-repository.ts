/**
 * Reads and transactional changes of exports/{id}. Every change re-reads the document inside a
 * transaction and applies a pure rule from export-rules.ts, so concurrent runs (a second delivery
 * of the same event) and 'Try again' never overwrite each other's progress.
 */
import { Timestamp } from "firebase-admin/firestore";
import { EXPORT_MESSAGE } from "../../contract";
import { readDocument } from "../firestore-documents";
import { soldLogoDocument } from "../look-alike/sold-logos";
import { loadMembership, saveMembership, userDocument } from "../membership-repository";
import type { ExportServices } from "../ports/export-services";
import { removeStationeryObjects, stationeryObjectPaths } from "../stationery/signature-link";
import { runUserTransaction } from "../transactions";
import { ExportDocument, exportDocument, type StoredStationery } from "./export-documents";
import { giveUp, returnExportCredit } from "./export-rules";
import { releaseRemake } from "./free-remakes";

/**
 * Applies a change to the export in a transaction on its owner's queue. `change` returns the new
 * document, or null to leave it as it is. When the change sets creditReturned, the credit goes
 * back in the same transaction, exactly once, and the stationery is withdrawn with it: a refunded
 * export delivers nothing, and the signature's image is the one file of it anyone can fetch. Its
 * files are removed once the change is stored.
 */
export async function changeExport(
  services: ExportServices,
  uid: string,
  exportId: string,
  change: (current: ExportDocument) => ExportDocument | null,
): Promise<ExportDocument | null> {
  const { db, clock } = services;
  const ref = exportDocument(db, exportId);
  // Set by the attempt that commits (a transaction may run more than once).
  let withdrawn: StoredStationery | null = null;
  const result = await runUserTransaction(services, uid, async (transaction) => {
    withdrawn = null;
    const current = readDocument(ExportDocument, await transaction.get(ref));
    if (!current) return null;
    const next = change(current.data);
    if (!next) return current.data;
    const now = clock();
    const updated: ExportDocument = { ...next, updatedAt: Timestamp.fromDate(now) };
    // users/{uid} is read (and so locked) only by the one change that returns the credit.
    if (updated.creditReturned && !current.data.creditReturned) {
      const remakeOf = current.data.remakeOf;
      if (remakeOf) {
        // A free remake took no credit: its place among the bought logo's remakes comes back instead.
        const bought = readDocument(
          ExportDocument,
          await transaction.get(exportDocument(db, remakeOf.exportId)),
        );
        if (bought) releaseRemake(transaction, db, { exportId: bought.id, document: bought.data }, exportId);
      } else {
        const loaded = loadMembership(await transaction.get(userDocument(db, uid)), now);
        saveMembership(transaction, db, uid, returnExportCredit(loaded.state, false), loaded, now);
      }
      // Not sold after all: the register forgets it, so the logo is free for others again.
      transaction.delete(soldLogoDocument(db, exportId));
      updated.exclusive = false;
      withdrawn = current.data.stationery;
      updated.stationery = null;
    }
    transaction.set(ref, updated);
    return updated;
  });
  const stationery: StoredStationery | null = withdrawn;
  if (stationery !== null) await removeStationeryObjects(services.files, stationeryObjectPaths(stationery));
  return result;
}

/** The export can never complete: failed for good, with its credit returned once. */
export function giveUpExport(
  services: ExportServices,
  uid: string,
  exportId: string,
  reason: string = EXPORT_MESSAGE.sourceMissing,
): Promise<ExportDocument | null> {
  return changeExport(services, uid, exportId, (current) => {
    if (current.creditReturned || current.status === "ready") return null;
    return { ...current, ...giveUp(current, reason) };
  });
}
