/**
 * The export's stationery (business cards, letterheads, e-mail signature) with the owner's own
 * contact details, rebuilt each time they save the form on /exports/{id}. The brand kit carries the
 * same files with placeholders; these are the filled-in ones.
 *
 * Every build writes its files under a folder of its own and only then points the export at
 * it, in one transaction: a crash or a failed write leaves the previous stationery in place and
 * whole, and two saves racing each other end with one complete set, the later one. The
 * superseded build's files are removed after the switch.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import type { Export } from "../../contract";
import type { ContactDetails } from "../../contract/stationery";
import { NotFoundError } from "../errors";
import type { StoredStationery } from "./export-documents";
import { readExportObject, writeExportObject } from "./export-files";
import type { ExportSource } from "./export-image-processor";
import { exportFolder } from "./export-paths";
import { changeExport, type ExportServices, getOwnedExport } from "./export-repository";
import { presentExport, readExportArtwork } from "./read-exports";

export interface MadeStationeryFile {
  /** Where it sits in the brand kit, e.g. stationery/harbor-and-pine-letterhead-a4.pdf. */
  path: string;
  contentType: string;
  data: Buffer;
  purpose: string;
}

export interface MadeStationery {
  files: MadeStationeryFile[];
  /** The file (a path among `files`) the e-mail signature shows. */
  signatureImagePath: string;
  /** The signature as rich HTML showing the image from `imageUrl`, for 'Copy signature'. */
  signatureHtml(imageUrl: string): string;
}

/** Draws the stationery from the logo (providers/stationery). */
export interface StationeryMaker {
  make(
    source: ExportSource,
    brand: { brandName: string; stem: string },
    details: ContactDetails,
  ): Promise<MadeStationery>;
}

/**
 * A signature's image is fetched by every mail client that opens a message, so it gets a
 * permanent public link; it is the small logo the owner means to show the world, nothing more.
 */
const PUBLIC_IMAGE = "public, max-age=31536000";

export function stationeryFolder(uid: string, exportId: string, buildId: string): string {
  return `${exportFolder(uid, exportId)}/stationery/${buildId}`;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

export async function saveExportStationery(
  services: ExportServices,
  maker: StationeryMaker,
  uid: string,
  exportId: string,
  details: ContactDetails,
): Promise<Export> {
  const { artwork, stored } = await readExportArtwork(services, uid, exportId);
  const made = await maker.make(
    artwork,
    { brandName: stored.data.brandName, stem: stored.data.fileStem },
    details,
  );
  const buildId = randomUUID();
  const folder = stationeryFolder(uid, exportId, buildId);
  const files: StoredStationery["files"] = [];
  let signatureImageUrl: string | null = null;
  for (const file of made.files) {
    const fileName = baseName(file.path);
    const path = `${folder}/${fileName}`;
    if (file.path === made.signatureImagePath) {
      await services.files.write(path, file.data, {
        contentType: file.contentType,
        cacheControl: PUBLIC_IMAGE,
        downloadToken: true,
      });
      signatureImageUrl = await services.files.downloadUrl(path);
    } else {
      await writeExportObject(services.files, path, file.data, file.contentType);
    }
    files.push({
      fileName,
      path,
      purpose: file.purpose,
      contentType: file.contentType,
      bytes: file.data.length,
    });
  }
  if (signatureImageUrl === null) throw new Error("The stationery has no e-mail signature image");
  const signatureHtml = made.signatureHtml(signatureImageUrl);

  const seen: { previous: StoredStationery | null } = { previous: null };
  const updated = await changeExport(services, uid, exportId, (current) => {
    seen.previous = current.stationery;
    if (current.creditReturned) return null;
    const stationery: StoredStationery = {
      details,
      buildId,
      files,
      signatureHtml,
      updatedAt: Timestamp.fromDate(services.clock()),
    };
    return { ...current, stationery };
  });
  if (!updated || updated.stationery?.buildId !== buildId) {
    // Refunded meanwhile (or the export is gone): nothing points at this build.
    await removeFiles(services, files);
    throw new NotFoundError("withdrawn-export-file");
  }
  const { previous } = seen;
  if (previous !== null && previous.buildId !== buildId) await removeFiles(services, previous.files);
  return presentExport({ id: exportId, data: updated }, services.clock().getTime());
}

/** Best effort: a file left behind costs storage, never a user's download. */
async function removeFiles(services: ExportServices, files: StoredStationery["files"]): Promise<void> {
  for (const file of files) {
    try {
      await services.files.delete(file.path);
    } catch (error) {
      console.warn(`Could not remove the superseded stationery file ${file.path}`, error);
    }
  }
}

export interface StationeryDownload {
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
