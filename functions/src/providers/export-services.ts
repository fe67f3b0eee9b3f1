/**
 * The services an export run needs, and only those: the stores, the database, the image work and
 * the file makers. The export triggers build these alone, so a run never loads the logo designers
 * or the payment processors; providers/domain-services.ts adds those for the API.
 */

import { getFirestore } from "firebase-admin/firestore";
import { serverConfig } from "../config/env";
import { adminApp } from "../config/firebase-admin";
import { systemClock } from "../domain/ports/clock";
import type { ExportRunServices } from "../domain/ports/export-services";
import { PerUserQueue } from "../domain/transactions";
import { projectBucketFiles } from "./file-store";
import { localLogoImages } from "./logo-images";
import { localLogoMeasurer } from "./logo-score/local-logo-measurer";
import { silhouetteFingerprinter } from "./look-alike/silhouette-fingerprinter";
import { onFirstUse } from "./on-first-use";

/** The export's image libraries and the kit's, loaded by the first export run only (not the API). */
const loadExportMakers = onFirstUse(async () => (await import("./export-makers.js")).exportMakers());

export function createExportServices(): ExportRunServices {
  const { storageBucket, exportSourceBucket, kitRequestBucket } = serverConfig();
  return {
    db: getFirestore(adminApp()),
    files: projectBucketFiles(storageBucket),
    exportSources: projectBucketFiles(exportSourceBucket),
    kitRequests: projectBucketFiles(kitRequestBucket),
    logoImages: localLogoImages,
    fingerprints: silhouetteFingerprinter,
    measurer: localLogoMeasurer,
    exportMakers: loadExportMakers,
    clock: systemClock,
    userQueue: new PerUserQueue(),
  };
}
