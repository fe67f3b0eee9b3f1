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

/** The outlined SVG master, its 1024 px PNG and the 512 px preview's pixels. */
export interface EngineLogoFiles {
  svg: string;
  png: Buffer;
  preview: RgbaPixels;
}
