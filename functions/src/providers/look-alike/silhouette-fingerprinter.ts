import type { LogoFingerprinter } from "../../domain/ports/logo-fingerprinter";
import {
  FINGERPRINT_DIMENSIONS,
  LOOK_ALIKE_DISTANCE,
  SYMBOL_LOOK_ALIKE_DISTANCE,
} from "../graphics/fingerprint-calibration";
import { onFirstUse } from "../on-first-use";

/** Drawing silhouettes needs resvg and sharp: loaded by the first request that fingerprints. */
const drawing = onFirstUse(() => import("../graphics/silhouette-fingerprint.js"));

/** The register's fingerprints: silhouettes drawn offline (resvg for masters, sharp for pixels). */
export const silhouetteFingerprinter: LogoFingerprinter = {
  dimensions: FINGERPRINT_DIMENSIONS,
  ofVector: async (svg) => (await drawing()).fingerprintSvg(svg),
  ofRaster: async (image) => (await drawing()).fingerprintRaster(image),
  symbolOfVector: async (svg) => (await drawing()).fingerprintSymbolSvg(svg),
  sameLogoUnder: LOOK_ALIKE_DISTANCE,
  sameSymbolUnder: SYMBOL_LOOK_ALIKE_DISTANCE,
};
