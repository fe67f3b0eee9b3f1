import { ApiError } from "@/lib/api-error";

/**
 * How long to wait before each new try of something that failed for a reason that usually passes
 * (a dropped connection, a busy moment): three more tries over about twelve seconds, then the
 * screen says it failed.
 */
export const RETRY_DELAYS_MS = [1_000, 3_000, 8_000] as const;

/** No answer, or the server broke: the call may have gone through, and may work a moment later. */
export function isNoAnswerOrServerFault(failure: unknown): boolean {
  return failure instanceof ApiError && (failure.status === null || failure.status >= 500);
}
