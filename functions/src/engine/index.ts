/**
 * What the logo-design providers use of the engine. The engine is a plain library: it knows
 * nothing of providers, the domain or HTTP (biome.json enforces it).
 */
export { designLogoSvg } from "./design-logo";
export type { DirectionSpec } from "./direction-spec";
export { planDirections, specFromDirection } from "./directions";
export { ENGINE_NAME } from "./edit-design";
export { mixSeed } from "./random";
export { renderPreviewPixels } from "./render";
export { describeSymbol, type SymbolDescription } from "./symbol-description";
export { unsettableCharacters } from "./text-outline";
