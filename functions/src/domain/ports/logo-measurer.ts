import type { LogoMeasures } from "../logo-score/score-logo";

/**
 * What a logo's score needs from the outside world: its drawing measured on renders (the name at
 * 32 px high, the symbol at 16 px, its ink's contrast, its distance to the stock icons the engine
 * ships). providers/logo-score draws and measures offline.
 */
export interface LogoMeasurer {
  /** Changes whenever measuring changes, so measures kept from an older one are taken again. */
  readonly version: string;
  ofVector(svg: string): Promise<LogoMeasures>;
  ofRaster(image: Buffer): Promise<LogoMeasures>;
}
