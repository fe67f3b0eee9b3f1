/**
 * The register of sold logos: one document per export, with the fingerprint of the bought logo
 * and of its symbol as Firestore vectors, searched with Firestore's own nearest-neighbour query
 * (`findNearest`, indexed by the vector indexes in firestore.indexes.json). No second database and
 * no hand-made index: the register grows with Firestore.
 *
 * A logo is another customer's when its nearest sold neighbour, not counting the caller's own,
 * is closer than the calibrated distance. The owner may export their own logo again.
 *
 * A nearest-neighbour query cannot be part of a Firestore transaction, so two customers exporting
 * look-alikes at the same moment could both find the register empty. Every sale therefore also
 * writes one lock document, and the check runs inside the sale's transaction after reading it:
 * of two such transactions one commits first, the other is retried, and its check then sees the
 * first sale. Sales are serialized through that document (Firestore takes about one write a
 * second on one document, sustained): far above what exports ask of it.
 */
import { FieldValue, type Firestore, Timestamp, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { cosineDistance, type LogoFingerprint, type LogoFingerprinter } from "../ports/logo-fingerprinter";

export const SOLD_LOGOS = "soldLogos";
/** Server-only documents that serialize writes to a collection (the rules deny the browser). */
const REGISTERS = "registers";
/** The vector fields the indexes declare. */
export const SOLD_LOGO_VECTOR = "logoVector";
export const SOLD_SYMBOL_VECTOR = "symbolVector";
/** Neighbours read per query: enough that a customer's own exports never hide another's. */
const NEIGHBOURS = 10;

const SoldLogoDocument = z.object({
  ownerUid: z.string(),
  exportId: z.string(),
  logoId: z.string(),
});

interface SoldNeighbour {
  ownerUid: string;
  exportId: string;
  logoId: string;
  distance: number;
  /** The sold logo's symbol fingerprint, when it has one. */
  symbol: number[] | null;
}

/** A stored Firestore vector's numbers (firebase-admin does not export the VectorValue class). */
function vectorOf(value: unknown): number[] | null {
  if (typeof value !== "object" || value === null || !("toArray" in value)) return null;
  const numbers = (value as { toArray: () => unknown }).toArray();
  return Array.isArray(numbers) && numbers.every((n) => typeof n === "number") ? numbers : null;
}

/** The register's lock: read by every sale's transaction, written by each sale. */
export function soldLogosLock(db: Firestore) {
  return db.collection(REGISTERS).doc(SOLD_LOGOS);
}

/** The register's document for an export: one per export, so recording again changes nothing. */
export function soldLogoDocument(db: Firestore, exportId: string) {
  return db.collection(SOLD_LOGOS).doc(exportId);
}

/** Records what was sold, in the transaction that takes the credit. */
export function recordSoldLogo(
  transaction: Transaction,
  db: Firestore,
  sale: { ownerUid: string; exportId: string; logoId: string; fingerprint: LogoFingerprint; now: Date },
): void {
  const { fingerprint } = sale;
  transaction.set(soldLogoDocument(db, sale.exportId), {
    ownerUid: sale.ownerUid,
    exportId: sale.exportId,
    logoId: sale.logoId,
    [SOLD_LOGO_VECTOR]: FieldValue.vector(fingerprint.logo),
    ...(fingerprint.symbol ? { [SOLD_SYMBOL_VECTOR]: FieldValue.vector(fingerprint.symbol) } : {}),
    createdAt: Timestamp.fromDate(sale.now),
  });
  transaction.set(
    soldLogosLock(db),
    { sales: FieldValue.increment(1), updatedAt: Timestamp.fromDate(sale.now) },
    { merge: true },
  );
}

/** The sold logos near `vector` that someone other than `uid` owns, within `within`, nearest first. */
export async function soldToOthersNear(
  db: Firestore,
  uid: string,
  field: typeof SOLD_LOGO_VECTOR | typeof SOLD_SYMBOL_VECTOR,
  vector: number[],
  within: number,
): Promise<SoldNeighbour[]> {
  const snapshot = await db
    .collection(SOLD_LOGOS)
    .findNearest({
      vectorField: field,
      queryVector: vector,
      limit: NEIGHBOURS,
      distanceMeasure: "COSINE",
      distanceResultField: "distance",
      distanceThreshold: within,
    })
    .get();
  const near: SoldNeighbour[] = [];
  for (const document of snapshot.docs) {
    const sold = SoldLogoDocument.safeParse(document.data());
    const distance = document.get("distance");
    if (!sold.success || typeof distance !== "number") continue;
    if (sold.data.ownerUid === uid) continue;
    const symbol = document.get(SOLD_SYMBOL_VECTOR);
    near.push({ ...sold.data, distance, symbol: vectorOf(symbol) });
  }
  return near;
}

/** The nearest sold logo someone other than `uid` owns, within `within`. */
export async function nearestSoldToOthers(
  db: Firestore,
  uid: string,
  field: typeof SOLD_LOGO_VECTOR | typeof SOLD_SYMBOL_VECTOR,
  vector: number[],
  within: number,
): Promise<SoldNeighbour | null> {
  return (await soldToOthersNear(db, uid, field, vector, within))[0] ?? null;
}

/**
 * Another customer's sold logo that this one looks like. Null when it is the caller's to export.
 *
 * A logo that names its symbol (an engine master) is compared symbol to symbol, and as a whole
 * with sold logos: two brands of one name set it alike, so where both name their symbol, the
 * symbol decides whether they are one logo, not the lettering they share. A drawing with no named
 * symbol (an upload) may be a whole bought logo or a bought symbol cut from one: it is compared
 * with both.
 */
export async function lookAlikeOwnedByAnother(
  db: Firestore,
  fingerprinter: LogoFingerprinter,
  uid: string,
  fingerprint: LogoFingerprint,
): Promise<SoldNeighbour | null> {
  const own = fingerprint.symbol;
  const [logos, symbol] = await Promise.all([
    soldToOthersNear(db, uid, SOLD_LOGO_VECTOR, fingerprint.logo, fingerprinter.sameLogoUnder),
    nearestSoldToOthers(db, uid, SOLD_SYMBOL_VECTOR, own ?? fingerprint.logo, fingerprinter.sameSymbolUnder),
  ]);
  const logo = logos.find(
    (sold) => !own || !sold.symbol || cosineDistance(own, sold.symbol) < fingerprinter.sameSymbolUnder,
  );
  return logo ?? symbol;
}
