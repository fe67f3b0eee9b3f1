/**
 * A logo's score, for /logo-designs, the export page and the brand sheet. What a logo's drawing
 * measures never changes, so the measures and the fingerprint are kept in logoMeasures/{logoId}
 * and a later call only asks the register how near the closest sold logo is (which changes as
 * others buy). The editor scores its unsaved drawing the same way, without keeping it.
 */
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import type { LogoScore } from "../../contract";
import { NotFoundError } from "../errors";
import { LogoDocument, logoDocument, readDocument, readOwnedDocument } from "../firestore-documents";
import { fingerprintDrawing, type LogoDrawing, readLogoDrawing } from "../look-alike/fingerprint-logo";
import { SOLD_LOGO_VECTOR, SOLD_SYMBOL_VECTOR, soldToOthersNear } from "../look-alike/sold-logos";
import type { LogoFingerprint, LogoFingerprinter } from "../ports/logo-fingerprinter";
import type { DomainServices } from "../ports/services";
import { logoMeasuresDocument } from "./measures-document";
import { FAR_FROM_LOOK_ALIKE, type LogoMeasures, scoreLogo, type UniquenessContext } from "./score-logo";

type ScoreServices = Pick<DomainServices, "db" | "files" | "fingerprints" | "measurer">;

const MeasuresDocument = z.object({
  ownerUid: z.string(),
  measuredWith: z.string(),
  measures: z.object({
    legibility: z.object({
      nameLetterPx: z.number().nullable(),
      nameStrokePx: z.number().nullable(),
      symbolStrokePx: z.number().nullable(),
      symbolGapPx: z.number().nullable(),
      logoStrokePx: z.number().nullable(),
    }),
    contrast: z.object({ normal: z.number(), deuteranopia: z.number(), protanopia: z.number() }),
    nearestStockDistance: z.number().nullable(),
  }),
  logoVector: z.array(z.number()).nullable(),
  symbolVector: z.array(z.number()).nullable(),
});

interface Measured {
  measures: LogoMeasures;
  fingerprint: LogoFingerprint | null;
}

async function measureDrawing(services: ScoreServices, drawing: LogoDrawing): Promise<Measured> {
  const [measures, fingerprint] = await Promise.all([
    drawing.kind === "vector"
      ? services.measurer.ofVector(drawing.svg)
      : services.measurer.ofRaster(drawing.image),
    fingerprintDrawing(services.fingerprints, drawing),
  ]);
  return { measures, fingerprint };
}

/**
 * The nearest logo someone other than `uid` bought, by the register's own test: symbol to symbol
 * when the drawing names its symbol, else the whole drawing against sold logos and sold symbols.
 * Only neighbours within FAR_FROM_LOOK_ALIKE look-alike distances count: farther is "unlike".
 */
async function nearestSoldTo(
  db: Firestore,
  fingerprinter: LogoFingerprinter,
  uid: string,
  fingerprint: LogoFingerprint | null,
): Promise<UniquenessContext["nearestSold"]> {
  if (!fingerprint) return null;
  const probes: {
    field: typeof SOLD_LOGO_VECTOR | typeof SOLD_SYMBOL_VECTOR;
    vector: number[];
    under: number;
  }[] = fingerprint.symbol
    ? [{ field: SOLD_SYMBOL_VECTOR, vector: fingerprint.symbol, under: fingerprinter.sameSymbolUnder }]
    : [
        { field: SOLD_LOGO_VECTOR, vector: fingerprint.logo, under: fingerprinter.sameLogoUnder },
        { field: SOLD_SYMBOL_VECTOR, vector: fingerprint.logo, under: fingerprinter.sameSymbolUnder },
      ];
  const found = await Promise.all(
    probes.map(async ({ field, vector, under }) => {
      const [nearest] = await soldToOthersNear(db, uid, field, vector, under * FAR_FROM_LOOK_ALIKE);
      return nearest ? { distance: nearest.distance, lookAlikeUnder: under } : null;
    }),
  );
  let closest: UniquenessContext["nearestSold"] = null;
  for (const candidate of found) {
    if (!candidate) continue;
    if (!closest || candidate.distance / candidate.lookAlikeUnder < closest.distance / closest.lookAlikeUnder)
      closest = candidate;
  }
  return closest;
}

async function scoreOf(services: ScoreServices, uid: string, measured: Measured): Promise<LogoScore> {
  const nearestSold = await nearestSoldTo(services.db, services.fingerprints, uid, measured.fingerprint);
  return scoreLogo(measured.measures, {
    nearestSold,
    sameSymbolUnder: services.fingerprints.sameSymbolUnder,
  });
}

/** The measures of a stored logo, kept after the first time; null when none of its files can be read. */
async function measuredLogo(services: ScoreServices, uid: string, logoId: string, logo: LogoDocument) {
  const kept = readDocument(MeasuresDocument, await logoMeasuresDocument(services.db, logoId).get());
  if (kept && kept.data.measuredWith === services.measurer.version) {
    const { logoVector, symbolVector } = kept.data;
    return {
      measures: kept.data.measures,
      fingerprint: logoVector ? { logo: logoVector, symbol: symbolVector } : null,
    };
  }
  const drawing = await readLogoDrawing(services.files, logo.storagePaths);
  if (!drawing) return null;
  const measured = await measureDrawing(services, drawing);
  await logoMeasuresDocument(services.db, logoId).set({
    ownerUid: uid,
    measuredWith: services.measurer.version,
    measures: measured.measures,
    logoVector: measured.fingerprint?.logo ?? null,
    symbolVector: measured.fingerprint?.symbol ?? null,
    measuredAt: Timestamp.now(),
  });
  return measured;
}

/** GET /logos/{id}/score: someone else's logo reads exactly like a missing one. */
export async function scoreStoredLogo(
  services: ScoreServices,
  uid: string,
  logoId: string,
): Promise<LogoScore> {
  const logo = readOwnedDocument(LogoDocument, await logoDocument(services.db, logoId).get(), uid, "logo");
  const measured = await measuredLogo(services, uid, logoId, logo.data);
  if (!measured) throw new NotFoundError("logo");
  return scoreOf(services, uid, measured);
}

/** A drawing not kept as a logo: the editor's unsaved design, an export's source for its brand sheet. */
export async function scoreDrawing(
  services: ScoreServices,
  uid: string,
  drawing: LogoDrawing,
): Promise<LogoScore> {
  return scoreOf(services, uid, await measureDrawing(services, drawing));
}
