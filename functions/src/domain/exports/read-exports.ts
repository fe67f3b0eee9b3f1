/** GET /exports/user and GET /exports/{id}: the owner's exports in their public form. */
import type { Firestore } from "firebase-admin/firestore";
import {
  EXPORT_MESSAGE,
  EXPORT_RESOURCE_LABEL,
  type Export,
  type ExportResourceType,
  type ExportSummary,
  resourceFailedMessage,
} from "../../contract";
import { NotFoundError } from "../errors";
import { readDocument, type Stored } from "../firestore-documents";
import type { ExportSource } from "../ports/export-image-processor";
import type { ExportServices } from "../ports/export-services";
import {
  EXPORT_COLLECTIONS,
  ExportDocument,
  getOwnedExport,
  type ResourceState,
  toExport,
} from "./export-documents";
import { fileNameFor, isStalled } from "./export-rules";
import { readDesignSource } from "./export-sources";

/**
 * An export as its owner sees it at `nowMillis`. One whose credit was returned delivers nothing: a
 * file that a late pipeline run recorded after the refund is shown as withdrawn, like the rest. One
 * that stalled (no run will finish it) is shown failed, its unmade files with it, so its page
 * offers 'Try again' instead of a progress bar that never ends.
 */
export function presentExport(stored: Stored<ExportDocument>, nowMillis: number): Export {
  const view = toExport(stored);
  if (!view.creditReturned) {
    if (!isStalled(stored.data, stored.data.updatedAt.toMillis(), nowMillis)) return view;
    return {
      ...view,
      status: "failed",
      error: EXPORT_MESSAGE.stalled,
      resources: view.resources.map((resource) =>
        resource.status === "pending"
          ? {
              ...resource,
              status: "failed",
              error: resourceFailedMessage(EXPORT_RESOURCE_LABEL[resource.type]),
            }
          : resource,
      ),
    };
  }
  return {
    ...view,
    brandKit: null,
    stationery: null,
    resources: view.resources.map((resource) =>
      resource.status === "ready"
        ? { ...resource, status: "failed", url: null, error: EXPORT_MESSAGE.withdrawn }
        : resource,
    ),
  };
}

/** Downloads of a refunded export are refused, whatever its files' states say. */
function deliverable(stored: Stored<ExportDocument>): ExportDocument {
  if (stored.data.creditReturned) throw new NotFoundError("withdrawn-export-file");
  return stored.data;
}

/**
 * Newest first. Sorted here rather than by the query: an equality filter alone needs no composite
 * index, and a user has at most as many exports as credits bought.
 */
export async function listExports(db: Firestore, uid: string, nowMillis: number): Promise<ExportSummary[]> {
  const snapshot = await db.collection(EXPORT_COLLECTIONS.exports).where("ownerUid", "==", uid).get();
  return snapshot.docs
    .map((doc) => readDocument(ExportDocument, doc))
    .filter((stored) => stored !== null)
    .sort(
      (a, b) => b.data.createdAt.toMillis() - a.data.createdAt.toMillis() || b.data.number - a.data.number,
    )
    .map((stored) => summaryOf(presentExport(stored, nowMillis)));
}

/** The list's form of an export: its own page reads the kit's file list and the health check. */
export function summaryOf({
  brandKit: _kit,
  health: _health,
  stationery: _stationery,
  ...summary
}: Export): ExportSummary {
  return summary;
}

export async function getExport(
  db: Firestore,
  uid: string,
  exportId: string,
  nowMillis: number,
): Promise<Export> {
  return presentExport(await getOwnedExport(db, uid, exportId), nowMillis);
}

interface DownloadableFile {
  path: string;
  fileName: string;
  contentType: string;
  type: ExportResourceType;
}

function downloadable(
  stem: string,
  type: ExportResourceType,
  state: ResourceState | undefined,
): DownloadableFile | null {
  if (state?.status !== "ready" || state.path === null) return null;
  return {
    path: state.path,
    fileName: fileNameFor(stem, type, state.extension),
    contentType: state.contentType ?? "application/octet-stream",
    type,
  };
}

/** A ready file of the owner's export; anything else (not ready, unknown, foreign) is a 404. */
export async function getExportFile(
  db: Firestore,
  uid: string,
  exportId: string,
  type: ExportResourceType,
): Promise<DownloadableFile> {
  const data = deliverable(await getOwnedExport(db, uid, exportId));
  const file = downloadable(data.fileStem, type, data.resources[type]);
  if (!file) throw new NotFoundError("export-file");
  return file;
}

/** Every ready file of the owner's export, in page order, for 'Download all (.zip)'. */
export async function getExportFiles(
  db: Firestore,
  uid: string,
  exportId: string,
): Promise<{ archiveName: string; files: DownloadableFile[] }> {
  const data = deliverable(await getOwnedExport(db, uid, exportId));
  const files = toExport({ id: exportId, data })
    .resources.map((resource) => downloadable(data.fileStem, resource.type, data.resources[resource.type]))
    .filter((file) => file !== null);
  if (files.length === 0) throw new NotFoundError("export-file");
  return { archiveName: `${data.fileStem}-logo-files.zip`, files };
}

/** 404 unless `uid` owns the export and it still delivers (not refunded). */
export async function assertDeliverableExport(db: Firestore, uid: string, exportId: string): Promise<void> {
  deliverable(await getOwnedExport(db, uid, exportId));
}

/**
 * The design the owner's export was made from (its own copy, so it outlives the logo): what the
 * stationery and the export page's scenes are drawn from. A refunded export delivers nothing.
 */
export async function readExportArtwork(
  services: Pick<ExportServices, "db" | "files" | "exportSources">,
  uid: string,
  exportId: string,
): Promise<{ artwork: ExportSource; stored: Stored<ExportDocument> }> {
  const stored = await getOwnedExport(services.db, uid, exportId);
  deliverable(stored);
  const artwork = await readDesignSource(services, stored.data.source, stored.data.brandName);
  if (!artwork) throw new NotFoundError("export-file");
  return { artwork, stored };
}
