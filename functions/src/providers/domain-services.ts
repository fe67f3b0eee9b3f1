/**
 * The one place the real services are built, for the API and the export triggers alike. Every
 * adapter is made on its first use and its module loaded only then (on-first-use.ts), so building
 * the services costs nothing until a request needs a file, a logo drawn or a card charged.
 */

import { getFirestore } from "firebase-admin/firestore";
import { serverConfig } from "../config/env";
import { adminApp } from "../config/firebase-admin";
import { systemClock } from "../domain/ports/clock";
import type { MockupRenderer } from "../domain/ports/mockup-renderer";
import type { DomainServices } from "../domain/ports/services";
import type { StationeryMaker } from "../domain/ports/stationery-maker";
import { PerUserQueue } from "../domain/transactions";
import { projectBucketFiles } from "./file-store";
import { getLogoDesignProvider } from "./logo-design";
import { localLogoImages } from "./logo-images";
import { localLogoMeasurer } from "./logo-score/local-logo-measurer";
import { silhouetteFingerprinter } from "./look-alike/silhouette-fingerprinter";
import { onFirstUse } from "./on-first-use";
import { getPaymentProcessor } from "./payments";

/** The scenes and their drawing (resvg, sharp), loaded by the first 'See it in use' only. */
const loadMockups = onFirstUse(() => import("./mockups/mockup-renderer.js"));
const mockups: MockupRenderer = {
  drawScenes: async (artwork, audience) => (await loadMockups()).drawMockupScenes(artwork, audience),
};

/** The stationery drawing (pdfkit, resvg, fonts), loaded by the first stationery call only. */
const loadStationery = onFirstUse(() => import("./stationery/stationery-maker.js"));
const stationery: StationeryMaker = {
  make: async (source, brand, details) =>
    (await loadStationery()).exportStationeryMaker.make(source, brand, details),
};

/** The export's image libraries and the kit's, loaded by the first export run only (not the API). */
const loadExportMakers = onFirstUse(async () => (await import("./export-makers.js")).exportMakers());

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
    mockups,
    stationery,
    exportMakers: loadExportMakers,
    clock: systemClock,
    userQueue: new PerUserQueue(),
  };
}
