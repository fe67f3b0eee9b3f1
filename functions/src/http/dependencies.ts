/**
 * What every route is given: the domain's services and the API's own limits. Only the type lives
 * here, so a route names what it needs without loading the adapters; http/real-dependencies.ts
 * builds the real ones.
 */
import type { RateLimit, RateLimits } from "../config/rate-limits";
import type { DomainServices } from "../domain/ports/services";
import type { InstanceLimits } from "../domain/rate-limit";
import type { VerifyIdToken } from "./authenticated-user";

export interface AppDependencies extends DomainServices {
  verifyIdToken: VerifyIdToken;
  /** Per-user request limits; tests pass small ones. */
  rateLimits: RateLimits;
  /** This instance's own counts: the limiter's fallback, its remembered refusals, its work cap. */
  instanceLimits: InstanceLimits;
  /** The CPU milliseconds of costly work one instance does in a window for all accounts together. */
  instanceWorkCap: RateLimit;
  /** Budget of a generation request (config/generation-limits.ts); tests pass a short one. */
  generationDeadlineMs: number;
}
