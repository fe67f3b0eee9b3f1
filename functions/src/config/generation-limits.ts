/**
 * Time limits of a generation request, in one place.
 *
 * Firebase Hosting cuts a rewritten request at 60 s, whatever the function's own timeout: the
 * browser gets a 504 while the function runs on, so the logos may be saved and charged but the
 * answer is lost. Every generation therefore works to one budget that ends well before that cut.
 */

/**
 * From the start of a generation request until it stops waiting for logos (and for a duplicate
 * Idempotency-Key's first request). Logos not finished by then count as failed and are refunded.
 * 45 s leaves Hosting's 60 s enough room for what follows the deadline: the settle transaction
 * (with its contention retries), saving the logos already drawn, and sending the answer.
 */
export const GENERATION_DEADLINE_MS = 45_000;
