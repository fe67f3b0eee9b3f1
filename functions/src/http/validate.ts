import type { z } from "zod";
import { InvalidInputError } from "../domain/errors";

/**
 * Validation at the edge: safeParse, and a bad input becomes a 400 with the first
 * issue's message from the shared contract, never a thrown ZodError or its internals.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new InvalidInputError(result.error.issues[0]?.message ?? "Invalid request");
}

/** A missing body reads as an empty object so the schema names the first missing field. */
export function bodyOf(req: { body?: unknown }): unknown {
  return req.body ?? {};
}
