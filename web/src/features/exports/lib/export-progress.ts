/**
 * How far an export is, for the 'Preparing Your Logo' bar and the export page. The bar follows
 * the files really made; the spec's 10% -> 90% over about 90 s (section 4) only lets it creep
 * between two files, never past the mark of a file that is not made yet, and never past 90%
 * before the export is done.
 */
import type { ExportSummary } from "@contract";

const PROGRESS_START = 10;
const PROGRESS_CEILING = 90;
/** The export bar climbs from 10% to 90% over about 90 s. */
export const EXPORT_EXPECTED_MS = 90_000;
/**
 * Before the export exists, its file count is not known: an engine logo's seven (the original,
 * four PNGs, the vector master and the brand kit).
 */
const ASSUMED_FILE_COUNT = 7;

interface FileCounts {
  /** Files no longer in the making: ready or failed. */
  settled: number;
  ready: number;
  failed: number;
  total: number;
}

export function countFiles(exportItem: ExportSummary): FileCounts {
  const total = exportItem.resources.length;
  const ready = exportItem.resources.filter((resource) => resource.status === "ready").length;
  const failed = exportItem.resources.filter((resource) => resource.status === "failed").length;
  return { settled: ready + failed, ready, failed, total };
}

/** True while any file is still being made. */
export function isInProgress(exportItem: ExportSummary): boolean {
  return (
    exportItem.status === "processing" ||
    exportItem.resources.some((resource) => resource.status === "pending")
  );
}

/** The bar's value in percent: `exportItem` is null while the export call is still answering. */
export function exportProgress(exportItem: ExportSummary | null, elapsedMs: number): number {
  if (exportItem && !isInProgress(exportItem)) return 100;
  const counts = exportItem ? countFiles(exportItem) : null;
  const total = counts && counts.total > 0 ? counts.total : ASSUMED_FILE_COUNT;
  const settled = counts?.settled ?? 0;
  const span = PROGRESS_CEILING - PROGRESS_START;
  const reached = PROGRESS_START + (span * settled) / total;
  // One point short of the next file's mark: the bar never claims a file that is not made.
  const nextMark = Math.min(PROGRESS_CEILING, PROGRESS_START + (span * (settled + 1)) / total - 1);
  const byTime = PROGRESS_START + span * Math.min(1, Math.max(0, elapsedMs) / EXPORT_EXPECTED_MS);
  return Math.min(PROGRESS_CEILING, Math.max(reached, Math.min(byTime, nextMark)));
}
