/**
 * One pipeline run. An export is made in two runs: the finalize event of its source original
 * (in the export-source bucket) starts the files run, which makes the download files and then
 * asks for the brand kit by writing an empty request object into the kit request bucket; that
 * object's finalize event starts the kit run. The files are a fraction of a second of work and
 * the kit several seconds, so an export's files never wait behind other exports' kits, the two
 * runs of one export can be under way on two instances at once, each stage has the settings its
 * work needs, and no run writes to the bucket that starts it. Each run makes the files of its
 * stage that are not ready yet and records each result on exports/{id} as it lands.
 *
 * A run is identified by the source original's generation (the kit run carries it in the
 * request's name): a second delivery of the same event is the same run (same file names, same
 * resource keys, the same failure counted once), and 'Try again' re-saves the source, which is a
 * new generation and so a new run.
 */
import { randomUUID } from "node:crypto";
import {
  type BrandKit,
  DEFAULT_MOTION_STYLE,
  EXPORT_FILE,
  EXPORT_RESOURCE_LABEL,
  type LogoHealth,
  type LogoScore,
  type MotionStyle,
  resourceFailedMessage,
} from "../../contract";
import { makeBrandKit } from "../brand-kit/make-brand-kit";
import { coalescingWriter, mapWithConcurrency } from "../concurrency";
import { scoreDrawing } from "../logo-score/score-stored-logo";
import type { KitBrand } from "../ports/brand-kit-maker";
import type { ExportSource, ProducedResourceType } from "../ports/export-image-processor";
import type { ExportMakers, ExportServices } from "../ports/export-services";
import { type ExportDocument, pendingResource, type ResourceState, readExport } from "./export-documents";
import { createExportObjectOnce, readExportObject, writeExportObject } from "./export-objects";
import {
  deliveredOriginalPath,
  extensionOf,
  kitRequestPath,
  type PipelineStage,
  parseStageObject,
  producedFilePath,
} from "./export-paths";
import { changeExport, giveUpExport } from "./export-repository";
import {
  claimResources,
  KIT_RESOURCE_TYPES,
  plannedExtension,
  type RunSettlement,
  settleRun,
} from "./export-rules";
import { readDesignSource, sourceStoreOf } from "./export-sources";

export interface StageObjectEvent {
  /** The stage whose bucket the object was finalized in. */
  stage: PipelineStage["stage"];
  /** The finalized object's name. */
  objectName: string;
  /** Its generation: one per write of the object. */
  generation: string;
}

type PipelineResult = "ignored" | "nothing-to-do" | RunSettlement;

interface PipelineOptions {
  /** How long the run may spend making files; the trigger's own timeout is above it. */
  budgetMs: number;
  /** Files made at the same time (CPU- and memory-bound work). */
  concurrency: number;
}

const DEFAULT_OPTIONS: PipelineOptions = { budgetMs: 420_000, concurrency: 2 };

/** A claim outlives its run's budget a little: the write and the record come after the deadline. */
const CLAIM_SLACK_MS = 60_000;

interface LoadedSource {
  source: ExportSource;
  original: { content: Buffer; bytes: number; width: number | null; height: number | null };
  brand: KitBrand;
}

function kitBrandOf(document: ExportDocument): KitBrand {
  return {
    brandName: document.brandName,
    stem: document.fileStem,
    fonts: document.brandFacts?.fonts ?? [],
    tagline: document.brandFacts?.tagline ?? "",
    // The owner's pick, else the style chosen for the design when the export was made.
    motionStyle: document.motionStyle ?? document.fittingMotionStyle ?? DEFAULT_MOTION_STYLE,
  };
}

/** The source files of the export, or null when one is missing or cannot be decoded. */
async function loadSource(services: ExportServices, document: ExportDocument): Promise<LoadedSource | null> {
  const original = await readExportObject(sourceStoreOf(services, document.source), document.source.original);
  if (!original) return null;
  const originalSize = await services.logoImages.dimensions(original);
  const source = await readDesignSource(services, document.source, document.brandName, original);
  if (!source) return null;
  if (source.kind === "raster") {
    const rasterSize =
      source.image === original ? originalSize : await services.logoImages.dimensions(source.image);
    if (rasterSize.width === null) return null;
  }
  return {
    source,
    original: { content: original, bytes: original.length, ...originalSize },
    brand: kitBrandOf(document),
  };
}

/** A file the pipeline made; the kit is a zip, so it has no pixel size. */
interface MadeFile {
  bytes: Buffer;
  contentType: string;
  extension: string;
  width: number | null;
  height: number | null;
}

function readyResource(path: string, file: MadeFile): ResourceState {
  return {
    status: "ready",
    path,
    extension: file.extension,
    contentType: file.contentType,
    width: file.width,
    height: file.height,
    bytes: file.bytes.length,
    error: null,
    claimedBy: null,
    claimedUntil: null,
  };
}

export async function runExportPipeline(
  services: ExportServices,
  makers: ExportMakers,
  event: StageObjectEvent,
  options: Partial<PipelineOptions> = {},
): Promise<PipelineResult> {
  const settings = { ...DEFAULT_OPTIONS, ...options };
  const target = parseStageObject(event.stage, event.objectName);
  if (!target) return "ignored";
  const { uid, exportId } = target;
  const stored = await readExport(services.db, exportId);
  // Someone else's prefix, a deleted export, or an object that is not this export's original.
  if (!stored || stored.data.ownerUid !== uid) return "ignored";
  if (target.stage === "files" && stored.data.source.original !== event.objectName) return "ignored";
  if (stored.data.status === "ready" || stored.data.creditReturned) return "nothing-to-do";

  const loaded = await loadSource(services, stored.data);
  if (!loaded) {
    console.warn(`Export ${exportId}: its source is missing or unreadable; giving up`);
    await giveUpExport(services, uid, exportId);
    return "gave-up";
  }
  if (target.stage === "kit") {
    const made = await makeClaimedFiles(services, makers, target, loaded, KIT_RESOURCE_TYPES, null, settings);
    if (!made) return "nothing-to-do";
    return settle(services, target, target.runId);
  }

  const originalPath = await deliverOriginal(services, target, stored.data, loaded);
  const made = await makeClaimedFiles(
    services,
    makers,
    target,
    loaded,
    makers.images.resourceTypes(loaded.source),
    originalPath,
    settings,
  );
  if (!made) return "nothing-to-do";
  if (made.resources[EXPORT_FILE.brandKit.id]?.status !== "ready") {
    const asked = await askForKit(services, target, event.generation);
    // Without its own run the kit is made here, later than it could have been but not lost.
    if (!asked) await makeClaimedFiles(services, makers, target, loaded, KIT_RESOURCE_TYPES, null, settings);
  }
  return settle(services, target, event.generation);
}

/** Writes the kit run's request; false when it could not be written. */
async function askForKit(services: ExportServices, target: PipelineStage, runId: string): Promise<boolean> {
  const path = kitRequestPath(target.uid, target.exportId, runId);
  try {
    // Once per files run: a repeated delivery of the same run finds it there and asks no more.
    await createExportObjectOnce(services.kitRequests, path, Buffer.alloc(0), "application/octet-stream");
    return true;
  } catch (error) {
    console.error(`Export ${target.exportId}: could not ask for its brand kit's run`, error);
    return false;
  }
}

/**
 * Claims the listed files nobody else is making right now and makes them. The first transaction
 * also records the delivered original (files run) and gives every type of the export a resource
 * (added once). Returns the export as it stood after the claim, or null when it needs nothing.
 */
async function makeClaimedFiles(
  services: ExportServices,
  makers: ExportMakers,
  target: PipelineStage,
  loaded: LoadedSource,
  types: readonly ProducedResourceType[],
  originalPath: string | null,
  { budgetMs, concurrency }: PipelineOptions,
): Promise<ExportDocument | null> {
  const { uid, exportId } = target;
  const everyType: ProducedResourceType[] = [
    ...KIT_RESOURCE_TYPES,
    ...makers.images.resourceTypes(loaded.source),
  ];
  const invocation = randomUUID();
  const deadline = Date.now() + budgetMs;
  let claimed: ProducedResourceType[] = [];
  const begun = await changeExport(services, uid, exportId, (current) => {
    claimed = [];
    if (current.status === "ready" || current.creditReturned) return null;
    const resources = { ...current.resources };
    const originalExtension = resources.original?.extension ?? "png";
    if (originalPath !== null) {
      resources.original = {
        status: "ready",
        path: originalPath,
        extension: originalExtension,
        contentType: current.source.originalContentType,
        width: loaded.original.width,
        height: loaded.original.height,
        bytes: loaded.original.bytes,
        error: null,
        claimedBy: null,
        claimedUntil: null,
      };
    }
    for (const type of everyType)
      resources[type] ??= pendingResource(plannedExtension(type, originalExtension));
    const claim = claimResources(
      resources,
      types,
      invocation,
      services.clock().getTime(),
      deadline + CLAIM_SLACK_MS,
    );
    claimed = types.filter((type) => claim.claimed.includes(type));
    return { ...current, resources: claim.resources };
  });
  if (!begun || begun.status === "ready" || begun.creditReturned) return null;

  // Files that land while an earlier one is being recorded are recorded together: the quick
  // files of a run cost one transaction instead of one each, and a slow file still shows at once.
  const record = coalescingWriter<ProducedResourceType, Produced>((results) =>
    changeExport(services, uid, exportId, (current) => recordResults(current, results)).then(() => undefined),
  );
  await mapWithConcurrency(claimed, Math.max(1, concurrency), async (type) => {
    await record(type, await produceOne(services, makers, { uid, exportId }, type, loaded, deadline));
  });
  return begun;
}

/** The export with the run's results in it; null (no write) when every one was already ready. */
function recordResults(
  current: ExportDocument,
  results: ReadonlyMap<ProducedResourceType, Produced>,
): ExportDocument | null {
  let next = current;
  for (const [type, recorded] of results) {
    const state = next.resources[type];
    // Finished meanwhile (a claim that had expired): keep that result.
    if (state?.status === "ready") continue;
    const resource: ResourceState =
      recorded.kind === "made"
        ? readyResource(recorded.path, recorded.file)
        : {
            status: "failed",
            path: null,
            extension: state?.extension ?? plannedExtension(type, "png"),
            contentType: null,
            width: null,
            height: null,
            bytes: null,
            error: resourceFailedMessage(EXPORT_RESOURCE_LABEL[type]),
            claimedBy: null,
            claimedUntil: null,
          };
    const resources = { ...next.resources, [type]: resource };
    const kit = recorded.kind === "made" ? recorded.kit : null;
    next = kit
      ? {
          ...next,
          resources,
          brandKit: kit.brandKit,
          health: kit.health,
          brandKitMs: kit.ms,
          motionStyle: kit.motionStyle,
        }
      : { ...next, resources };
  }
  return next === current ? null : next;
}

/** Moves the export to what its files now say: ready, still running, or failed in run `runId`. */
async function settle(
  services: ExportServices,
  target: PipelineStage,
  runId: string,
): Promise<RunSettlement> {
  let outcome: RunSettlement = "running";
  await changeExport(services, target.uid, target.exportId, (current) => {
    const settled = settleRun(current, runId);
    outcome = settled.outcome;
    const next = settled.progress;
    const unchanged =
      next.status === current.status &&
      next.error === current.error &&
      next.creditReturned === current.creditReturned &&
      next.failedRuns.length === current.failedRuns.length;
    if (current.creditReturned || unchanged) return null;
    return { ...current, ...next };
  });
  return outcome;
}

/**
 * The original is delivered from beside the made files, in the default bucket like every other
 * download: the export-source bucket is the pipeline's input only. Exports whose sources already
 * sit there (made before that bucket existed) deliver them where they are.
 */
async function deliverOriginal(
  services: ExportServices,
  target: { uid: string; exportId: string },
  document: ExportDocument,
  loaded: LoadedSource,
): Promise<string> {
  const { source } = document;
  if (source.store === "files") return source.original;
  const path = deliveredOriginalPath(target.uid, target.exportId, extensionOf(source.original));
  await writeExportObject(services.files, path, loaded.original.content, source.originalContentType);
  return path;
}

interface MadeKit {
  brandKit: BrandKit;
  health: LogoHealth;
  /** How long the kit took to make, for the bench. */
  ms: number;
  /** The style of its motion files (none for an upload's kit). */
  motionStyle: MotionStyle | null;
}

type Produced = { kind: "made"; path: string; file: MadeFile; kit: MadeKit | null } | { kind: "failed" };

async function makeFile(
  makers: ExportMakers,
  type: ProducedResourceType,
  loaded: LoadedSource,
  deadline: number,
  clock: () => Date,
  score: LogoScore | null,
): Promise<{ file: MadeFile; kit: MadeKit | null }> {
  if (type !== EXPORT_FILE.brandKit.id) {
    const file = await makers.images.produce(type, loaded.source, { deadline });
    return { file, kit: null };
  }
  const started = performance.now();
  const made = await makeBrandKit(makers.brandKit, loaded.source, loaded.brand, clock(), score);
  const { contentType, extension } = EXPORT_FILE.brandKit;
  return {
    file: { bytes: made.zip, contentType, extension, width: null, height: null },
    kit: {
      brandKit: made.brandKit,
      health: made.health,
      ms: Math.round(performance.now() - started),
      motionStyle: loaded.source.kind === "vector" ? loaded.brand.motionStyle : null,
    },
  };
}

/** The logo's score for its brand sheet; a kit without one is better than no kit. */
async function brandSheetScore(
  services: ExportServices,
  target: { uid: string; exportId: string },
  loaded: LoadedSource,
): Promise<LogoScore | null> {
  try {
    return await scoreDrawing(services, target.uid, loaded.source);
  } catch (error) {
    console.error(`Export ${target.exportId}: the brand sheet's score could not be measured`, error);
    return null;
  }
}

async function produceOne(
  services: ExportServices,
  makers: ExportMakers,
  target: { uid: string; exportId: string },
  type: ProducedResourceType,
  loaded: LoadedSource,
  deadline: number,
): Promise<Produced> {
  const isKit = type === EXPORT_FILE.brandKit.id;
  const maker = isKit ? makers.brandKit.name : makers.images.name;
  try {
    if (Date.now() >= deadline) throw new Error(`No time left to make ${type}`);
    const score = isKit ? await brandSheetScore(services, target, loaded) : null;
    const { file, kit } = await makeFile(makers, type, loaded, deadline, services.clock, score);
    const path = producedFilePath(target.uid, target.exportId, type, file.extension);
    await writeExportObject(services.files, path, file.bytes, file.contentType);
    return { kind: "made", path, file, kit };
  } catch (error) {
    console.error(`Export ${target.exportId}: ${maker} could not make ${type}`, error);
    return { kind: "failed" };
  }
}
