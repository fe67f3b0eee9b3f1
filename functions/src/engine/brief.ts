/**
 * The engine's own inputs and outputs. The engine is a plain library: callers (the logo-design
 * providers) pass their values in; these types only say what the engine reads and returns.
 */

import type { RgbaPixels } from "./render";

/** What the engine reads about a brand. */
export interface EngineBrief {
  brandName: string;
  description: string;
}

/** A planned direction: the line shown to users and the engine's serialisable recipe. */
export interface EngineDirection {
  content: string;
  spec: Record<string, unknown>;
}

/** The outlined SVG master and the 512 px preview's pixels (the master draws every other size). */
export interface EngineLogoFiles {
  svg: string;
  preview: RgbaPixels;
}
