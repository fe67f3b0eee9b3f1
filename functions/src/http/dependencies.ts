import { getAuth } from "firebase-admin/auth";
import { adminApp } from "../config/firebase-admin";
import { GENERATION_DEADLINE_MS } from "../config/generation-limits";
import { INSTANCE_WORK_CAP, RATE_LIMITS, type RateLimit, type RateLimits } from "../config/rate-limits";
import type { DomainServices } from "../domain/ports/services";
import { InstanceLimits } from "../domain/rate-limit";
import { createDomainServices } from "../providers/domain-services";
import { classifyVerificationFailure, type VerifyIdToken } from "./authenticated-user";

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

function verifyWithFirebaseAuth(): VerifyIdToken {
  const auth = getAuth(adminApp());
  return async (idToken) => {
    try {
      // checkRevoked: a revoked session or a disabled account is refused at once.
      const decoded = await auth.verifyIdToken(idToken, true);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        // An account with no e-mail at all (e.g. anonymous) is never verified.
        emailVerified: decoded.email !== undefined && decoded.email_verified === true,
      };
    } catch (error) {
      throw classifyVerificationFailure(error);
    }
  };
}

/**
 * The real services, resolved on the first request (not at import) and then reused. Tests pass
 * overrides, e.g. a failing logo designer or a fixed clock.
 */
export function lazyDependencies(overrides: Partial<AppDependencies>): () => AppDependencies {
  let resolved: AppDependencies | undefined;
  return () => {
    resolved ??= {
      ...createDomainServices(),
      verifyIdToken: verifyWithFirebaseAuth(),
      rateLimits: RATE_LIMITS,
      instanceLimits: new InstanceLimits(),
      instanceWorkCap: INSTANCE_WORK_CAP,
      generationDeadlineMs: GENERATION_DEADLINE_MS,
      ...overrides,
    };
    return resolved;
  };
}
