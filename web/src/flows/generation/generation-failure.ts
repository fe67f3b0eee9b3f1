import { type ErrorCode, isExportLimitError, isQuotaError } from "@contract";
import { ApiError } from "@/lib/api-error";
import { isNoAnswerOrServerFault } from "@/lib/passing-failure";

/**
 * Whether a failed generation call says the generation quota is gone. The API says so with its
 * code, which sets it apart from the rate limiter's 429 and from the export limit; the spec's
 * text rule (an error containing 'quota' or 'limit') applies only to a failure that carries no
 * code, and even then 'Export limit reached' is about exports, never the upgrade modal.
 */
export function isGenerationQuotaExhausted(failure: unknown): boolean {
  if (!(failure instanceof ApiError)) return false;
  if (failure.code !== null) return failure.code === "no-generation-credit";
  return !isExportLimitError(failure.message) && isQuotaError(failure.message);
}

/**
 * No answer, the server broke, or the same key is still running elsewhere (409): the request may
 * have gone through, so a retry must replay it with the same key rather than be charged again.
 */
export function mayHaveGoneThrough(failure: unknown): boolean {
  return isNoAnswerOrServerFault(failure) || (failure instanceof ApiError && failure.status === 409);
}

/**
 * Refusals whose words help the user more than 'Failed to generate': input the API refused as it
 * stood (a name with characters no font can set, say: the text says what to change), and a wait
 * (too many requests from this account, or Markery busy for everyone: the text says how long).
 */
const WORDED_REFUSALS: ReadonlySet<ErrorCode> = new Set(["invalid-input", "rate-limited", "busy"]);

export function refusalMessage(failure: unknown): string | null {
  return failure instanceof ApiError && failure.code !== null && WORDED_REFUSALS.has(failure.code)
    ? failure.message
    : null;
}
