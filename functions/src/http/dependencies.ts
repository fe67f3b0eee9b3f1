import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { adminApp } from "../config/firebase-admin";
import { systemClock } from "../domain/clock";
import type { DomainServices } from "../domain/services";
import { PerUserQueue } from "../domain/transactions";
import { getExportImageProcessor } from "../providers/export-images";
import { getLogoDesignProvider } from "../providers/logo-design";
import { getPaymentProcessor } from "../providers/payments";
import type { VerifyIdToken } from "./auth";

export interface AppDependencies extends DomainServices {
  verifyIdToken: VerifyIdToken;
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
      resolved = {
        db: getFirestore(app),
        bucket: getStorage(app).bucket(),
        logoDesigner: getLogoDesignProvider,
        exportImages: getExportImageProcessor,
        paymentProcessor: getPaymentProcessor,
        clock: systemClock,
        userQueue: new PerUserQueue(),
        verifyIdToken: async (idToken) => {
          const decoded = await auth.verifyIdToken(idToken);
          return { uid: decoded.uid, email: decoded.email ?? null };
        },
        ...overrides,
      };
    }
    return resolved;
  };
}
