/** Test builders for the export contract: each test states only what it cares about. */
import {
  EXPORT_RESOURCE_LABEL,
  type Export,
  type ExportResource,
  type ExportResourceType,
  exportResourcePath,
} from "@contract";

let sequence = 0;

export const ENGINE_FILES: ExportResourceType[] = [
  "original",
  "low_ql",
  "upscale_clarity",
  "rmbg_men1scus",
  "rmbg_smoretalk",
  "vector_svg",
];

export function makeResource(
  exportId: string,
  type: ExportResourceType,
  overrides: Partial<ExportResource> = {},
): ExportResource {
  return {
    id: type,
    type,
    label: EXPORT_RESOURCE_LABEL[type],
    status: "ready",
    url: exportResourcePath(exportId, type),
    fileName: `acme-bakery-${type}.png`,
    contentType: type === "vector_svg" ? "image/svg+xml" : "image/png",
    width: 1024,
    height: 1024,
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
    resources: ENGINE_FILES.map((type) => makeResource(id, type, { status: statuses[type] ?? "ready" })),
    ...overrides,
  };
}
