/**
 * Exports: what an export is on the wire.
 * The files themselves are made by storage triggers; the browser watches their status here.
 */
import { z } from "zod";
import { DocumentId, IsoDate } from "./common";
import { MotionStyle } from "./motion";
import { ContactDetails } from "./stationery";

/** The export type enum sent on creation. */
export const ExportType = z.enum(["basic_logo"]);
export type ExportType = z.infer<typeof ExportType>;

export const CreateExportRequest = z.object({
  exportType: ExportType.default("basic_logo"),
});
export type CreateExportRequest = z.infer<typeof CreateExportRequest>;

/** Who makes a file of an export: the original is copied in, the rest are made by the pipeline. */
type ExportFileMaker = "copied" | "image-processor" | "brand-kit";

interface ExportFileDescription {
  /**
   * The spec's resource id: what the API answers, the key in Firestore and the name in Storage
   * paths. It names a method ('rmbg_men1scus'), not the file, so code refers to a file by its
   * key in EXPORT_FILE instead and the id stays as the spec wrote it.
   */
  id: string;
  /** What the export page shows. */
  label: string;
  /** What the file is for, shown under its label on /exports/{id}. */
  purpose: string;
  /** The download name after the brand: harbor-and-pine-high-quality.png. */
  fileNamePart: string;
  /** null for the original, which keeps the type of the file the export was made from. */
  extension: "png" | "svg" | "zip" | null;
  contentType: "image/png" | "image/svg+xml" | "application/zip" | null;
  madeBy: ExportFileMaker;
  /** Only a logo with a vector master gets it (an upload has only pixels). */
  vectorOnly: boolean;
  /** Its place on the export page and in 'Download all', 1 first. */
  pageOrder: number;
}

/**
 * Every file an export can hold, named in code by what it is. The spec's resource types plus,
 * beyond the spec, the vector master and the brand kit; 'original' is the file the export was
 * made from. The keys are in the order an export plans its files and the export dialog lists them.
 */
export const EXPORT_FILE = {
  original: {
    id: "original",
    label: "Original",
    purpose: "The logo exactly as it was designed or uploaded.",
    fileNamePart: "original",
    extension: null,
    contentType: null,
    madeBy: "copied",
    vectorOnly: false,
    pageOrder: 7,
  },
  normalQualityPng: {
    id: "low_ql",
    label: "Normal Quality",
    purpose: "1024 px PNG for e-mail signatures, documents and quick previews.",
    fileNamePart: "normal-quality",
    extension: "png",
    contentType: "image/png",
    madeBy: "image-processor",
    vectorOnly: false,
    pageOrder: 4,
  },
  highQualityPng: {
    id: "upscale_clarity",
    label: "High Quality",
    purpose: "4096 px PNG for print, signs and large screens.",
    fileNamePart: "high-quality",
    extension: "png",
    contentType: "image/png",
    madeBy: "image-processor",
    vectorOnly: false,
    pageOrder: 1,
  },
  transparentSquarePng: {
    id: "rmbg_men1scus",
    label: "No Background (HQ) V1",
    purpose:
      "Transparent square PNG for white and light backgrounds: documents, slides, light photos. The brand kit has the version for dark ones.",
    fileNamePart: "no-background-v1",
    extension: "png",
    contentType: "image/png",
    madeBy: "image-processor",
    vectorOnly: false,
    pageOrder: 2,
  },
  transparentTrimmedPng: {
    id: "rmbg_smoretalk",
    label: "No Background (HQ) V2",
    purpose:
      "Transparent PNG trimmed to the artwork with an even margin, for light backgrounds: drop it into a website header.",
    fileNamePart: "no-background-v2",
    extension: "png",
    contentType: "image/png",
    madeBy: "image-processor",
    vectorOnly: false,
    pageOrder: 3,
  },
  vectorMaster: {
    id: "vector_svg",
    label: "Vector (SVG)",
    purpose: "Scalable vector master with outlined text: for printers, sign makers and any size.",
    fileNamePart: "vector",
    extension: "svg",
    contentType: "image/svg+xml",
    madeBy: "image-processor",
    vectorOnly: true,
    pageOrder: 5,
  },
  brandKit: {
    id: "brand_kit",
    label: "Brand kit (.zip)",
    purpose:
      "Everything for a website, a shop sign, social profiles and a printer: vector and PNG logos, favicons, social images and a one-page brand sheet.",
    fileNamePart: "brand-kit",
    extension: "zip",
    contentType: "application/zip",
    madeBy: "brand-kit",
    vectorOnly: false,
    pageOrder: 6,
  },
} as const satisfies Record<string, ExportFileDescription>;

type ExportFiles = typeof EXPORT_FILE;
export type ExportFileName = keyof ExportFiles;
/** One file of EXPORT_FILE with its name in code. */
export type ExportFile = ExportFiles[ExportFileName] & { name: ExportFileName };

/** EXPORT_FILE as a list, in its keys' order. */
export const EXPORT_FILES: readonly ExportFile[] = (Object.keys(EXPORT_FILE) as ExportFileName[]).map(
  (name): ExportFile => ({ ...EXPORT_FILE[name], name }),
);

// Object.values keeps the literal ids but not the tuple type z.enum wants; the list is never empty.
const EXPORT_FILE_IDS = EXPORT_FILES.map((file) => file.id) as [ExportFile["id"], ...ExportFile["id"][]];

/** The resource types: every spec id of EXPORT_FILE. */
export const ExportResourceType = z.enum(EXPORT_FILE_IDS);
export type ExportResourceType = z.infer<typeof ExportResourceType>;

/** A table by spec id of one thing about every file; complete because it is built from the list. */
function byResourceType<T>(pick: (file: ExportFile) => T): Readonly<Record<ExportResourceType, T>> {
  return Object.fromEntries(EXPORT_FILES.map((file) => [file.id, pick(file)])) as Record<
    ExportResourceType,
    T
  >;
}

/** The file a resource type is, for code that holds an id from the wire or from Firestore. */
export const EXPORT_FILE_BY_TYPE = byResourceType((file) => file);

/**
 * The order the export page and 'Download all' list files in: High Quality first, then the other
 * PNGs, the vector master, the brand kit, and last the original.
 */
export const RESOURCE_ORDER: readonly ExportResourceType[] = [...EXPORT_FILES]
  .sort((a, b) => a.pageOrder - b.pageOrder)
  .map((file) => file.id);

/** The labels the export page shows. */
export const EXPORT_RESOURCE_LABEL = byResourceType((file) => file.label);

/** What each file is for, shown under its label on /exports/{id}. */
export const EXPORT_RESOURCE_PURPOSE = byResourceType((file) => file.purpose);

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

export const BrandKitFileGroup = z.enum([
  "vector",
  "png",
  "web",
  "social",
  "mockups",
  "motion",
  "stationery",
  "brand",
]);
export type BrandKitFileGroup = z.infer<typeof BrandKitFileGroup>;

/** Headings for the kit's groups of files on /exports/{id}. */
export const BRAND_KIT_GROUP_LABEL: Record<BrandKitFileGroup, string> = {
  brand: "Brand sheet",
  vector: "Vector (SVG and PDF)",
  png: "PNG, transparent",
  web: "Website icons",
  social: "Social media",
  mockups: "Mockups (your logo in use)",
  motion: "Motion (your logo animated)",
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
  /** The animation style of the kit's motion files (null until the kit is made with them). */
  motionStyle: MotionStyle.nullable().default(null),
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
