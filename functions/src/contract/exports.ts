/**
 * Exports: what an export is on the wire.
 * The files themselves are made by storage triggers; the browser watches their status here.
 */
import { z } from "zod";
import { DocumentId, IsoDate } from "./common";
import { ContactDetails } from "./stationery";

/** The export type enum sent on creation. */
export const ExportType = z.enum(["basic_logo"]);
export type ExportType = z.infer<typeof ExportType>;

export const CreateExportRequest = z.object({
  exportType: ExportType.default("basic_logo"),
});
export type CreateExportRequest = z.infer<typeof CreateExportRequest>;

/**
 * The resource types plus, beyond the spec, the vector master and
 * the brand kit. 'original' is the file the export was made from (spec: resource id
 * 'original').
 */
export const ExportResourceType = z.enum([
  "original",
  "low_ql",
  "upscale_clarity",
  "rmbg_men1scus",
  "rmbg_smoretalk",
  "vector_svg",
  "brand_kit",
]);
export type ExportResourceType = z.infer<typeof ExportResourceType>;

/**
 * The order the export page and 'Download all' list files in: High Quality first, then the other
 * PNGs, the vector master, the brand kit, and last the original.
 */
export const RESOURCE_ORDER: readonly ExportResourceType[] = [
  "upscale_clarity",
  "rmbg_men1scus",
  "rmbg_smoretalk",
  "low_ql",
  "vector_svg",
  "brand_kit",
  "original",
];

/** The labels the export page shows. */
export const EXPORT_RESOURCE_LABEL: Record<ExportResourceType, string> = {
  original: "Original",
  low_ql: "Normal Quality",
  upscale_clarity: "High Quality",
  rmbg_men1scus: "No Background (HQ) V1",
  rmbg_smoretalk: "No Background (HQ) V2",
  vector_svg: "Vector (SVG)",
  brand_kit: "Brand kit (.zip)",
};

/** What each file is for, shown under its label on /exports/{id}. */
export const EXPORT_RESOURCE_PURPOSE: Record<ExportResourceType, string> = {
  original: "The logo exactly as it was designed or uploaded.",
  low_ql: "1024 px PNG for e-mail signatures, documents and quick previews.",
  upscale_clarity: "4096 px PNG for print, signs and large screens.",
  rmbg_men1scus:
    "Transparent square PNG for white and light backgrounds: documents, slides, light photos. The brand kit has the version for dark ones.",
  rmbg_smoretalk:
    "Transparent PNG trimmed to the artwork with an even margin, for light backgrounds: drop it into a website header.",
  vector_svg: "Scalable vector master with outlined text: for printers, sign makers and any size.",
  brand_kit:
    "Everything for a website, a shop sign, social profiles and a printer: vector and PNG logos, favicons, social images and a one-page brand sheet.",
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
   * Where the owner downloads it, only once it is ready (null before, after a failure, and for a
   * refunded export): an API path (relative to the API base) that needs the owner's bearer token.
   * No public URL to a full-quality file exists.
   */
  url: z.string().nullable(),
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

export const BrandKitFileGroup = z.enum(["vector", "png", "web", "social", "mockups", "stationery", "brand"]);
export type BrandKitFileGroup = z.infer<typeof BrandKitFileGroup>;

/** Headings for the kit's groups of files on /exports/{id}. */
export const BRAND_KIT_GROUP_LABEL: Record<BrandKitFileGroup, string> = {
  brand: "Brand sheet",
  vector: "Vector (SVG and PDF)",
  png: "PNG, transparent",
  web: "Website icons",
  social: "Social media",
  mockups: "Mockups (your logo in use)",
  stationery: "Stationery (placeholder details)",
};

export const BrandKitFile = z.object({
  /** Where the file sits in the zip, e.g. vector/harbor-and-pine-logo-reversed.svg. */
  path: z.string(),
  group: BrandKitFileGroup,
  /** What the file is for, in plain words (the README in the zip says the same). */
  purpose: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  bytes: z.number().int().nonnegative(),
});
export type BrandKitFile = z.infer<typeof BrandKitFile>;

/** A small picture of a file in the kit, as a PNG data URI (a few KB), for the page's preview. */
const BrandKitPreview = z.object({
  label: z.string(),
  /** The kit file it shows. */
  path: z.string(),
  image: z.string().startsWith("data:image/png;base64,"),
});

/** What the brand kit holds, stored on the export when the kit is made. */
export const BrandKit = z.object({
  /** vector: made from the logo's vector master; raster: from its pixels (uploads). */
  source: z.enum(["vector", "raster"]),
  files: z.array(BrandKitFile),
  /** What this kit leaves out and why, in plain words (e.g. an upload has no vector files). */
  notes: z.array(z.string()),
  previews: z.array(BrandKitPreview),
});
export type BrandKit = z.infer<typeof BrandKit>;

const LogoHealthStatus = z.enum(["pass", "warn"]);

/** One check of the logo health check; the criteria are in domain/brand-kit/README.md. */
export const LogoHealthCheck = z.object({
  id: z.string(),
  kind: z.enum(["legibility", "contrast", "one-color"]),
  /** What was checked: the symbol, the name, the whole logo, or the wordmark alone. */
  subject: z.enum(["symbol", "name", "logo", "wordmark"]),
  /** The display size in px, for legibility checks. */
  size: z.number().int().positive().nullable(),
  /** The background, for contrast checks. */
  ground: z.enum(["white", "black"]).nullable(),
  status: LogoHealthStatus,
  /** The figure measured, in short words: 'thinnest line 0.6 px'. */
  measured: z.string(),
  /** Why it passes or warns, in plain words. */
  reason: z.string(),
  /** When it warns: what to use instead, naming a file of the kit. */
  suggestion: z.string().nullable(),
  /** That file's path in the kit. */
  suggestedFile: z.string().nullable(),
  /** A render of what was measured, at the size measured (PNG data URI), for legibility checks. */
  image: z.string().startsWith("data:image/png;base64,").nullable(),
});
export type LogoHealthCheck = z.infer<typeof LogoHealthCheck>;

export const LogoHealth = z.object({
  checks: z.array(LogoHealthCheck),
  /** The criteria in one paragraph, as the page explains them. */
  criteria: z.string(),
});
export type LogoHealth = z.infer<typeof LogoHealth>;

/** A file of the export's stationery (business cards, letterheads, e-mail signature). */
export const StationeryFile = z.object({
  /** The name it downloads under, unique within the export: harbor-and-pine-letterhead-a4.pdf. */
  fileName: z.string(),
  purpose: z.string(),
  contentType: z.string(),
  bytes: z.number().int().nonnegative(),
  /** The owner's authenticated download path (relative to the API base). */
  url: z.string(),
});
export type StationeryFile = z.infer<typeof StationeryFile>;

/** The stationery made with the owner's contact details; null until they first save the form. */
const ExportStationery = z.object({
  details: ContactDetails,
  files: z.array(StationeryFile),
  /** The e-mail signature as rich HTML (its image on a public link), for 'Copy signature'. */
  signatureHtml: z.string(),
  updatedAt: IsoDate,
});

/** How many edits of a bought logo that keep its symbol are exported without a new credit. */
export const FREE_REMAKES = 5;

/** An export made free as a remake of a bought logo (a typo, colours, font, layout). */
const ExportRemake = z.object({
  exportId: DocumentId,
  number: z.number().int().positive(),
  url: z.string(),
  creationTime: IsoDate,
});

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
  /** True when the export could never complete and its credit was given back. */
  creditReturned: z.boolean(),
  /** In the register of sold logos: no other customer can get or export this logo. */
  exclusive: z.boolean().default(false),
  /** The bought export this one remakes for free, when it is a remake. */
  remakeOf: z.object({ exportId: DocumentId, number: z.number().int().positive() }).nullable().default(null),
  /** The free remakes of this bought logo, oldest first. */
  remakes: z.array(ExportRemake).default([]),
  /** Free remakes still to come (0 for a remake itself, and for a logo that is not exclusive). */
  remakesLeft: z.number().int().nonnegative().default(0),
  resources: z.array(ExportResource),
  /** What the brand kit holds, once it is made (null before, and for exports made before kits). */
  brandKit: BrandKit.nullable().default(null),
  /** The logo health check, measured when the brand kit is made. */
  health: LogoHealth.nullable().default(null),
  /** Business cards, letterheads and signature with the owner's details, once they save the form. */
  stationery: ExportStationery.nullable().default(null),
});
export type Export = z.infer<typeof Export>;

/** GET /logos/{id}/remake: whether exporting this logo is a free remake of a bought one. */
export const RemakeCheckResponse = z.object({
  success: z.literal(true),
  remake: z
    .object({
      exportId: DocumentId,
      number: z.number().int().positive(),
      remakesLeft: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type RemakeCheckResponse = z.infer<typeof RemakeCheckResponse>;

export const CreateExportResponse = z.object({
  success: z.literal(true),
  exportId: DocumentId,
  /** False when the logo already had an export: it is returned and no credit was used. */
  created: z.boolean(),
});
export type CreateExportResponse = z.infer<typeof CreateExportResponse>;

/**
 * An export as the list shows it: everything but the brand kit's file list, the health check and
 * the stationery, which belong to the export's own page (the first two carry pictures, tens of KB).
 */
export const ExportSummary = Export.omit({ brandKit: true, health: true, stationery: true });
export type ExportSummary = z.infer<typeof ExportSummary>;

export const ExportsResponse = z.object({
  success: z.literal(true),
  data: z.object({ exports: z.array(ExportSummary) }),
});
export type ExportsResponse = z.infer<typeof ExportsResponse>;

export const ExportResponse = z.object({
  success: z.literal(true),
  data: z.object({ export: Export }),
});
export type ExportResponse = z.infer<typeof ExportResponse>;

/** The API path a resource is downloaded from (resources/{id}/blob). */
export function exportResourcePath(exportId: string, resourceId: ExportResourceType): string {
  return `/exports/${exportId}/resources/${resourceId}/blob`;
}

/** The API path a stationery file is downloaded from. */
export function stationeryFilePath(exportId: string, fileName: string): string {
  return `/exports/${exportId}/stationery/${encodeURIComponent(fileName)}`;
}
