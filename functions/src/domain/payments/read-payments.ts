/** GET /payments: the buyer's purchase history for /profile, newest first. */
import type { Payment } from "../../contract";
import { readDocument } from "../firestore-documents";
import type { DomainServices } from "../ports/services";
import { PAYMENT_COLLECTIONS, PaymentDocument, toPayment } from "./payment-documents";

/**
 * Purchases are the charges that went through (paid or fulfilled); declined and abandoned attempts
 * stay stored as evidence but are not purchases. Sorted here: a user has a handful, and no
 * composite index is needed.
 */
export async function listPayments(services: DomainServices, uid: string): Promise<Payment[]> {
  const snapshot = await services.db
    .collection(PAYMENT_COLLECTIONS.payments)
    .where("ownerUid", "==", uid)
    .get();
  return snapshot.docs
    .flatMap((document) => {
      const stored = readDocument(PaymentDocument, document);
      return stored && (stored.data.status === "paid" || stored.data.status === "fulfilled") ? [stored] : [];
    })
    .sort((a, b) => b.data.createdAt.toMillis() - a.data.createdAt.toMillis())
    .map(({ id, data }) => toPayment(id, data));
}
