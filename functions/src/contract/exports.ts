/**
 * Exports (spec sections 3, 4, 7; decisions.md 9, 10, 15, 16): what an export is on the wire.
 * The files themselves are made by storage triggers; the browser watches their status here.
 */
import { z } from "zod";
import { DocumentId, IsoDate } from "./common";

/** Spec section 3: the export type enum sent on creation. */
export const ExportType = z.enum(["basic_logo"]);
export type ExportType = z.infer<typeof ExportType>;

export const CreateExportRequest = z.object({
  exportType: ExportType.default("basic_logo"),
});
export type CreateExportRequest = z.infer<typeof CreateExportRequest>;

/**
 * Spec section 3's resource types plus, beyond the spec (decisions.md 16), the vector master.
 * 'original' is the file the export was made from (spec: resource id 'original').
 */
export const ExportResourceType = z.enum([
  "original",
  "low_ql",
  "upscale_clarity",
  "rmbg_men1scus",
  "rmbg_smoretalk",
  "vector_svg",
]);
export type ExportResourceType = z.infer<typeof ExportResourceType>;

/** The labels the export page shows (spec section 3). */
export const EXPORT_RESOURCE_LABEL: Record<ExportResourceType, string> = {
  original: "Original",
  low_ql: "Normal Quality",
  upscale_clarity: "High Quality",
  rmbg_men1scus: "No Background (HQ) V1",
  rmbg_smoretalk: "No Background (HQ) V2",
  vector_svg: "Vector (SVG)",
};

/** What each file is for, shown under its label on /exports/{id}. */
export const EXPORT_RESOURCE_PURPOSE: Record<ExportResourceType, string> = {
  original: "The logo exactly as it was designed or uploaded.",
  low_ql: "1024 px PNG for e-mail signatures, documents and quick previews.",
  upscale_clarity: "4096 px PNG for print, signs and large screens.",
  rmbg_men1scus: "Transparent square PNG: place the logo on any colour or photo.",
  rmbg_smoretalk:
    "Transparent PNG trimmed to the artwork with an even margin: drop it into a website header.",
  vector_svg: "Scalable vector master with outlined text: for printers, sign makers and any size.",
};

export const ExportResourceStatus = z.enum(["pending", "ready", "failed"]);
export type ExportResourceStatus = z.infer<typeof ExportResourceStatus>;

export const ExportStatus = z.enum(["processing", "ready", "failed"]);
export type ExportStatus = z.infer<typeof ExportStatus>;

export const ExportResource = z.object({
  /** The resource type doubles as its id within the export ('original' for the original file). */
  id: ExportResourceType,
  type: ExportResourceType,
  label: z.string(),
  status: ExportResourceStatus,
  /**
   * Where the owner downloads it: an API path (relative to the API base) that needs the owner's
   * bearer token. No public URL to a full-quality file exists (decisions.md 10).
   */
  url: z.string(),
  /** The human file name the download is saved under, e.g. harbor-and-pine-high-quality.png. */
  fileName: z.string(),
  contentType: z.string().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  bytes: z.number().int().nonnegative().nullable(),
  /** Why the file could not be made, in plain words, when status is failed. */
  error: z.string().nullable(),
});
export type ExportResource = z.infer<typeof ExportResource>;

export const Export = z.object({
  id: DocumentId,
  logoId: DocumentId,
  /** 1-based, in creation order among the owner's exports: 'Export Logo N'. */
  number: z.number().int().positive(),
  exportType: ExportType,
  /** The logo's watermarked preview (the same image the library shows). */
  url: z.string(),
  creationTime: IsoDate,
  status: ExportStatus,
  /** Why the export failed, when it did. */
  error: z.string().nullable(),
  /** True when the export could never complete and its credit was given back (decisions.md 15). */
  creditReturned: z.boolean(),
  resources: z.array(ExportResource),
});
export type Export = z.infer<typeof Export>;

export const CreateExportResponse = z.object({
  success: z.literal(true),
  exportId: DocumentId,
  /** False when the logo already had an export: it is returned and no credit was used. */
  created: z.boolean(),
});
export type CreateExportResponse = z.infer<typeof CreateExportResponse>;

export const ExportsResponse = z.object({
  success: z.literal(true),
  data: z.object({ exports: z.array(Export) }),
});
export type ExportsResponse = z.infer<typeof ExportsResponse>;

export const ExportResponse = z.object({
  success: z.literal(true),
  data: z.object({ export: Export }),
});
export type ExportResponse = z.infer<typeof ExportResponse>;

/** The API path a resource is downloaded from (spec section 7: resources/{id}/blob). */
export function exportResourcePath(exportId: string, resourceId: ExportResourceType): string {
  return `/exports/${exportId}/resources/${resourceId}/blob`;
}
