/**
 * Express side of the per-user limits: a middleware per action, after the auth middleware.
 * Over the limit is 429 with Retry-After and a plain message that never says 'quota' or
 * 'limit', so the browser cannot mistake it for running out of credits.
 */
import type { NextFunction, Request } from "express";
import type { RateLimitedAction } from "../config/rate-limits";
import { tooManyRequestsMessage } from "../contract";
import { consumeRateLimit } from "../domain/rate-limit";
import type { AppDependencies } from "./dependencies";
import { type AuthenticatedResponse, apiFailure, type FailureAnswer, respondWithError } from "./respond";

export { tooManyRequestsMessage };

export function rateLimit(
  deps: () => AppDependencies,
  action: RateLimitedAction,
  fallback: string,
  answer: FailureAnswer = apiFailure,
) {
  return async (_req: Request, res: AuthenticatedResponse, next: NextFunction): Promise<void> => {
    const services = deps();
    try {
      const outcome = await consumeRateLimit(
        services,
        res.locals.user.uid,
        action,
        services.rateLimits[action],
      );
      if (!outcome.allowed) {
        res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
        answer(res, {
          status: 429,
          message: tooManyRequestsMessage(outcome.retryAfterSeconds),
          reason: "rate-limited",
        });
        return;
      }
    } catch (error) {
      respondWithError(res, error, fallback, answer);
      return;
    }
    next();
  };
}
