/**
 * The one place the real services are built, for the API and the export triggers alike. Every
 * adapter is made on its first use and its module loaded only then (on-first-use.ts), so building
 * the services costs nothing until a request needs a file, a logo drawn or a card charged.
 */

import { getFirestore } from "firebase-admin/firestore";
import { serverConfig } from "../config/env";
import { adminApp } from "../config/firebase-admin";
import { systemClock } from "../domain/clock";
import type { DomainServices } from "../domain/services";
import { PerUserQueue } from "../domain/transactions";
import { projectBucketFiles } from "./file-store";
import { getLogoDesignProvider } from "./logo-design";
import { localLogoImages } from "./logo-images";
import { localLogoMeasurer } from "./logo-score/local-logo-measurer";
import { silhouetteFingerprinter } from "./look-alike/silhouette-fingerprinter";
import { getPaymentProcessor } from "./payments";

export function createDomainServices(): DomainServices {
  const { storageBucket, exportSourceBucket, kitRequestBucket } = serverConfig();
  return {
    db: getFirestore(adminApp()),
    files: projectBucketFiles(storageBucket),
    exportSources: projectBucketFiles(exportSourceBucket),
    kitRequests: projectBucketFiles(kitRequestBucket),
    logoDesigner: getLogoDesignProvider,
    paymentProcessor: getPaymentProcessor,
    logoImages: localLogoImages,
    fingerprints: silhouetteFingerprinter,
    measurer: localLogoMeasurer,
    clock: systemClock,
    userQueue: new PerUserQueue(),
  };
}
