/**
 * Express side of the per-user limits: a middleware per action, after the auth middleware.
 * Over the limit is 429 with Retry-After and a plain message that never says 'quota' or
 * 'limit', so the browser cannot mistake it for running out of credits.
 */
import type { NextFunction, Request } from "express";
import type { RateLimitedAction, WorkKind } from "../config/rate-limits";
import { tooManyRequestsMessage } from "../contract";
import { consumeRateLimit, spendWork } from "../domain/rate-limit";
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
        services.instanceLimits,
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

/**
 * Charges a costly call to the caller's work budget and the instance's cap before the work starts;
 * throws WorkRefusedError (429 or 503 with Retry-After, through the route's handler) when over.
 */
export function chargeWork(services: AppDependencies, uid: string, kind: WorkKind): Promise<void> {
  return spendWork(
    services,
    services.instanceLimits,
    { work: services.rateLimits.work, instanceCap: services.instanceWorkCap },
    uid,
    kind,
  );
}

/**
 * A limit counted in this instance's memory only, for cheap reads (lists, a logo's design, the
 * quota): sharing their count through Firestore would double what each costs. Across instances a
 * loop gets at most this per instance, which the platform's instance cap bounds.
 */
export function instanceRateLimit(
  deps: () => AppDependencies,
  action: RateLimitedAction,
  answer: FailureAnswer = apiFailure,
) {
  return (_req: Request, res: AuthenticatedResponse, next: NextFunction): void => {
    const services = deps();
    const outcome = services.instanceLimits.count(
      `${res.locals.user.uid}/${action}`,
      services.rateLimits[action],
      services.clock().getTime(),
      1,
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
    next();
  };
}
