import { Timestamp } from "firebase-admin/firestore";
import { readDocument } from "../library-documents";
import { type CreditReservation, refundGenerations } from "../membership";
import { loadMembership, saveMembership, userDocument } from "../membership-repository";
import type { DomainServices } from "../services";
import { runUserTransaction } from "../transactions";
import { ABANDONED_AFTER_MS, GenerationRecord, generationsOf, isAbandoned } from "./generation-records";

type Outcome = "failed" | "abandoned";

/**
 * Refunds every credit of a reservation that is still pending and closes it. A reservation that
 * was settled meanwhile is left alone, so a credit is never refunded twice.
 */
export function releaseReservation(
  services: DomainServices,
  uid: string,
  generationId: string,
  outcome: Outcome = "failed",
): Promise<CreditReservation | null> {
  const { db, clock } = services;
  const recordRef = generationsOf(db, uid).doc(generationId);
  return runUserTransaction(services, uid, async (transaction) => {
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
    return reservation;
  });
}

/**
 * decisions.md 8 for requests that died before settling (a crashed or timed-out instance): their
 * pending reservations are refunded the next time the user's quota is read.
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
