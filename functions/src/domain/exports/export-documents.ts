/**
 * exports/{id}: the stored shape of an export (parsed with zod on every read) and its public form
 * in the contract. The browser may read its own export documents (firestore.rules: ownerUid), so
 * the live status on /exports/{id} comes straight from this document.
 */
import { createHash } from "node:crypto";
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import {
  BrandKit,
  EXPORT_FILE,
  EXPORT_RESOURCE_LABEL,
  type Export,
  type ExportResource,
  ExportResourceStatus,
  ExportResourceType,
  ExportStatus,
  ExportType,
  exportResourcePath,
  FREE_REMAKES,
  LogoHealth,
  RESOURCE_ORDER,
  stationeryFilePath,
} from "../../contract";
import { MotionStyle } from "../../contract/motion";
import { ContactDetails } from "../../contract/stationery";
import { readDocument, readOwnedDocument, type Stored } from "../firestore-documents";
import { fileNameFor } from "./export-rules";

export const EXPORT_COLLECTIONS = {
  exports: "exports",
  /** users/{uid}/exportRequests/{key-<sha256>}: the answer to a keyed POST /logos/{id}/export. */
  exportRequests: "exportRequests",
} as const;

const StoredTimestamp = z.instanceof(Timestamp);

export const ResourceState = z.object({
  status: ExportResourceStatus,
  /** Storage object of the finished file; null until it is made. */
  path: z.string().nullable(),
  /** Known before the file exists (png, svg, or the upload's own), so the file name is stable. */
  extension: z.string(),
  contentType: z.string().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  bytes: z.number().int().nonnegative().nullable(),
  error: z.string().nullable(),
  /**
   * The pipeline invocation making this file now, and until when (epoch ms): concurrent
   * deliveries of one event leave a claimed file to its claimer instead of making it twice.
   */
  claimedBy: z.string().nullable().default(null),
  claimedUntil: z.number().nullable().default(null),
});
export type ResourceState = z.infer<typeof ResourceState>;

/** A file that is planned and not made yet. */
export function pendingResource(extension: string, contentType: string | null = null): ResourceState {
  return {
    status: "pending",
    path: null,
    extension,
    contentType,
    width: null,
    height: null,
    bytes: null,
    error: null,
    claimedBy: null,
    claimedUntil: null,
  };
}

/**
 * Where an export's source original is stored. `export-sources`: the bucket of its own that the
 * export trigger listens on. `files`: beside the made files in the default bucket, where exports
 * made before that bucket existed keep it ('Try again' copies it over). The master and raster
 * copies are always beside the files.
 */
const ExportSourceStore = z.enum(["export-sources", "files"]);

export const ExportSourceFiles = z.object({
  store: ExportSourceStore.default("files"),
  /** vector: made from the SVG master; raster: from the 1024 px PNG (uploads, Replicate logos). */
  kind: z.enum(["vector", "raster"]),
  /** The 'original' resource; its finalize event starts the pipeline. Written last. */
  original: z.string(),
  originalContentType: z.string(),
  /** The SVG master (vector logos). */
  master: z.string().nullable(),
  /** The pixels the raster pipeline works from (the original itself for generated logos). */
  raster: z.string(),
});
export type ExportSourceFiles = z.infer<typeof ExportSourceFiles>;

export const ResourceMap = z.partialRecord(ExportResourceType, ResourceState);
export type ResourceMap = z.infer<typeof ResourceMap>;

/**
 * What the brand kit needs to know about the design that the master does not say: the fonts and
 * the tagline of its direction (engine logos), read from the prompt when the export is created.
 */
export const BrandFacts = z.object({
  fonts: z.array(
    z.object({ role: z.enum(["name", "tagline"]), family: z.string(), weight: z.number().int() }),
  ),
  tagline: z.string(),
});
export type BrandFacts = z.infer<typeof BrandFacts>;

/** One build of the owner's stationery: each file is kept under stationery/{buildId}/. */
export const StoredStationery = z.object({
  details: ContactDetails,
  buildId: z.string(),
  files: z.array(
    z.object({
      fileName: z.string(),
      path: z.string(),
      purpose: z.string(),
      contentType: z.string(),
      bytes: z.number().int().nonnegative(),
    }),
  ),
  /** For 'Copy signature': the signature's HTML with its image's public link. */
  signatureHtml: z.string(),
  /**
   * The image that HTML shows, published at signatures/{token}.png; null for builds made before
   * it had a public copy of its own (their image sits among `files`).
   */
  signatureImagePath: z.string().nullable().default(null),
  updatedAt: StoredTimestamp,
});
export type StoredStationery = z.infer<typeof StoredStationery>;

export const StoredRemake = z.object({
  exportId: z.string(),
  logoId: z.string(),
  number: z.number().int().positive(),
  previewUrl: z.string(),
  createdAt: StoredTimestamp,
});
export type StoredRemake = z.infer<typeof StoredRemake>;

export const ExportDocument = z.object({
  ownerUid: z.string(),
  logoId: z.string(),
  number: z.number().int().positive(),
  exportType: ExportType,
  /** The logo's watermarked preview URL, copied at creation so lists need no logo reads. */
  previewUrl: z.string(),
  /** Slug the download names start with, e.g. harbor-and-pine. */
  fileStem: z.string(),
  /** The brand name handed to the image processor. */
  brandName: z.string(),
  status: ExportStatus,
  error: z.string().nullable(),
  creditReturned: z.boolean(),
  source: ExportSourceFiles,
  /** Keyed by resource type, so a resource can never be listed twice. */
  resources: ResourceMap,
  /** Source object generations whose pipeline run ended with a failed file (a set). */
  failedRuns: z.array(z.string()),
  /** Fonts and tagline of the design, for the brand kit; null when not known (uploads). */
  brandFacts: BrandFacts.nullable().default(null),
  /** What the brand kit holds, recorded with the kit. */
  brandKit: BrandKit.nullable().default(null),
  /** The logo health check, measured while the kit is made. */
  health: LogoHealth.nullable().default(null),
  /** How long the last brand kit took to make, in ms (the bench reads it). */
  brandKitMs: z.number().nullable().default(null),
  /** Stationery with the owner's contact details, made when they save the form. */
  stationery: StoredStationery.nullable().default(null),
  /**
   * The animation style of the kit's motion files: the owner's pick, or the style that fits the
   * design once the kit is made without one (null before).
   */
  motionStyle: MotionStyle.nullable().default(null),
  /** The style that fits the design, chosen when the export is made from its direction. */
  fittingMotionStyle: MotionStyle.nullable().default(null),
  /**
   * Recorded in the register of sold logos (look-alike/sold-logos.ts) with the credit it took:
   * nobody else can export this logo. False for exports made before the register, and once the
   * credit is returned (the register forgets it then).
   */
  exclusive: z.boolean().default(false),
  /** The bought export this one remakes without a credit (an edit that keeps its symbol). */
  remakeOf: z.object({ exportId: z.string(), number: z.number().int().positive() }).nullable().default(null),
  /** On a bought export: its free remakes, oldest first (a remake given up leaves the list). */
  remakes: z.array(StoredRemake).default([]),
  createdAt: StoredTimestamp,
  updatedAt: StoredTimestamp,
});
export type ExportDocument = z.infer<typeof ExportDocument>;

export const ExportRequestRecord = z.object({
  fingerprint: z.string(),
  exportId: z.string(),
  created: z.boolean(),
  createdAt: StoredTimestamp,
});
export type ExportRequestRecord = z.infer<typeof ExportRequestRecord>;

export function exportDocument(db: Firestore, exportId: string) {
  return db.collection(EXPORT_COLLECTIONS.exports).doc(exportId);
}

/** Someone else's export reads exactly like a missing one. */
export async function getOwnedExport(
  db: Firestore,
  uid: string,
  exportId: string,
): Promise<Stored<ExportDocument>> {
  return readOwnedDocument(ExportDocument, await exportDocument(db, exportId).get(), uid, "export");
}

export async function readExport(db: Firestore, exportId: string): Promise<Stored<ExportDocument> | null> {
  return readDocument(ExportDocument, await exportDocument(db, exportId).get());
}

/**
 * One export per logo, at an id derived from the logo id: two clicks racing each
 * other meet on the same document, and the transaction lets only one of them create it.
 */
export function exportIdForLogo(logoId: string): string {
  return `exp-${createHash("sha256").update(logoId).digest("hex").slice(0, 32)}`;
}

export function exportRequestIdForKey(idempotencyKey: string): string {
  return `key-${createHash("sha256").update(idempotencyKey).digest("hex")}`;
}

function toResource(
  exportId: string,
  stem: string,
  type: ExportResourceType,
  state: ResourceState,
): ExportResource {
  return {
    id: type,
    type,
    label: EXPORT_RESOURCE_LABEL[type],
    status: state.status,
    url: state.status === "ready" ? exportResourcePath(exportId, type) : null,
    fileName: fileNameFor(stem, type, state.extension),
    contentType: state.contentType,
    width: state.width,
    height: state.height,
    bytes: state.bytes,
    error: state.error,
  };
}

/** The resources in the order the export page lists them. */
function orderedResources(resources: ResourceMap): [ExportResourceType, ResourceState][] {
  const ordered: [ExportResourceType, ResourceState][] = [];
  for (const type of RESOURCE_ORDER) {
    const state = resources[type];
    if (state) ordered.push([type, state]);
  }
  return ordered;
}

/** Free remakes a bought export still has: none for a remake, or for a logo nobody owns. */
function remakesLeft(
  data: Pick<ExportDocument, "exclusive" | "creditReturned" | "remakeOf" | "remakes">,
): number {
  if (!data.exclusive || data.creditReturned || data.remakeOf) return 0;
  return Math.max(0, FREE_REMAKES - data.remakes.length);
}

export function toExport({ id, data }: Stored<ExportDocument>): Export {
  return {
    id,
    logoId: data.logoId,
    number: data.number,
    exportType: data.exportType,
    url: data.previewUrl,
    creationTime: data.createdAt.toDate().toISOString(),
    status: data.status,
    error: data.error,
    creditReturned: data.creditReturned,
    exclusive: data.exclusive && !data.creditReturned,
    remakeOf: data.remakeOf,
    remakes: data.remakes.map((remake) => ({
      exportId: remake.exportId,
      number: remake.number,
      url: remake.previewUrl,
      creationTime: remake.createdAt.toDate().toISOString(),
    })),
    remakesLeft: remakesLeft(data),
    resources: orderedResources(data.resources).map(([type, state]) =>
      toResource(id, data.fileStem, type, state),
    ),
    brandKit: data.resources[EXPORT_FILE.brandKit.id]?.status === "ready" ? data.brandKit : null,
    health: data.health,
    stationery: data.stationery && {
      details: data.stationery.details,
      files: data.stationery.files.map(({ fileName, purpose, contentType, bytes }) => ({
        fileName,
        purpose,
        contentType,
        bytes,
        url: stationeryFilePath(id, fileName),
      })),
      signatureHtml: data.stationery.signatureHtml,
      updatedAt: data.stationery.updatedAt.toDate().toISOString(),
    },
    motionStyle: data.motionStyle,
  };
}
