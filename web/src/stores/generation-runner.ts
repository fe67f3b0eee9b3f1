import { isQuotaError, SCREEN_MESSAGE } from "@contract";
import { useCallback, useRef, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { useMembership } from "@/stores/membership-store";

/**
 * The steps every logo generation shares (spec sections 4, 8 and 9): check the quota first, stop
 * at the upgrade modal when it is gone, call the API, apply the spec's state transition, refresh
 * the quota, and show the spec's texts on failure. Each screen supplies the call and transition.
 */
export interface GenerationJob<T> {
  /** What is generating, e.g. a prompt id, so a screen can mark the right button busy. */
  key: string;
  /** The request's inputs. Retrying the same inputs after a lost answer reuses the idempotency key. */
  signature?: string;
  /** Sends the call with this Idempotency-Key (decisions.md 8: a retry is never charged twice). */
  request(idempotencyKey: string): Promise<T>;
  apply(result: T): void;
  /** The spec's screen message for this kind of generation. */
  failureMessage: string;
  /** Runs after the quota check passes and before the call (e.g. clearing new logo ids). */
  beforeRequest?(): void;
}

export type GenerationOutcome = "generated" | "limit-reached" | "failed";

function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * No answer, the server broke, or the same key is still running elsewhere (409): the request may
 * have gone through, so a retry must replay it with the same key rather than be charged again.
 */
function mayHaveGoneThrough(failure: unknown): boolean {
  return (
    failure instanceof ApiError &&
    (failure.status === null || failure.status === 409 || failure.status >= 500)
  );
}

export function useGenerationRunner({ onLimitReached }: { onLimitReached(): void }) {
  const { refresh } = useMembership();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A second click while one generation runs is ignored rather than charged twice.
  const running = useRef(false);
  // The key of a request whose answer was lost, kept for a retry of exactly that request.
  const unanswered = useRef<{ signature: string; idempotencyKey: string } | null>(null);

  const run = useCallback(
    async <T>(job: GenerationJob<T>): Promise<GenerationOutcome> => {
      if (running.current) return "failed";
      running.current = true;
      setError(null);
      try {
        let remaining: number;
        try {
          remaining = (await refresh()).remaining;
        } catch {
          setError(SCREEN_MESSAGE.quotaCheckFailed);
          return "failed";
        }
        if (remaining <= 0) {
          setError(SCREEN_MESSAGE.generationLimitReached);
          onLimitReached();
          return "limit-reached";
        }

        setPendingKey(job.key);
        job.beforeRequest?.();
        const signature = `${job.key}|${job.signature ?? ""}`;
        const idempotencyKey =
          unanswered.current?.signature === signature
            ? unanswered.current.idempotencyKey
            : newIdempotencyKey();
        let result: T;
        try {
          result = await job.request(idempotencyKey);
          unanswered.current = null;
        } catch (failure) {
          unanswered.current = mayHaveGoneThrough(failure) ? { signature, idempotencyKey } : null;
          const message = failure instanceof ApiError ? failure.message : "";
          if (isQuotaError(message)) {
            setError(SCREEN_MESSAGE.generationLimitReached);
            onLimitReached();
            void refresh().catch(() => undefined);
            return "limit-reached";
          }
          setError(job.failureMessage);
          return "failed";
        }
        job.apply(result);
        // The new numbers are shown on the next screen; a failed refresh must not undo a success.
        void refresh().catch(() => undefined);
        return "generated";
      } finally {
        running.current = false;
        setPendingKey(null);
      }
    },
    [refresh, onLimitReached],
  );

  const dismissError = useCallback(() => setError(null), []);

  return { run, pendingKey, generating: pendingKey !== null, error, dismissError };
}
