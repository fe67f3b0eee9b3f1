import {
  EXPORT_FILE,
  type ExportResource,
  type ExportResourceType,
  type ExportSummary,
  RESOURCE_ORDER,
} from "@contract";

/** The export page's order: the files people come for first, the original last. */
export function orderedResources(exportItem: ExportSummary): ExportResource[] {
  return [...exportItem.resources].sort(
    (a, b) => RESOURCE_ORDER.indexOf(a.type) - RESOURCE_ORDER.indexOf(b.type),
  );
}

/** The brand kit is a zip: it has its own card with a preview of its contents, not a picture. */
export function isPictureFile(type: ExportResourceType): boolean {
  return type !== EXPORT_FILE.brandKit.id;
}

/** Files whose point is their transparency: their previews sit on a checkerboard. */
export function isTransparentFile(type: ExportResourceType): boolean {
  return TRANSPARENT_FILES.includes(type);
}

const TRANSPARENT_FILES: readonly ExportResourceType[] = [
  EXPORT_FILE.transparentSquarePng.id,
  EXPORT_FILE.transparentTrimmedPng.id,
  EXPORT_FILE.vectorMaster.id,
];

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** e.g. '4096 × 4096 px · 1.2 MB', from whatever the API knows about the file. */
export function describeFile(resource: ExportResource): string | null {
  const parts: string[] = [];
  if (resource.width && resource.height) parts.push(`${resource.width} × ${resource.height} px`);
  if (resource.bytes !== null && resource.bytes > 0) parts.push(formatBytes(resource.bytes));
  return parts.length > 0 ? parts.join(" · ") : null;
}

export function exportTitle(exportItem: ExportSummary): string {
  return `Export Logo ${exportItem.number}`;
}
