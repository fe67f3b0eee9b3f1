/**
 * What the editor adds to Firestore. A customized logo is an ordinary logo document (same
 * prompt, same files, exports like any other) with one more field, `design`: the variant it was
 * drawn from and the edits, so it opens in the editor exactly as it was saved. A save sent with an
 * Idempotency-Key leaves a record under users/{uid}/designEdits, found by the hashed key.
 */
import { createHash } from "node:crypto";
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { DesignEdits } from "../../contract";
import { LogoDocument } from "../firestore-documents";
import { userDocument } from "../membership-repository";

const StoredDesign = z.object({
  /** The direction's variant the edits apply to (the logo's `variant` holds it too). */
  variant: z.number().int().nonnegative(),
  edits: DesignEdits,
});

/** A logo as the editor reads it: the library's fields plus the edits of a customized one. */
// A stored design that no longer parses (an older contract) reopens from its variant instead.
export const EditableLogoDocument = LogoDocument.extend({ design: StoredDesign.optional().catch(undefined) });
export type EditableLogoDocument = z.infer<typeof EditableLogoDocument>;

export const DesignEditRecord = z.object({
  /** Hash of the edited logo's id and the validated edits: a key reused for other edits is refused. */
  fingerprint: z.string(),
  logoId: z.string(),
  responseJson: z.string(),
  createdAt: z.instanceof(Timestamp),
});
export type DesignEditRecord = z.infer<typeof DesignEditRecord>;

export function designEditRecords(db: Firestore, uid: string) {
  return userDocument(db, uid).collection("designEdits");
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The raw key never reaches the database: it may be anything the client chose. */
export function designEditRecordId(idempotencyKey: string): string {
  return `key-${sha256(idempotencyKey)}`;
}

export function designFingerprint(sourceLogoId: string, edits: DesignEdits): string {
  return sha256(JSON.stringify({ sourceLogoId, edits }));
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * The new logo's id for a keyed save: the same user, key and edits always give the same id, so a
 * retry writes the same (deterministic) files to the same paths instead of leaving copies, and
 * different edits under one key never share files. 20 characters like Firestore's own ids.
 */
export function customizedLogoId(uid: string, idempotencyKey: string, fingerprint: string): string {
  const digest = createHash("sha256").update(`${uid}\u241f${idempotencyKey}\u241f${fingerprint}`).digest();
  return Array.from(digest.subarray(0, 20), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join("");
}
