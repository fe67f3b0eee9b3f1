import { z } from "zod";
import { ErrorCode } from "./error-codes";

/** Every failure from the API has this one shape: the words for people, the code for screens. */
export const ErrorResponse = z.object({ success: z.literal(false), error: z.string(), code: ErrorCode });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/**
 * A failure as the browser reads it. A code it does not know (a newer server) or none at all (an
 * answer that did not come from our API) reads as null, so the text is still shown rather than the
 * whole answer being taken for unreadable.
 */
export const ReceivedErrorResponse = ErrorResponse.extend({ code: ErrorCode.nullable().catch(null) });
export type ReceivedErrorResponse = z.infer<typeof ReceivedErrorResponse>;

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
