/**
 * The export's stationery (business cards, letterheads, e-mail signature) with the owner's own
 * contact details, rebuilt each time they save the form on /exports/{id}. The brand kit carries the
 * same files with placeholders; these are the filled-in ones.
 *
 * Every build writes its files under a folder of its own, publishes the signature's image under a
 * link of its own (domain/stationery/signature-link.ts), and only then points the export at them,
 * in one transaction: two saves racing each other end with one complete set, the later one. A
 * build that fails after writing anything removes what it wrote, so the previous stationery stays
 * whole and current and no stray public image is left. The superseded build's files, its public
 * image included, are removed after the switch.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import type { Export } from "../../contract";
import type { ContactDetails } from "../../contract/stationery";
import { NotFoundError } from "../errors";
import type { ExportServices } from "../ports/export-services";
import type { DomainServices } from "../ports/services";
import {
  newSignatureImagePath,
  removeStationeryObjects,
  SIGNATURE_IMAGE_CACHE,
  stationeryObjectPaths,
} from "../stationery/signature-link";
import type { StoredStationery } from "./export-documents";
import { getOwnedExport, readExport } from "./export-documents";
import { readExportObject, writeExportObject } from "./export-objects";
import { exportFolder } from "./export-paths";
import { changeExport } from "./export-repository";
import { presentExport, readExportArtwork } from "./read-exports";

function stationeryFolder(uid: string, exportId: string, buildId: string): string {
  return `${exportFolder(uid, exportId)}/stationery/${buildId}`;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

export async function saveExportStationery(
  services: ExportServices & Pick<DomainServices, "stationery">,
  uid: string,
  exportId: string,
  details: ContactDetails,
): Promise<Export> {
  const { artwork, stored } = await readExportArtwork(services, uid, exportId);
  const made = await services.stationery.make(
    artwork,
    { brandName: stored.data.brandName, stem: stored.data.fileStem },
    details,
  );
  const buildId = randomUUID();
  const folder = stationeryFolder(uid, exportId, buildId);
  const signatureImagePath = newSignatureImagePath();
  // Every path is noted before its write: a write that failed may still have landed.
  const written: string[] = [];
  const seen: { previous: StoredStationery | null } = { previous: null };
  let updated: Awaited<ReturnType<typeof changeExport>>;
  try {
    const files: StoredStationery["files"] = [];
    let signatureImage: Buffer | null = null;
    for (const file of made.files) {
      const fileName = baseName(file.path);
      const path = `${folder}/${fileName}`;
      written.push(path);
      await writeExportObject(services.files, path, file.data, file.contentType);
      if (file.path === made.signatureImagePath) signatureImage = file.data;
      files.push({
        fileName,
        path,
        purpose: file.purpose,
        contentType: file.contentType,
        bytes: file.data.length,
      });
    }
    if (signatureImage === null) throw new Error("The stationery has no e-mail signature image");
    written.push(signatureImagePath);
    await services.files.write(signatureImagePath, signatureImage, {
      contentType: "image/png",
      cacheControl: SIGNATURE_IMAGE_CACHE,
      downloadToken: true,
    });
    const signatureHtml = made.signatureHtml(await services.files.downloadUrl(signatureImagePath));

    updated = await changeExport(services, uid, exportId, (current) => {
      seen.previous = current.stationery;
      if (current.creditReturned) return null;
      const stationery: StoredStationery = {
        details,
        buildId,
        files,
        signatureHtml,
        signatureImagePath,
        updatedAt: Timestamp.fromDate(services.clock()),
      };
      return { ...current, stationery };
    });
    // Refunded meanwhile (or the export is gone): nothing may point at this build.
    if (!updated || updated.stationery?.buildId !== buildId) throw new NotFoundError("withdrawn-export-file");
  } catch (error) {
    await discardBuild(services, exportId, buildId, written);
    throw error;
  }
  const { previous } = seen;
  if (previous !== null && previous.buildId !== buildId) {
    await removeStationeryObjects(services.files, stationeryObjectPaths(previous));
  }
  return presentExport({ id: exportId, data: updated }, services.clock().getTime());
}

/**
 * Removes what a failed build wrote, unless the export points at it after all: a transaction can
 * fail after its commit landed, and then this build is the current one. When that cannot be told,
 * the files stay (an orphan costs storage; removing the current build would break the signature).
 */
async function discardBuild(
  services: ExportServices,
  exportId: string,
  buildId: string,
  written: readonly string[],
): Promise<void> {
  if (written.length === 0) return;
  try {
    const stored = await readExport(services.db, exportId);
    if (stored?.data.stationery?.buildId === buildId) return;
  } catch (error) {
    console.warn(`Could not tell whether stationery build ${buildId} is current; its files stay`, error);
    return;
  }
  await removeStationeryObjects(services.files, written);
}

interface StationeryDownload {
  path: string;
  fileName: string;
  contentType: string;
}

/** A file of the owner's current stationery; anything else is a 404. */
export async function getStationeryFile(
  services: Pick<ExportServices, "db" | "files">,
  uid: string,
  exportId: string,
  fileName: string,
): Promise<StationeryDownload & { bytes: Buffer }> {
  const stored = await getOwnedExport(services.db, uid, exportId);
  if (stored.data.creditReturned) throw new NotFoundError("withdrawn-export-file");
  const file = stored.data.stationery?.files.find((candidate) => candidate.fileName === fileName);
  if (!file) throw new NotFoundError("export-file");
  const bytes = await readExportObject(services.files, file.path);
  if (!bytes) throw new NotFoundError("export-file");
  return { path: file.path, fileName: file.fileName, contentType: file.contentType, bytes };
}
