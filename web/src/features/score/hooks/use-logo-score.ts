import type { LogoScore } from "@contract";
import { useEffect, useState } from "react";
import { getLogoScore } from "@/features/score/api/get-logo-score";
import { ApiError } from "@/lib/api-error";
import { isNoAnswerOrServerFault, RETRY_DELAYS_MS } from "@/lib/passing-failure";

/** Scores asked for in this tab, so a card that scrolls back or a page shown again asks once. */
const asked = new Map<string, Promise<LogoScore>>();
const KEPT = 300;

/**
 * A page of designs asks for every score at once, just as the server may be drawing someone's
 * brand kit: a score refused for being one call too many is asked again too.
 */
function mayWorkLater(error: unknown): boolean {
  return isNoAnswerOrServerFault(error) || (error instanceof ApiError && error.status === 429);
}

async function measuredWithRetries(logoId: string): Promise<LogoScore> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await getLogoScore(logoId);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !mayWorkLater(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

function scoreOf(logoId: string): Promise<LogoScore> {
  const earlier = asked.get(logoId);
  if (earlier) return earlier;
  const request = measuredWithRetries(logoId).catch((error: unknown) => {
    // A failed measure is asked again next time, not remembered.
    asked.delete(logoId);
    throw error;
  });
  asked.set(logoId, request);
  if (asked.size > KEPT) {
    const oldest = asked.keys().next().value;
    if (oldest !== undefined) asked.delete(oldest);
  }
  return request;
}

/**
 * For tests: every score is asked for again.
 * @visibleForTesting
 */
export function forgetLogoScores(): void {
  asked.clear();
}

type LogoScoreState =
  | { status: "loading" }
  | { status: "ready"; score: LogoScore }
  | { status: "failed"; message: string };

export function useLogoScore(logoId: string): LogoScoreState {
  const [state, setState] = useState<{ logoId: string; value: LogoScoreState }>({
    logoId,
    value: { status: "loading" },
  });
  useEffect(() => {
    let current = true;
    scoreOf(logoId).then(
      (score) => {
        if (current) setState({ logoId, value: { status: "ready", score } });
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : "The score could not be measured.";
        if (current) setState({ logoId, value: { status: "failed", message } });
      },
    );
    return () => {
      current = false;
    };
  }, [logoId]);
  return state.logoId === logoId ? state.value : { status: "loading" };
}
