/**
 * Free fixes after purchase. A logo edited from a bought one (directly, or through earlier
 * edits) that kept its symbol at every edit is a remake: a typo in the name, the tagline, the
 * colours, the font or the layout. Its export takes no credit, up to FREE_REMAKES per bought
 * logo. A new symbol is a new logo and pays like one.
 *
 * "Kept its symbol" is the editor's symbol choice (none, the monogram, the designed mark, an
 * icon), recorded when the edit is saved: a monogram or a designed letter redrawn in a new font,
 * or with a corrected initial, is still the symbol that was bought.
 */
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { FREE_REMAKES } from "../../contract";
import { LogoDocument, logoDocument, readDocument, readOwnedDocument } from "../firestore-documents";
import { ExportDocument, exportDocument, exportIdForLogo, type StoredRemake } from "./export-documents";

/** Edits of edits followed back to the bought logo; a longer chain is treated as a new logo. */
const MAX_EDIT_DEPTH = 12;

interface RemakeTarget {
  /** The bought export the remake belongs to. */
  exportId: string;
  number: number;
}

/** The owner's bought export a logo's export would remake, or null when it would pay a credit. */
export async function boughtExportRemadeBy(
  db: Firestore,
  uid: string,
  logo: LogoDocument,
): Promise<RemakeTarget | null> {
  let current = logo;
  for (let depth = 0; depth < MAX_EDIT_DEPTH; depth++) {
    const ancestorId = current.editedFrom;
    if (!ancestorId || !current.symbolKept) return null;
    const exported = readDocument(
      ExportDocument,
      await exportDocument(db, exportIdForLogo(ancestorId)).get(),
    );
    if (
      exported &&
      exported.data.ownerUid === uid &&
      exported.data.exclusive &&
      !exported.data.creditReturned
    )
      return exported.data.remakeOf ?? { exportId: exported.id, number: exported.data.number };
    const ancestor = readDocument(LogoDocument, await logoDocument(db, ancestorId).get());
    if (!ancestor || ancestor.data.ownerUid !== uid) return null;
    current = ancestor.data;
  }
  return null;
}

/** How many free remakes the bought export has left (read in the transaction that would use one). */
export function freeRemakesLeft(bought: ExportDocument | null, remakeExportId: string): number {
  if (!bought?.exclusive || bought.creditReturned || bought.remakeOf) return 0;
  // A remake restarted after it was given up is counted once.
  const others = bought.remakes.filter((remake) => remake.exportId !== remakeExportId);
  return Math.max(0, FREE_REMAKES - others.length);
}

/** Records a remake on its bought export, in the transaction that creates the remake's export. */
export function recordRemake(
  transaction: Transaction,
  db: Firestore,
  bought: { exportId: string; document: ExportDocument },
  remake: StoredRemake,
): void {
  const others = bought.document.remakes.filter((earlier) => earlier.exportId !== remake.exportId);
  transaction.update(exportDocument(db, bought.exportId), { remakes: [...others, remake] });
}

/** A remake that was given up leaves its bought export's list, so its free place comes back. */
export function releaseRemake(
  transaction: Transaction,
  db: Firestore,
  bought: { exportId: string; document: ExportDocument },
  remakeExportId: string,
): void {
  transaction.update(exportDocument(db, bought.exportId), {
    remakes: bought.document.remakes.filter((remake) => remake.exportId !== remakeExportId),
  });
}

/** Before the export modal opens: whether exporting this logo is a free remake, and how many are left. */
export async function checkRemake(
  db: Firestore,
  uid: string,
  logoId: string,
): Promise<(RemakeTarget & { remakesLeft: number }) | null> {
  const logo = readOwnedDocument(LogoDocument, await logoDocument(db, logoId).get(), uid, "logo");
  const target = await boughtExportRemadeBy(db, uid, logo.data);
  if (!target) return null;
  const bought = readDocument(ExportDocument, await exportDocument(db, target.exportId).get());
  return { ...target, remakesLeft: freeRemakesLeft(bought?.data ?? null, exportIdForLogo(logoId)) };
}
