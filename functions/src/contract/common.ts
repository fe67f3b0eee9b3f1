import { z } from "zod";

/** Every failure from the API has this one shape (style.md 4). */
export const ErrorResponse = z.object({ success: z.literal(false), error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Firestore auto-ids are 20 characters; we accept any URL-safe id up to 128 to stay future-proof. */
export const DocumentId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, "Invalid id");
export type DocumentId = z.infer<typeof DocumentId>;

/** Timestamps travel as ISO-8601 strings. */
export const IsoDate = z.string();
