/**
 * users/{uid}/generations/{id}: one document per generation request. It records the credits
 * reserved for it (so they can be refunded exactly) and, when the request carried an
 * Idempotency-Key, it is found by that key (hashed) and holds the response to replay.
 */
import { createHash } from "node:crypto";
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { GenerationResponse } from "../../contract";
import { COLLECTIONS, LogoStoragePaths } from "../firestore-documents";
import { userDocument } from "../membership-repository";

/** Longer than the function's timeout: a pending record this old belongs to a request that died. */
export const ABANDONED_AFTER_MS = 15 * 60 * 1000;

const CreditReservationFields = z.object({
  requested: z.number().int().nonnegative(),
  granted: z.number().int().nonnegative(),
  fromFree: z.number().int().nonnegative(),
  fromPurchased: z.number().int().nonnegative(),
  period: z.string(),
});

/** A logo the request is about to draw, and every file it may write for it. */
export const PlannedLogo = z.object({
  logoId: z.string(),
  paths: LogoStoragePaths,
});
export type PlannedLogo = z.infer<typeof PlannedLogo>;

export const GenerationRecord = z.object({
  /** pending until settled; completed holds the response; failed and abandoned refunded everything. */
  status: z.enum(["pending", "completed", "failed", "abandoned"]),
  /** Hash of the route and its validated input: a key reused for another request is refused. */
  fingerprint: z.string(),
  reservation: CreditReservationFields,
  responseJson: z.string().nullable(),
  /**
   * Written before any file is stored: if the request dies before settling, whoever closes the
   * reservation as abandoned deletes these files (those of logos that were never saved).
   */
  plannedLogos: z.array(PlannedLogo).default([]),
  createdAt: z.instanceof(Timestamp),
  updatedAt: z.instanceof(Timestamp),
});
export type GenerationRecord = z.infer<typeof GenerationRecord>;

export function generationsOf(db: Firestore, uid: string) {
  return userDocument(db, uid).collection(COLLECTIONS.generations);
}

/** The raw key never reaches the database: it may be anything the client chose. */
export function generationIdForKey(idempotencyKey: string): string {
  return `key-${createHash("sha256").update(idempotencyKey).digest("hex")}`;
}

export function isAbandoned(record: GenerationRecord, now: Date): boolean {
  return record.status === "pending" && now.getTime() - record.createdAt.toMillis() > ABANDONED_AFTER_MS;
}

/** What a generation made: the generation response without its wire envelope. */
export const GenerationResult = GenerationResponse.omit({ success: true });
export type GenerationResult = z.infer<typeof GenerationResult>;

/**
 * What a completed generation made, to give again (a replay, or a settle whose reply was lost).
 * Records written before the result was stored without the envelope still carry `success`,
 * which parsing drops.
 */
export function storedResultOf(record: GenerationRecord): GenerationResult {
  const parsed = GenerationResult.safeParse(JSON.parse(record.responseJson ?? "null"));
  if (!parsed.success) throw new Error("A stored generation response is malformed");
  return parsed.data;
}
