import { z } from "zod";

/** Every failure from the API has this one shape. */
export const ErrorResponse = z.object({ success: z.literal(false), error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/**
 * Firestore auto-ids are 20 characters; we accept any URL-safe id up to 128 to stay future-proof.
 * Ids of the form __x__ are reserved by Firestore (a read with one fails with INVALID_ARGUMENT),
 * so they are refused here as bad input rather than reaching the database as a 500.
 */
export const DocumentId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, "Invalid id")
  .refine((id) => !/^__.*__$/.test(id), "Invalid id");
export type DocumentId = z.infer<typeof DocumentId>;

/** Timestamps travel as ISO-8601 strings. */
export const IsoDate = z.string();

/**
 * Sent with a generation request, a key makes a retry of that request free: the API answers the
 * first result again instead of generating (and charging) twice.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IdempotencyKey = z
  .string()
  .min(1, "Idempotency-Key must not be empty")
  .max(255, "Idempotency-Key must be at most 255 characters")
  .regex(/^[\x21-\x7E]+$/, "Idempotency-Key must use visible ASCII characters only");
