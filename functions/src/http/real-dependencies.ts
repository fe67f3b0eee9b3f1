/**
 * The API's real dependencies: the adapters of providers/domain-services.ts, Firebase Auth's token
 * check and the configured limits. create-app.ts is the only importer, so no route reads them.
 */
import { getAuth } from "firebase-admin/auth";
import { adminApp } from "../config/firebase-admin";
import { GENERATION_DEADLINE_MS } from "../config/generation-limits";
import { INSTANCE_WORK_CAP, RATE_LIMITS } from "../config/rate-limits";
import { InstanceLimits } from "../domain/rate-limit";
import { createDomainServices } from "../providers/domain-services";
import { classifyVerificationFailure, type VerifyIdToken } from "./authenticated-user";
import type { AppDependencies } from "./dependencies";

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
