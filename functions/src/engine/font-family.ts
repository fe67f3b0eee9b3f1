import type { WritingSystem } from "./shaping/scripts";

/**
 * What the engine knows of a type family: its voice (category), where its files are and which
 * weights it ships, and what it may be used for. The families themselves are listed in
 * design-font-families.ts and fallback-font-families.ts.
 */

export type FontCategory =
  | "geometric-sans"
  | "humanist-sans"
  | "grotesque-sans"
  | "rounded-sans"
  | "serif"
  | "display-serif"
  | "slab"
  | "display"
  | "script";

type FontLicense = "OFL-1.1" | "Apache-2.0";

export interface FontFamily {
  id: string;
  family: string;
  category: FontCategory;
  packageName: string;
  /** File name stem inside the package, e.g. `PlayfairDisplay` for `PlayfairDisplay_700Bold.ttf`. */
  fileStem: string;
  weights: readonly number[];
  license: FontLicense;
  /** Lowercase letters are drawn as capitals: never used for a name typed in mixed case. */
  capsOnly?: boolean;
  /** Connected scripts: letter-spacing would break the joins. */
  noTracking?: boolean;
  /**
   * A family for scripts the design families lack (Noto). Never a direction's first choice: the
   * engine moves a name to it when the chosen family cannot set the name's script.
   */
  fallbackOnly?: boolean;
  /** The writing systems a fallback family is there for, in order of preference. */
  serves?: readonly WritingSystem[];
  /** A short word in the family's own script, to show it in the editor's font list. */
  sample?: string;
  /**
   * Shipped in the built functions (lib/fonts) rather than as an installed package: a CJK family
   * is 50-90 MB as a package of nine weights, and the engine uses two (see font-pack.ts).
   */
  packed?: boolean;
}

export const ALL_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
/** CJK faces are about 10 MB a weight: two weights keep a worker's memory bounded. */
export const CJK_WEIGHTS = [400, 700] as const;

/** The family and weight a text is set in; the family draws what it can, fallbacks the rest. */
export interface FontChoice {
  family: string;
  weight: number;
}
