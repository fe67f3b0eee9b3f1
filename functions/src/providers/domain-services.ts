/**
 * The one place the API's real services are built: the export run's (export-services.ts) and the
 * designers, payments, mockups and stationery the API adds. Every
 * adapter is made on its first use and its module loaded only then (on-first-use.ts), so building
 * the services costs nothing until a request needs a file, a logo drawn or a card charged.
 */

import type { MockupRenderer } from "../domain/ports/mockup-renderer";
import type { MotionMaker } from "../domain/ports/motion-maker";
import type { DomainServices } from "../domain/ports/services";
import type { StationeryMaker } from "../domain/ports/stationery-maker";
import { createExportServices } from "./export-services";
import { getLogoDesignProvider } from "./logo-design";
import { onFirstUse } from "./on-first-use";
import { getPaymentProcessor } from "./payments";

/** The scenes and their drawing (resvg, sharp), loaded by the first 'See it in use' only. */
const loadMockups = onFirstUse(() => import("./mockups/mockup-renderer.js"));
const mockups: MockupRenderer = {
  drawScenes: async (artwork, audience) => (await loadMockups()).drawMockupScenes(artwork, audience),
};

/** The animation code, loaded by the first 'Play' only. */
const loadMotion = onFirstUse(() => import("./motion/motion-maker.js"));
const motion: MotionMaker = {
  animate: async (master, brandName, style, audience) =>
    (await loadMotion()).localMotionMaker.animate(master, brandName, style, audience),
};

/** The stationery drawing (pdfkit, resvg, fonts), loaded by the first stationery call only. */
const loadStationery = onFirstUse(() => import("./stationery/stationery-maker.js"));
const stationery: StationeryMaker = {
  make: async (source, brand, details) =>
    (await loadStationery()).exportStationeryMaker.make(source, brand, details),
};

export function createDomainServices(): DomainServices {
  return {
    ...createExportServices(),
    logoDesigner: getLogoDesignProvider,
    paymentProcessor: getPaymentProcessor,
    mockups,
    motion,
    stationery,
  };
}
