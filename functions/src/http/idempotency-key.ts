import type { Request } from "express";
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from "../contract";
import { parseInput } from "./validate";

/**
 * The request's Idempotency-Key, or null when it sent none. A malformed key is the caller's
 * error (InvalidInputError, so a 400 with the contract's words), never a key we guess at.
 */
export function idempotencyKeyOf(req: Request): string | null {
  const header = req.get(IDEMPOTENCY_KEY_HEADER);
  return header === undefined ? null : parseInput(IdempotencyKey, header);
}
