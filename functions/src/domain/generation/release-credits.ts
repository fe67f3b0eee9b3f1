import { Timestamp } from "firebase-admin/firestore";
import { logoDocument, readDocument } from "../firestore-documents";
import { deleteFiles } from "../logo-files";
import { type CreditReservation, refundGenerations } from "../membership";
import { loadMembership, saveMembership, userDocument } from "../membership-repository";
import type { DomainServices } from "../ports/services";
import { runUserTransaction } from "../transactions";
import {
  ABANDONED_AFTER_MS,
  GenerationRecord,
  generationsOf,
  isAbandoned,
  type PlannedLogo,
} from "./generation-records";

type Outcome = "failed" | "abandoned";

/**
 * Deletes the files of planned logos that have no logo document. Call it only once their
 * generation can no longer settle (it is closed, or was refunded in the transaction that replaced
 * it): from then on no logo of it can be saved, so a logo without a document never will have one.
 * Idempotent; a failure is logged and the files stay, never thrown.
 */
export async function deleteFilesOfUnsavedLogos(
  services: DomainServices,
  generationId: string,
  planned: readonly PlannedLogo[],
): Promise<void> {
  if (planned.length === 0) return;
  try {
    const snapshots = await services.db.getAll(
      ...planned.map(({ logoId }) => logoDocument(services.db, logoId)),
    );
    const saved = new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id));
    await Promise.all(
      planned
        .filter(({ logoId }) => !saved.has(logoId))
        .map(({ paths }) => deleteFiles(services.files, paths)),
    );
  } catch (error) {
    console.error(`Could not clean up the files of generation ${generationId}`, error);
  }
}

/**
 * Refunds every credit of a reservation that is still pending, closes it and then deletes the
 * files of its logos. A reservation that was settled meanwhile is left alone: the check of its
 * status is inside the transaction, so a credit is never refunded twice and a saved logo's files
 * are never deleted. Returns the refunded reservation, or null when it was not pending.
 */
export async function releaseReservation(
  services: DomainServices,
  uid: string,
  generationId: string,
  outcome: Outcome = "failed",
): Promise<CreditReservation | null> {
  const { db, clock } = services;
  const recordRef = generationsOf(db, uid).doc(generationId);
  const closed = await runUserTransaction(services, uid, async (transaction) => {
    const now = clock();
    const [userSnapshot, recordSnapshot] = await Promise.all([
      transaction.get(userDocument(db, uid)),
      transaction.get(recordRef),
    ]);
    const record = readDocument(GenerationRecord, recordSnapshot);
    if (record?.data.status !== "pending") return null;
    if (outcome === "abandoned" && !isAbandoned(record.data, now)) return null;
    const loaded = loadMembership(userSnapshot, now);
    const { reservation } = record.data;
    saveMembership(
      transaction,
      db,
      uid,
      refundGenerations(loaded.state, reservation, reservation.granted, now),
      loaded,
      now,
    );
    transaction.update(recordRef, { status: outcome, updatedAt: Timestamp.fromDate(now) });
    return record.data;
  });
  if (!closed) return null;
  // After the commit, not before: once closed the generation can never settle, so nothing deleted
  // here can belong to a saved logo. A Storage failure leaves orphan files, never a lost logo.
  await deleteFilesOfUnsavedLogos(services, generationId, closed.plannedLogos);
  return closed.reservation;
}

/**
 * The recovery for requests that died before settling (a crashed or timed-out instance): their
 * pending reservations are refunded the next time the user's quota is read, and the files they had
 * already stored are deleted.
 */
export async function refundAbandonedReservations(services: DomainServices, uid: string): Promise<number> {
  const cutoff = Timestamp.fromMillis(services.clock().getTime() - ABANDONED_AFTER_MS);
  const stale = await generationsOf(services.db, uid)
    .where("status", "==", "pending")
    .where("createdAt", "<", cutoff)
    .limit(20)
    .get();
  let refunded = 0;
  for (const snapshot of stale.docs) {
    if (await releaseReservation(services, uid, snapshot.id, "abandoned")) refunded += 1;
  }
  return refunded;
}
