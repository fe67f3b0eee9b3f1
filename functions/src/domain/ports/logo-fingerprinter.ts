/**
 * What the register of sold logos needs from the outside world: a fingerprint of a logo's
 * drawing that ignores its colours, size and position (providers/look-alike draws it from the
 * vector master or the pixels), and the distance under which two fingerprints are one logo.
 */
export interface LogoFingerprint {
  /** The whole logo. */
  logo: number[];
  /** The symbol alone, when the master names it (engine logos); null for pixels and unmarked SVGs. */
  symbol: number[] | null;
}

export interface LogoFingerprinter {
  /** The length of every fingerprint (the register's vector indexes are declared with it). */
  readonly dimensions: number;
  ofVector(svg: string): Promise<LogoFingerprint>;
  ofRaster(image: Buffer): Promise<LogoFingerprint>;
  /** The symbol's fingerprint alone, as ofVector would give it; null when the master names none. */
  symbolOfVector(svg: string): Promise<number[] | null>;
  /** Cosine distances under which two fingerprints are the same drawing (calibrated by a test). */
  readonly sameLogoUnder: number;
  readonly sameSymbolUnder: number;
}

/** 1 - cosine similarity, as Firestore's COSINE distance measures it; 1 when either vector is zero. */
export function cosineDistance(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 1 : 1 - dot / Math.sqrt(normA * normB);
}

/** A blank image's fingerprint (no ink at all): it looks like nothing, so it is never registered or searched. */
export function isBlankFingerprint(vector: readonly number[]): boolean {
  return vector.every((value) => value === 0);
}
