import { z } from "zod";

/**
 * Why an API call failed, for the browser to switch on. The `error` text beside it is for people
 * and follows the product's wording; the code is what code reads, so a copy change never changes
 * what a screen does. The status each code is answered with is set in http/respond.ts.
 */
export const ErrorCode = z.enum([
  /** No token, or one Auth rejected: sign in again. */
  "unauthenticated",
  /** Signed in with an e-mail that is not verified. */
  "unverified",
  /** Auth could not be asked; not the caller's fault. */
  "auth-unavailable",
  /** Too many calls, or too much costly work, from this account in a short time. */
  "rate-limited",
  /** The instance is at its cap on costly work for everyone; not the caller's doing. */
  "busy",
  /** No logo generation left. */
  "no-generation-credit",
  /** No logo export left. */
  "no-export-credit",
  /** The request broke a rule of its input; the text says which. */
  "invalid-input",
  /** The thing asked for does not exist, or is not the caller's. */
  "not-found",
  /** The logo is too close to one another customer bought. */
  "owned-by-another",
  /** A request with the same Idempotency-Key is still being answered. */
  "in-progress",
  /** The Idempotency-Key was first used for a different request. */
  "key-reused",
  /** The thing is not in a state that allows this now (an export still being made); the text says when it will. */
  "conflict",
  /** The request body or the upload is over its size limit. */
  "too-large",
  /** The logo designer made no logo; every reserved credit was refunded. */
  "generation-failed",
  /** A service this call needs is not set up on this deployment. */
  "not-configured",
  /** Anything else: a fault of ours, logged on the server. */
  "unexpected",
]);
export type ErrorCode = z.infer<typeof ErrorCode>;
