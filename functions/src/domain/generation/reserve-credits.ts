/**
 * Step 1 of a generation: one transaction that reads the membership (creating it on first use),
 * grants min(requested, remaining) and records the reservation. With an Idempotency-Key the
 * record is looked up first, so a retry replays the first answer instead of paying again.
 */
import { type DocumentReference, Timestamp } from "firebase-admin/firestore";
import type { Quota } from "../../contract";
import { IdempotencyKeyReusedError, NotFoundError, QuotaExhaustedError } from "../errors";
import { PromptDocument, readDocument } from "../firestore-documents";
import { generatedLogoPaths } from "../logo-files";
import { type CreditReservation, refundGenerations, reserveGenerations, toQuota } from "../membership";
import { loadMembership, saveMembership, userDocument } from "../membership-repository";
import type { DomainServices } from "../ports/services";
import { runUserTransaction } from "../transactions";
import {
  GenerationRecord,
  type GenerationResult,
  generationsOf,
  isAbandoned,
  type PlannedLogo,
  storedResultOf,
} from "./generation-records";

interface ReserveInput {
  uid: string;
  generationId: string;
  /** Keyed records may already exist; unkeyed ids are fresh, so there is nothing to look up. */
  keyed: boolean;
  fingerprint: string;
  requested: number;
  /** 'Create Similar' also claims the next variant numbers of its prompt. */
  prompt: DocumentReference | null;
  /** One id per requested logo; the first `granted` are listed on the record as planned. */
  logoIds: readonly string[];
}

type ReserveOutcome =
  | {
      kind: "reserved";
      reservation: CreditReservation;
      quotaBefore: Quota;
      variantStart: number;
      /** Logos of an abandoned first attempt under the same key, whose files are left to delete. */
      abandonedLogos: PlannedLogo[];
    }
  | { kind: "replay"; result: GenerationResult }
  | { kind: "in-progress" };

export function reserveCredits(services: DomainServices, input: ReserveInput): Promise<ReserveOutcome> {
  const { db, clock } = services;
  const userRef = userDocument(db, input.uid);
  const recordRef = generationsOf(db, input.uid).doc(input.generationId);
  return runUserTransaction(services, input.uid, async (transaction): Promise<ReserveOutcome> => {
    const now = clock();
    const [userSnapshot, recordSnapshot, promptSnapshot] = await Promise.all([
      transaction.get(userRef),
      input.keyed ? transaction.get(recordRef) : null,
      input.prompt ? transaction.get(input.prompt) : null,
    ]);
    const loaded = loadMembership(userSnapshot, now);
    let state = loaded.state;
    let abandonedLogos: PlannedLogo[] = [];

    const existing = recordSnapshot ? readDocument(GenerationRecord, recordSnapshot) : null;
    if (existing) {
      if (existing.data.fingerprint !== input.fingerprint) {
        throw new IdempotencyKeyReusedError();
      }
      if (existing.data.status === "completed") {
        return { kind: "replay", result: storedResultOf(existing.data) };
      }
      if (existing.data.status === "pending") {
        if (!isAbandoned(existing.data, now)) return { kind: "in-progress" };
        // The first attempt died without settling: give its credits back, then start over.
        state = refundGenerations(state, existing.data.reservation, existing.data.reservation.granted, now);
        abandonedLogos = existing.data.plannedLogos;
      }
    }

    let variantStart = 0;
    if (promptSnapshot) {
      const prompt = readDocument(PromptDocument, promptSnapshot);
      if (!prompt) throw new NotFoundError("prompt");
      variantStart = prompt.data.nextVariant;
    }

    const quotaBefore = toQuota(state);
    const { state: reserved, reservation } = reserveGenerations(state, input.requested, now);
    // Nothing is written when nothing can be granted.
    if (reservation.granted === 0) throw new QuotaExhaustedError("generation");

    saveMembership(transaction, db, input.uid, reserved, loaded, now);
    const stamp = Timestamp.fromDate(now);
    const record: GenerationRecord = {
      status: "pending",
      fingerprint: input.fingerprint,
      reservation,
      responseJson: null,
      plannedLogos: input.logoIds.slice(0, reservation.granted).map((logoId) => ({
        logoId,
        // Every file a drawn logo may have, so the clean-up after a crash misses none.
        paths: generatedLogoPaths(input.uid, logoId, { svg: true, png: true }),
      })),
      createdAt: stamp,
      updatedAt: stamp,
    };
    transaction.set(recordRef, record);
    if (input.prompt) transaction.update(input.prompt, { nextVariant: variantStart + reservation.granted });
    return { kind: "reserved", reservation, quotaBefore, variantStart, abandonedLogos };
  });
}
