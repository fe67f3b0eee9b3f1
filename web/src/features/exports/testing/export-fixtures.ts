/** Test builders for the export contract: each test states only what it cares about. */
import {
  type BrandKit,
  EXPORT_FILE,
  EXPORT_FILE_BY_TYPE,
  EXPORT_FILES,
  EXPORT_RESOURCE_LABEL,
  type Export,
  type ExportResource,
  type ExportResourceType,
  exportResourcePath,
  type LogoHealth,
} from "@contract";

let sequence = 0;

/** A logo designed in Markery gets every file. */
const ENGINE_FILES: ExportResourceType[] = EXPORT_FILES.map((file) => file.id);

/** A one-pixel PNG, for previews whose pixels the test does not look at. */
const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

export function makeBrandKit(overrides: Partial<BrandKit> = {}): BrandKit {
  return {
    source: "vector",
    files: [
      {
        path: "README.txt",
        group: "brand",
        purpose: "What each file in this kit is for.",
        width: null,
        height: null,
        bytes: 2048,
      },
      {
        path: "vector/acme-bakery-logo-reversed.svg",
        group: "vector",
        purpose: "The full logo in one color, white: for dark backgrounds.",
        width: null,
        height: null,
        bytes: 9000,
      },
      {
        path: "web/favicon.ico",
        group: "web",
        purpose: "Browser tab icon.",
        width: 48,
        height: 48,
        bytes: 4000,
      },
      {
        path: "social/acme-bakery-profile-1080.png",
        group: "social",
        purpose: "Profile picture.",
        width: 1080,
        height: 1080,
        bytes: 60_000,
      },
    ],
    notes: [],
    previews: [{ label: "Profile picture", path: "social/acme-bakery-profile-1080.png", image: TINY_PNG }],
    ...overrides,
  };
}

function makeHealth(): LogoHealth {
  return {
    criteria: "Legibility: lines at least 1 px.",
    checks: [
      {
        id: "legibility-symbol-16",
        kind: "legibility",
        subject: "symbol",
        size: 16,
        ground: null,
        status: "warn",
        measured: "thinnest lines 0.6 px",
        reason:
          "The symbol at 16 px is hard to read: its thinnest lines are 0.6 px thick and blur into grey.",
        suggestion: "The symbol is fully clear from 25 px.",
        suggestedFile: "web/favicon.ico",
        image: TINY_PNG,
      },
      {
        id: "contrast-white",
        kind: "contrast",
        subject: "logo",
        size: null,
        ground: "white",
        status: "pass",
        measured: "the name (#0E2A3B) 14.9:1",
        reason: "The full-color logo stands out on white.",
        suggestion: null,
        suggestedFile: null,
        image: null,
      },
    ],
  };
}

export function makeResource(
  exportId: string,
  type: ExportResourceType,
  overrides: Partial<ExportResource> = {},
): ExportResource {
  const isKit = type === EXPORT_FILE.brandKit.id;
  return {
    id: type,
    type,
    label: EXPORT_RESOURCE_LABEL[type],
    status: "ready",
    url: exportResourcePath(exportId, type),
    fileName: isKit ? "acme-bakery-brand-kit.zip" : `acme-bakery-${type}.png`,
    contentType: EXPORT_FILE_BY_TYPE[type].contentType ?? "image/png",
    width: isKit ? null : 1024,
    height: isKit ? null : 1024,
    bytes: 20_480,
    error: null,
    ...overrides,
  };
}

export function makeExport(
  overrides: Partial<Export> = {},
  statuses: Partial<Record<ExportResourceType, ExportResource["status"]>> = {},
): Export {
  sequence += 1;
  const id = overrides.id ?? `export${sequence}`;
  const kitReady = (statuses[EXPORT_FILE.brandKit.id] ?? "ready") === "ready";
  return {
    id,
    logoId: `logo${sequence}`,
    number: sequence,
    exportType: "basic_logo",
    url: `https://storage.example/${id}-preview.png`,
    creationTime: "2026-11-20T10:00:00.000Z",
    status: "ready",
    error: null,
    creditReturned: false,
    exclusive: true,
    remakeOf: null,
    remakes: [],
    remakesLeft: 5,
    resources: ENGINE_FILES.map((type) => makeResource(id, type, { status: statuses[type] ?? "ready" })),
    brandKit: kitReady ? makeBrandKit() : null,
    health: kitReady ? makeHealth() : null,
    stationery: null,
    motionStyle: kitReady ? "calm" : null,
    ...overrides,
  };
}
