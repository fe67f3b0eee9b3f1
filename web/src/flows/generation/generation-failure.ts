import { isExportLimitError, isQuotaError } from "@contract";
import { ApiError } from "@/lib/api-error";

/**
 * The status our API answers when no generations are left (functions/src/http/respond.ts:
 * QuotaExhaustedError). The per-user rate limiter answers 429 too, so the caller confirms a 429
 * against the quota before showing the upgrade modal (see useLogoGeneration).
 */
export const GENERATION_QUOTA_STATUS = 429;

/**
 * Whether a failed generation call says the generation quota is gone: the 429 status first; the
 * spec's text rule (section 8: an error containing 'quota' or 'limit') only as the last fallback,
 * for an answer that carries no such status. 'Export limit reached' is about exports and opens the
 * download options elsewhere, never the upgrade modal.
 */
export function isGenerationQuotaExhausted(failure: unknown): boolean {
  if (!(failure instanceof ApiError)) return false;
  if (isExportLimitError(failure.message)) return false;
  if (failure.status === GENERATION_QUOTA_STATUS) return true;
  return isQuotaError(failure.message);
}

/**
 * No answer, the server broke, or the same key is still running elsewhere (409): the request may
 * have gone through, so a retry must replay it with the same key rather than be charged again.
 */
export function mayHaveGoneThrough(failure: unknown): boolean {
  return (
    failure instanceof ApiError &&
    (failure.status === null || failure.status === 409 || failure.status >= 500)
  );
}

/**
 * A request the API refused as it stood (400: a name with characters no font can set, say). Its
 * message says what to change, and trying again unchanged cannot help, so it is shown as sent.
 */
export function refusedInputMessage(failure: unknown): string | null {
  return failure instanceof ApiError && failure.status === 400 ? failure.message : null;
}
