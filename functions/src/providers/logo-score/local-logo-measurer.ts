import type { LogoMeasurer } from "../../domain/ports/logo-measurer";
import { onFirstUse } from "../on-first-use";

/** Measuring needs resvg, sharp and the stock icons' pack: loaded by the first request that scores. */
const measuring = onFirstUse(() => import("./measure-logo.js"));

/** Scores' measures, drawn and taken offline. */
export const localLogoMeasurer: LogoMeasurer = {
  // Raise with any change to what measure-logo.ts measures or how.
  version: "2026-11-29.2",
  ofVector: async (svg) => (await measuring()).measureVectorLogo(svg),
  ofRaster: async (image) => (await measuring()).measureRasterLogo(image),
};
