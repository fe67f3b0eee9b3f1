/**
 * Express side of the per-user limits: a middleware per action, after the auth middleware.
 * Over the limit is 429 with Retry-After and a plain message that never says 'quota' or
 * 'limit', so the browser cannot mistake it for running out of credits.
 */
import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { RateLimitedAction, WorkKind } from "../config/rate-limits";
import { tooManyRequestsMessage } from "../contract";
import { WorkRefusedError } from "../domain/errors";
import { consumeRateLimit, spendWork } from "../domain/rate-limit";
import type { AppDependencies } from "./dependencies";
import { type AuthenticatedResponse, apiFailure, type FailureAnswer, respondWithError } from "./respond";

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
        rememberRefusedCall(services, res, outcome.retryAfterSeconds);
        refuse(res, outcome.retryAfterSeconds, answer);
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
export async function chargeWork(
  services: AppDependencies,
  res: AuthenticatedResponse,
  kind: WorkKind,
): Promise<void> {
  try {
    await spendWork(
      services,
      services.instanceLimits,
      { work: services.rateLimits.work, instanceCap: services.instanceWorkCap },
      res.locals.user.uid,
      kind,
    );
  } catch (error) {
    if (error instanceof WorkRefusedError && error.by === "account") {
      rememberRefusedCall(services, res, error.retryAfterSeconds);
    }
    throw error;
  }
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
      rememberRefusedCall(services, res, outcome.retryAfterSeconds);
      refuse(res, outcome.retryAfterSeconds, answer);
      return;
    }
    next();
  };
}

function refuse(res: Response, retryAfterSeconds: number, answer: FailureAnswer): void {
  res.setHeader("Retry-After", String(retryAfterSeconds));
  answer(res, { code: "rate-limited", message: tooManyRequestsMessage(retryAfterSeconds) });
}

/** Where the key of the call being answered is kept between the middlewares. */
const CALL_KEY = "refusableCallKey";

/**
 * The caller's token (hashed) with the method and path. Refused calls are remembered by it, so
 * the same call with the same token is answered before its token is verified: verifying asks Auth
 * whether the session was revoked, which is most of what a refused call would cost. A 429 for a
 * token revoked meanwhile tells nobody anything.
 */
function callKeyOf(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get("authorization") ?? "");
  if (!match?.[1]) return null;
  const token = createHash("sha256").update(match[1]).digest("base64url");
  return `call/${token}/${req.method}/${req.path}`;
}

function rememberRefusedCall(services: AppDependencies, res: Response, retryAfterSeconds: number): void {
  const key = res.locals[CALL_KEY];
  if (typeof key === "string") {
    services.instanceLimits.rememberRefusal(key, retryAfterSeconds, services.clock().getTime());
  }
}

/** How long a call refused from memory is held before its answer, so a loop slows to its pace. */
const REFUSAL_PAUSE_MS = 1_000;
/**
 * Held answers at once per instance: each holds a connection (and, in production, one of the
 * instance's concurrent requests), so past this a refusal is answered at once.
 */
const MAX_HELD_REFUSALS = 2;

/**
 * Before the token is verified: a call this instance refused (same token, method and path) is
 * refused again until its window ends, after a pause of a second. A loop that keeps knocking costs
 * next to nothing then, and the pause keeps it from filling the platform's front end with refusals
 * as fast as they can be answered.
 */
export function answerRememberedRefusals(deps: () => AppDependencies, answer: FailureAnswer = apiFailure) {
  let held = 0;
  return (req: Request, res: Response, next: NextFunction): void => {
    const key = callKeyOf(req);
    if (key === null) {
      next();
      return;
    }
    res.locals[CALL_KEY] = key;
    const services = deps();
    const waitFor = services.instanceLimits.stillRefused(key, services.clock().getTime());
    if (waitFor === null) {
      next();
      return;
    }
    if (held >= MAX_HELD_REFUSALS) {
      refuse(res, waitFor, answer);
      return;
    }
    held++;
    setTimeout(
      () => {
        held--;
        refuse(res, Math.max(1, waitFor - 1), answer);
      },
      Math.min(REFUSAL_PAUSE_MS, waitFor * 1000),
    );
  };
}
