/**
 * The rules of an export as pure functions over its stored state: which files it gets, what they
 * are called, how a pipeline run moves the export between states, when 'Try again' may run and
 * when the credit goes back. Nothing here touches Firestore or Storage.
 */
import { slugify as transliterateToSlug } from "transliteration";
import {
  EXPORT_ATTEMPTS,
  EXPORT_FILE,
  EXPORT_FILE_BY_TYPE,
  EXPORT_FILES,
  EXPORT_MESSAGE,
  type ExportFile,
  type ExportResourceType,
  type ExportStatus,
  RESOURCE_ORDER,
} from "../../contract";
import type { MembershipState } from "../membership";
import type { ImageResourceType, ProducedResourceType } from "../ports/export-image-processor";

/** A file that failed in this many separate runs (3 tries: the first and two 'Try again') is given up. */
export const MAX_FAILED_RUNS = EXPORT_ATTEMPTS;

/** A run that has not settled in this long died with its instance (the trigger's timeout is 540 s). */
export const STALLED_AFTER_MS = 10 * 60 * 1000;

function isMade(file: ExportFile): file is Exclude<ExportFile, { madeBy: "copied" }> {
  return file.madeBy !== "copied";
}

function isImage(file: ExportFile): file is Extract<ExportFile, { madeBy: "image-processor" }> {
  return file.madeBy === "image-processor";
}

function fitsSource(file: ExportFile, kind: "vector" | "raster"): boolean {
  return kind === "vector" || !file.vectorOnly;
}

/**
 * Every export gets the four PNG files and the brand kit (an upload's kit
 * holds what its pixels allow); logos with a vector master also get the master.
 */
export function plannedResourceTypes(kind: "vector" | "raster"): ProducedResourceType[] {
  return EXPORT_FILES.filter(isMade)
    .filter((file) => fitsSource(file, kind))
    .map((file) => file.id);
}

/** The planned files an image processor makes: the PNGs, and the vector master when there is one. */
export function plannedImageTypes(kind: "vector" | "raster"): ImageResourceType[] {
  return EXPORT_FILES.filter(isImage)
    .filter((file) => fitsSource(file, kind))
    .map((file) => file.id);
}

/** The types the pipeline makes beside the image processor's files. */
export const KIT_RESOURCE_TYPES: readonly ProducedResourceType[] = [EXPORT_FILE.brandKit.id];

/** The original keeps the extension of the file the export was made from. */
export function plannedExtension(type: ExportResourceType, originalExtension: string): string {
  return EXPORT_FILE_BY_TYPE[type].extension ?? originalExtension;
}

/** Lower-case ASCII words joined by hyphens; accents are dropped, other scripts give ''. */
/**
 * Download names in ASCII, so they survive every mail client, zip tool and file system: letters of
 * any script are transliterated ('Ørsted Café' → 'orsted-cafe', '北京' → 'bei-jing'), never dropped.
 */
export function slugify(text: string): string {
  return transliterateToSlug(text.replace(/&/g, " and "), { lowercase: true, separator: "-", trim: true })
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
}

/**
 * What download names start with: the brand, or a numbered name for uploads and for names with
 * nothing to transliterate (emoji only, say).
 */
export function fileStemFor(
  projectName: string,
  projectKind: "generated" | "uploads",
  exportNumber: number,
): string {
  const slug = projectKind === "uploads" ? "" : slugify(projectName);
  return slug || `logo-export-${exportNumber}`;
}

/** e.g. harbor-and-pine-high-quality.png */
export function fileNameFor(stem: string, type: ExportResourceType, extension: string): string {
  return `${stem}-${EXPORT_FILE_BY_TYPE[type].fileNamePart}.${extension}`;
}

/** The state the rules work on: the part of exports/{id} that runs change. */
export interface ExportProgress<R extends { status: "pending" | "ready" | "failed"; error: string | null }> {
  status: ExportStatus;
  error: string | null;
  creditReturned: boolean;
  resources: Partial<Record<ExportResourceType, R>>;
  failedRuns: string[];
}

/**
 * A partly delivered export: at least one file was made for it (anything but the original, which
 * is the logo's own file copied in). From then on the export has been paid for with something the
 * owner can download, so its credit is never returned; an export is refunded only when nothing was
 * made, and a refunded export delivers nothing, its original included.
 */
export function hasMadeFile<R extends { status: "pending" | "ready" | "failed" }>(
  resources: Partial<Record<ExportResourceType, R>>,
): boolean {
  return RESOURCE_ORDER.some(
    (type) => EXPORT_FILE_BY_TYPE[type].madeBy !== "copied" && resources[type]?.status === "ready",
  );
}

function statesOf<R extends { status: "pending" | "ready" | "failed" }>(
  resources: Partial<Record<ExportResourceType, R>>,
): R[] {
  return Object.values(resources).filter((state): state is R => state !== undefined);
}

function mapResources<R>(
  resources: Partial<Record<ExportResourceType, R>>,
  change: (state: R) => R,
): Partial<Record<ExportResourceType, R>> {
  const changed: Partial<Record<ExportResourceType, R>> = {};
  for (const type of RESOURCE_ORDER) {
    const state = resources[type];
    if (state !== undefined) changed[type] = change(state);
  }
  return changed;
}

/** What a claim needs from a resource; the rest of the resource passes through untouched. */
export interface Claimable {
  status: "pending" | "ready" | "failed";
  error: string | null;
  claimedBy: string | null;
  claimedUntil: number | null;
}

/**
 * Claims, for one pipeline invocation, every listed file that is not ready and not claimed by a
 * live invocation (a claim older than its deadline belongs to an instance that died). Returns
 * the changed resources and the types this invocation now owns.
 */
export function claimResources<R extends Claimable>(
  resources: Partial<Record<ExportResourceType, R>>,
  types: readonly ExportResourceType[],
  invocation: string,
  nowMillis: number,
  untilMillis: number,
): { resources: Partial<Record<ExportResourceType, R>>; claimed: ExportResourceType[] } {
  const next = { ...resources };
  const claimed: ExportResourceType[] = [];
  for (const type of types) {
    const state = next[type];
    if (!state || state.status === "ready") continue;
    const liveClaim =
      state.claimedBy !== null && state.claimedBy !== invocation && (state.claimedUntil ?? 0) > nowMillis;
    if (liveClaim) continue;
    next[type] = { ...state, claimedBy: invocation, claimedUntil: untilMillis };
    claimed.push(type);
  }
  return { resources: next, claimed };
}

export type RunSettlement = "ready" | "retryable" | "gave-up" | "running";

/**
 * The end of one pipeline run (identified by its source object generation): ready when every
 * file is, else failed. After MAX_FAILED_RUNS different failed runs an export that made nothing
 * is given up on (credit returned, nothing downloadable); one that made some files keeps them and
 * its credit, and stays retryable. Repeating the same run (a second delivery) counts once.
 */
export function settleRun<R extends { status: "pending" | "ready" | "failed"; error: string | null }>(
  progress: ExportProgress<R>,
  runId: string,
): { progress: ExportProgress<R>; outcome: RunSettlement } {
  if (progress.creditReturned) return { progress, outcome: "gave-up" };
  const states = statesOf(progress.resources);
  if (states.every((state) => state.status === "ready")) {
    return { progress: { ...progress, status: "ready", error: null }, outcome: "ready" };
  }
  if (states.some((state) => state.status === "pending")) {
    return { progress: { ...progress, status: "processing", error: null }, outcome: "running" };
  }
  const failedRuns = progress.failedRuns.includes(runId)
    ? progress.failedRuns
    : [...progress.failedRuns, runId];
  if (failedRuns.length >= MAX_FAILED_RUNS && !hasMadeFile(progress.resources)) {
    return { progress: { ...giveUp(progress, EXPORT_MESSAGE.gaveUp), failedRuns }, outcome: "gave-up" };
  }
  const error =
    failedRuns.length >= MAX_FAILED_RUNS ? EXPORT_MESSAGE.partlyDelivered : EXPORT_MESSAGE.someFilesFailed;
  return { progress: { ...progress, failedRuns, status: "failed", error }, outcome: "retryable" };
}

/** A run that stopped before making its files: what was pending failed, with the reason. */
export function failPending<R extends { status: "pending" | "ready" | "failed"; error: string | null }>(
  progress: ExportProgress<R>,
  reason: string,
): ExportProgress<R> {
  const resources = mapResources(progress.resources, (state) =>
    state.status === "pending" ? { ...state, status: "failed", error: reason } : state,
  );
  return { ...progress, resources, status: "failed", error: reason };
}

/**
 * The export can never complete (e.g. its source is gone). When nothing was made it is failed for
 * good with its credit returned, and withdrawn: no file of it (the original included) stays
 * downloadable, so the credit, the downloads and the status agree. When files were made they stay
 * the owner's, and so does the credit; the export is failed with a reason that says so.
 */
export function giveUp<R extends { status: "pending" | "ready" | "failed"; error: string | null }>(
  progress: ExportProgress<R>,
  reason: string,
): ExportProgress<R> {
  if (hasMadeFile(progress.resources)) {
    const kept = reason === EXPORT_MESSAGE.sourceMissing ? EXPORT_MESSAGE.sourceMissingAfterDelivery : reason;
    return failPending(progress, kept);
  }
  const failed = failPending(progress, reason);
  const resources = mapResources(failed.resources, (state) =>
    state.status === "ready" ? { ...state, status: "failed", error: EXPORT_MESSAGE.withdrawn } : state,
  );
  return { ...failed, resources, creditReturned: true };
}

/**
 * The credit comes back exactly once, at the moment an export is given up on;
 * `alreadyReturned` is the export's flag as read in the same transaction.
 */
export function returnExportCredit(membership: MembershipState, alreadyReturned: boolean): MembershipState {
  if (alreadyReturned) return membership;
  return { ...membership, exportsUsed: Math.max(0, membership.exportsUsed - 1) };
}

export type RetryDecision = "restart" | "nothing-to-do" | "not-retryable";

/**
 * 'Try again' (no credit): a failed export restarts; so does one whose run died with its
 * instance. A ready or running export has nothing to retry; a given-up export is final (its
 * credit is back; exporting the logo again starts it over for a credit).
 */
export function retryDecision(
  progress: { status: ExportStatus; creditReturned: boolean },
  updatedAtMillis: number,
  nowMillis: number,
): RetryDecision {
  if (progress.creditReturned) return "not-retryable";
  if (progress.status === "failed") return "restart";
  if (isStalled(progress, updatedAtMillis, nowMillis)) return "restart";
  return "nothing-to-do";
}

/**
 * Still processing long after its last change: the run died with its instance, or (on the local
 * stack) its event was lost with a crash. Nothing will finish it but 'Try again'.
 */
export function isStalled(
  progress: { status: ExportStatus },
  updatedAtMillis: number,
  nowMillis: number,
): boolean {
  return progress.status === "processing" && nowMillis - updatedAtMillis > STALLED_AFTER_MS;
}

/**
 * 'Try again' on a stalled export. The run that died (with its instance, or aborted by a native
 * library) made none of its pending files, so it counts as a failed run, as a run whose files
 * failed does: an export whose runs keep dying before they make anything is given up with its
 * credit returned, rather than offered 'Try again' for ever. Otherwise its files go back to pending.
 */
export function restartStalled<R extends { status: "pending" | "ready" | "failed"; error: string | null }>(
  progress: ExportProgress<R>,
  updatedAtMillis: number,
): ExportProgress<R> {
  const settled = settleRun(failPending(progress, EXPORT_MESSAGE.stalled), `stalled-${updatedAtMillis}`);
  return settled.outcome === "gave-up" ? settled.progress : resetForRetry(settled.progress);
}

/** Failed (and stalled pending) files go back to pending; finished files are kept. */
export function resetForRetry<R extends { status: "pending" | "ready" | "failed"; error: string | null }>(
  progress: ExportProgress<R>,
): ExportProgress<R> {
  const resources = mapResources(progress.resources, (state) =>
    state.status === "ready" ? state : { ...state, status: "pending", error: null },
  );
  return { ...progress, resources, status: "processing", error: null };
}

/** Exporting a logo whose export was given up on starts it over: a fresh credit and a clean slate. */
export function restartGivenUp<R extends { status: "pending" | "ready" | "failed"; error: string | null }>(
  progress: ExportProgress<R>,
): ExportProgress<R> {
  return { ...resetForRetry(progress), creditReturned: false, failedRuns: [] };
}

/** An export needs one unused export credit. */
export function hasExportCredit(membership: MembershipState): boolean {
  return membership.exportCredits - membership.exportsUsed > 0;
}

export function takeExportCredit(membership: MembershipState): MembershipState {
  return { ...membership, exportsUsed: membership.exportsUsed + 1 };
}
