/**
 * POST /logos/{id}/export: one transaction takes one export credit and
 * creates exports/{id} at an id derived from the logo, so a repeat export of the same logo (or two
 * racing clicks) meets the existing export and pays nothing. Then the logo's files are copied
 * under the export's prefix; the original, written last, starts the pipeline.
 */
import { type DocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { EXPORT_MESSAGE, type ExportType, type MotionStyle } from "../../contract";
import {
  IdempotencyKeyReusedError,
  NotFoundError,
  OwnedByAnotherError,
  QuotaExhaustedError,
} from "../errors";
import { fingerprintOf } from "../fingerprint";
import {
  LogoDocument,
  logoDocument,
  ProjectDocument,
  PromptDocument,
  readDocument,
  readOwnedDocument,
  type Stored,
} from "../firestore-documents";
import { projectDocument, promptDocument } from "../library";
import { fingerprintStoredLogo } from "../look-alike/fingerprint-logo";
import { lookAlikeOwnedByAnother, recordSoldLogo, soldLogosLock } from "../look-alike/sold-logos";
import { loadMembership, saveMembership, userDocument } from "../membership-repository";
import type { ExportServices } from "../ports/export-services";
import { runUserTransaction } from "../transactions";
import {
  type BrandFacts,
  EXPORT_COLLECTIONS,
  ExportDocument,
  ExportRequestRecord,
  exportDocument,
  exportIdForLogo,
  exportRequestIdForKey,
  pendingResource,
  type ResourceMap,
} from "./export-documents";
import { extensionOf } from "./export-paths";
import { changeExport, giveUpExport } from "./export-repository";
import {
  failPending,
  fileStemFor,
  hasExportCredit,
  plannedExtension,
  plannedResourceTypes,
  restartGivenUp,
  takeExportCredit,
} from "./export-rules";
import { copyLogoToExport, exportSourceFiles, inExportSourceBucket } from "./export-sources";
import { boughtExportRemadeBy, freeRemakesLeft, recordRemake } from "./free-remakes";

/** users/{uid}.exportsCreated: the per-user counter behind 'Export Logo N'. */
const ExportCounter = z.number().int().nonnegative().catch(0);

function exportRequestsOf(services: ExportServices, uid: string) {
  return userDocument(services.db, uid).collection(EXPORT_COLLECTIONS.exportRequests);
}

/** The part of an engine direction the brand kit reads; other providers' recipes give nothing. */
const DirectionFonts = z.object({
  nameFont: z.object({ family: z.string(), weight: z.number().int() }),
  taglineFont: z.object({ family: z.string(), weight: z.number().int() }),
  tagline: z.string().default(""),
});

/** The fonts and tagline the logo's direction names, for the brand sheet. */
function brandFactsOf(prompt: PromptDocument | null): BrandFacts | null {
  const parsed = DirectionFonts.safeParse(prompt?.direction.spec);
  if (!parsed.success) return null;
  const { nameFont, taglineFont, tagline } = parsed.data;
  return {
    fonts: [
      { role: "name", family: nameFont.family, weight: nameFont.weight },
      { role: "tagline", family: taglineFont.family, weight: taglineFont.weight },
    ],
    tagline,
  };
}

/**
 * The animation style that fits the direction. Read with the engine's font registry, which is
 * loaded here, by an export, and never by the API's quota, library and payment calls.
 */
async function fittingMotionStyleOf(spec: unknown): Promise<MotionStyle> {
  const [{ parseDirectionSpec }, { chooseMotionStyle }] = await Promise.all([
    import("../../engine/direction-spec.js"),
    import("../motion/choose-motion-style.js"),
  ]);
  return chooseMotionStyle(parseDirectionSpec(spec));
}

function newExportDocument(
  uid: string,
  logo: Stored<LogoDocument>,
  project: ProjectDocument | null,
  brandFacts: BrandFacts | null,
  fittingMotionStyle: MotionStyle | null,
  exportId: string,
  exportType: ExportType,
  number: number,
  now: Date,
): ExportDocument {
  const source = exportSourceFiles(uid, exportId, logo.data.storagePaths);
  const originalExtension = extensionOf(source.original);
  const resources: ResourceMap = {
    original: pendingResource(originalExtension, source.originalContentType),
  };
  for (const type of plannedResourceTypes(source.kind)) {
    resources[type] = pendingResource(plannedExtension(type, originalExtension));
  }
  const stamp = Timestamp.fromDate(now);
  return {
    ownerUid: uid,
    logoId: logo.id,
    number,
    exportType,
    previewUrl: logo.data.url,
    fileStem: fileStemFor(project?.name ?? "", project?.kind ?? "generated", number),
    brandName: project && project.kind === "generated" ? project.name : "",
    status: "processing",
    error: null,
    creditReturned: false,
    source,
    resources,
    failedRuns: [],
    brandFacts,
    brandKit: null,
    health: null,
    brandKitMs: null,
    exclusive: false,
    remakeOf: null,
    remakes: [],
    stationery: null,
    motionStyle: null,
    fittingMotionStyle,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** The logo's export, and whether this call started it (false: it already had one, no credit used). */
interface CreatedExport {
  exportId: string;
  created: boolean;
}

type CreateOutcome =
  | { kind: "replay"; result: CreatedExport }
  | { kind: "existing"; result: CreatedExport }
  | { kind: "started"; result: CreatedExport; document: ExportDocument };

interface CreateExportOptions {
  exportType: ExportType;
  idempotencyKey: string | null;
}

export async function createExport(
  services: ExportServices,
  uid: string,
  logoId: string,
  options: CreateExportOptions,
): Promise<CreatedExport> {
  const { db, clock } = services;
  // Read before any transaction: a wrong or foreign id costs nothing and writes nothing.
  const logo = readOwnedDocument(LogoDocument, await logoDocument(db, logoId).get(), uid, "logo");
  const [projectSnapshot, promptSnapshot] = await Promise.all([
    projectDocument(db, logo.data.projectId).get(),
    promptDocument(db, logo.data.promptId).get(),
  ]);
  const project = readDocument(ProjectDocument, projectSnapshot);
  const prompt = project?.data.kind === "uploads" ? null : readDocument(PromptDocument, promptSnapshot);
  const brandFacts = prompt ? brandFactsOf(prompt.data) : null;
  const fittingMotionStyle = prompt ? await fittingMotionStyleOf(prompt.data.direction.spec) : null;

  // Compared with the register of sold logos inside the transaction below, under its lock.
  const drawing = await fingerprintStoredLogo(services.files, services.fingerprints, logo.data.storagePaths);
  // An edit of the owner's bought logo that keeps its symbol may be free (decided in the transaction).
  const remakeTarget = await boughtExportRemadeBy(db, uid, logo.data);

  const exportId = exportIdForLogo(logoId);
  const fingerprint = fingerprintOf({ call: "export", logoId, exportType: options.exportType });
  const requestRef = options.idempotencyKey
    ? exportRequestsOf(services, uid).doc(exportRequestIdForKey(options.idempotencyKey))
    : null;
  const exportRef = exportDocument(db, exportId);
  const userRef = userDocument(db, uid);

  const outcome = await runUserTransaction(services, uid, async (transaction): Promise<CreateOutcome> => {
    const now = clock();
    const [userSnapshot, exportSnapshot, requestSnapshot, boughtSnapshot] = await Promise.all([
      transaction.get(userRef),
      transaction.get(exportRef),
      requestRef ? transaction.get(requestRef) : Promise.resolve<DocumentSnapshot | null>(null),
      remakeTarget
        ? transaction.get(exportDocument(db, remakeTarget.exportId))
        : Promise.resolve<DocumentSnapshot | null>(null),
      // Read so that another sale committing meanwhile retries this one (sold-logos.ts).
      drawing ? transaction.get(soldLogosLock(db)) : Promise.resolve(null),
    ]);
    const request = requestSnapshot ? readDocument(ExportRequestRecord, requestSnapshot) : null;
    if (request) {
      if (request.data.fingerprint !== fingerprint) {
        throw new IdempotencyKeyReusedError();
      }
      return {
        kind: "replay",
        result: { exportId: request.data.exportId, created: request.data.created },
      };
    }
    const remember = (result: CreatedExport) => {
      if (!requestRef) return;
      const record: ExportRequestRecord = {
        fingerprint,
        exportId: result.exportId,
        created: result.created,
        createdAt: Timestamp.fromDate(now),
      };
      transaction.set(requestRef, record);
    };

    const existing = readDocument(ExportDocument, exportSnapshot);
    if (existing && existing.data.ownerUid !== uid) throw new NotFoundError("logo");
    if (existing && !existing.data.creditReturned) {
      const result: CreatedExport = { exportId, created: false };
      remember(result);
      return { kind: "existing", result };
    }

    // A logo that looks like one another customer bought is refused before any credit is taken.
    if (drawing && (await lookAlikeOwnedByAnother(db, services.fingerprints, uid, drawing)))
      throw new OwnedByAnotherError();

    const bought = boughtSnapshot ? readDocument(ExportDocument, boughtSnapshot) : null;
    const freeRemake = remakeTarget && bought && freeRemakesLeft(bought.data, exportId) > 0 ? bought : null;
    if (!freeRemake) {
      const loaded = loadMembership(userSnapshot, now);
      // Nothing is written when no credit is left.
      if (!hasExportCredit(loaded.state)) throw new QuotaExhaustedError("export");
      saveMembership(transaction, db, uid, takeExportCredit(loaded.state), loaded, now);
    }

    let document: ExportDocument;
    if (existing) {
      // Given up on earlier (its credit came back): exporting again starts it over, for a credit.
      // Its sources are copied again, into the export-source bucket whatever they were in before.
      document = {
        ...existing.data,
        ...restartGivenUp(existing.data),
        source: inExportSourceBucket(existing.data.source),
        // Free again only if its bought logo still has a remake to give (decided below).
        remakeOf: null,
        updatedAt: Timestamp.fromDate(now),
      };
    } else {
      const number = ExportCounter.parse(userSnapshot.get("exportsCreated") ?? 0) + 1;
      transaction.set(userRef, { exportsCreated: number }, { merge: true });
      document = newExportDocument(
        uid,
        logo,
        project?.data ?? null,
        brandFacts,
        fittingMotionStyle,
        exportId,
        options.exportType,
        number,
        now,
      );
    }
    // Sold from now on: recorded with the credit it took, so neither exists without the other.
    if (drawing) {
      recordSoldLogo(transaction, db, { ownerUid: uid, exportId, logoId, fingerprint: drawing, now });
      document = { ...document, exclusive: true };
    }
    if (freeRemake) {
      document = { ...document, remakeOf: { exportId: freeRemake.id, number: freeRemake.data.number } };
      recordRemake(
        transaction,
        db,
        { exportId: freeRemake.id, document: freeRemake.data },
        {
          exportId,
          logoId,
          number: document.number,
          previewUrl: document.previewUrl,
          createdAt: Timestamp.fromDate(now),
        },
      );
    }
    transaction.set(exportRef, document);
    const result: CreatedExport = { exportId, created: true };
    remember(result);
    return { kind: "started", result, document };
  });

  if (outcome.kind === "started") await startPipeline(services, uid, exportId, outcome.document, logo.data);
  return outcome.result;
}

/**
 * Copies the sources, which fires the pipeline. Missing logo files can never become an export:
 * the credit goes back. Any other failure leaves the export failed for 'Try again' (free).
 */
async function startPipeline(
  services: ExportServices,
  uid: string,
  exportId: string,
  document: ExportDocument,
  logo: LogoDocument,
): Promise<void> {
  try {
    const copied = await copyLogoToExport(services, document.source, logo.storagePaths);
    if (copied === "source-missing")
      await giveUpExport(services, uid, exportId, EXPORT_MESSAGE.sourceMissing);
  } catch (error) {
    console.error(`Export ${exportId}: could not copy the logo's files`, error);
    await markCopyFailed(services, uid, exportId);
  }
}

export async function markCopyFailed(services: ExportServices, uid: string, exportId: string): Promise<void> {
  await changeExport(services, uid, exportId, (current) => {
    if (current.status !== "processing" || current.creditReturned) return null;
    return { ...current, ...failPending(current, EXPORT_MESSAGE.copyFailed) };
  }).catch((error: unknown) => console.error(`Export ${exportId}: could not record the copy failure`, error));
}
