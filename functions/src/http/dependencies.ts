import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { adminApp } from "../config/firebase-admin";
import { GENERATION_DEADLINE_MS } from "../config/generation-limits";
import { RATE_LIMITS, type RateLimits } from "../config/rate-limits";
import { systemClock } from "../domain/clock";
import type { DomainServices } from "../domain/services";
import { PerUserQueue } from "../domain/transactions";
import { getExportImageProcessor } from "../providers/export-images";
import { cloudStorageFiles, type StorageBucket } from "../providers/file-store";
import { getLogoDesignProvider } from "../providers/logo-design";
import { localLogoImages } from "../providers/logo-images";
import { getPaymentProcessor } from "../providers/payments";
import { classifyVerificationFailure, type VerifyIdToken } from "./authenticated-user";

export interface AppDependencies extends DomainServices {
  /** The same bucket as `files`, for streaming a download straight into the response. */
  bucket: StorageBucket;
  verifyIdToken: VerifyIdToken;
  /** Per-user request limits; tests pass small ones. */
  rateLimits: RateLimits;
  /** Budget of a generation request (config/generation-limits.ts); tests pass a short one. */
  generationDeadlineMs: number;
}

/**
 * The real services, resolved on the first request (not at import) and then reused. Tests pass
 * overrides, e.g. a failing logo designer or a fixed clock.
 */
export function lazyDependencies(overrides: Partial<AppDependencies>): () => AppDependencies {
  let resolved: AppDependencies | undefined;
  return () => {
    if (!resolved) {
      const app = adminApp();
      const auth = getAuth(app);
      const bucket = getStorage(app).bucket();
      resolved = {
        db: getFirestore(app),
        bucket,
        files: cloudStorageFiles(bucket),
        logoDesigner: getLogoDesignProvider,
        exportImages: getExportImageProcessor,
        paymentProcessor: getPaymentProcessor,
        logoImages: localLogoImages,
        rateLimits: RATE_LIMITS,
        generationDeadlineMs: GENERATION_DEADLINE_MS,
        clock: systemClock,
        userQueue: new PerUserQueue(),
        verifyIdToken: async (idToken) => {
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
        },
        ...overrides,
      };
    }
    return resolved;
  };
}
