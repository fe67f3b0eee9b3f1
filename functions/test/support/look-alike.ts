/**
 * For tests about something else than exclusivity: a fingerprinter under which every logo is
 * unlike every other, so many test users may export the same fixture logo. The register is still
 * written (real vectors in the emulator). Tests of the register itself use the real fingerprinter.
 */
import type { LogoFingerprint, LogoFingerprinter } from "../../src/domain/ports/logo-fingerprinter";
import { silhouetteFingerprinter } from "../../src/providers/look-alike/silhouette-fingerprinter";

function randomDirection(): number[] {
  const vector = Array.from({ length: silhouetteFingerprinter.dimensions }, () => Math.random() - 0.5);
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

export function unlikeFingerprinter(): LogoFingerprinter {
  const fingerprint = async (): Promise<LogoFingerprint> => ({
    logo: randomDirection(),
    symbol: randomDirection(),
  });
  return {
    dimensions: silhouetteFingerprinter.dimensions,
    ofVector: fingerprint,
    ofRaster: fingerprint,
    symbolOfVector: async () => randomDirection(),
    // Nothing is ever this close: random directions in many dimensions are nearly orthogonal.
    sameLogoUnder: 1e-6,
    sameSymbolUnder: 1e-6,
  };
}
