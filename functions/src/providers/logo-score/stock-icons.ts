/**
 * The stock icons a logo is compared with: every icon the engine ships (Phosphor, Tabler, Lucide),
 * in every style its set draws it (a filled and an outlined icon are different drawings, 0.3 apart
 * on the median, so one style per icon would miss the others), fingerprinted as the register
 * fingerprints a symbol.
 *
 * Fingerprinting them all takes about two minutes on two cores (7 to 10 ms a drawing, 12 063
 * drawings), so it is done once by stock-icon-pack.ts and its result committed beside this file
 * (4.2 MB of JSON, which tsc copies into lib because it is imported): an instance reads it once,
 * in about 100 ms, and a search then takes a few milliseconds. stock-icons.test.ts fingerprints a sample again
 * and checks the catalogue, so the pack cannot drift from the icons or the fingerprint unnoticed.
 */
import { gunzipSync } from "node:zlib";
import { z } from "zod";
import { type IconStyle, iconEntriesFromPackages, loadIconArt, SECONDARY_TOKEN } from "../../engine/icons";
import { FINGERPRINT_DIMENSIONS } from "../graphics/fingerprint-calibration";
import packFile from "./stock-icon-fingerprints.json";

/** An icon in one style: `set:name|style`, as the pack lists them. */
type StockDrawingId = `${string}|${IconStyle}`;

/** The committed pack: every drawing's id, and their fingerprints as bytes (see quantise). */
export interface StockIconPack {
  dimensions: number;
  ids: StockDrawingId[];
  /** base64 of the gzipped fingerprints, `dimensions` bytes each, in `ids` order. */
  fingerprints: string;
}

/** The line weight the engine draws stroked icons with (design-logo.ts), in the icon's own units. */
const STROKE_WIDTH = 2;

/** Every icon the engine may draw, in every style its set offers, in catalogue order. */
export function stockDrawingIds(): StockDrawingId[] {
  return iconEntriesFromPackages().flatMap((entry) =>
    entry.styles.map((style): StockDrawingId => `${entry.id}|${style}`),
  );
}

/**
 * A stock icon drawn alone as the engine draws a symbol: its line weight, round caps, and duotone's
 * second colour as the engine mixes it (72% of the way from the ink to the ground), black on white.
 * The fingerprint tells ink from ground by colour, so the pale second colour counts for about half
 * its area here, as it does in a logo.
 */
export function stockIconSvg(drawing: StockDrawingId): string {
  const [iconId = "", style = "solid"] = drawing.split("|") as [string, IconStyle];
  const art = loadIconArt(iconId, style);
  const { x, y, width, height } = art.bounds;
  const side = Math.max(width, height) * 1.1;
  const view = `${x + width / 2 - side / 2} ${y + height / 2 - side / 2} ${side} ${side}`;
  const paint = art.stroked
    ? `fill="none" stroke="#000000" stroke-width="${STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round"`
    : `fill="#000000"`;
  const markup = art.markup.replaceAll(SECONDARY_TOKEN, "#B8B8B8");
  const ground = `<rect x="${x + width / 2 - side / 2}" y="${y + height / 2 - side / 2}" width="${side}" height="${side}" fill="#FFFFFF"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${view}">${ground}<g ${paint}>${markup}</g></svg>`;
}

/**
 * A fingerprint as bytes: every component is a count, never negative, and cosine distance does not
 * care about length, so each vector is scaled to its largest component = 255 and rounded. The
 * rounding moves a distance by about 1e-4, far under the look-alike threshold of 0.05.
 */
export function quantise(vector: readonly number[]): Uint8Array {
  const largest = Math.max(0, ...vector);
  const bytes = new Uint8Array(vector.length);
  if (largest > 0)
    for (let i = 0; i < vector.length; i++) bytes[i] = Math.round(((vector[i] ?? 0) / largest) * 255);
  return bytes;
}

interface LoadedPack {
  ids: StockDrawingId[];
  /**
   * Unit-length fingerprints, one dimension after another (every drawing's first component, then
   * every drawing's second...): a search adds one long run per component the query has, which is
   * twice as fast as a dot product per drawing, since half of all components are zero.
   */
  byDimension: Float32Array;
}

let loaded: LoadedPack | undefined;

const StockIconPackFile = z.object({
  dimensions: z.number().int(),
  ids: z.array(
    z.custom<StockDrawingId>(
      (value) => typeof value === "string" && /^[a-z]+:[a-z0-9-]+\|(solid|duotone|line)$/.test(value),
    ),
  ),
  fingerprints: z.string(),
});

/** The pack, unpacked and each fingerprint made unit length, on first use (about 80 ms). */
export function stockPack(): LoadedPack {
  if (loaded) return loaded;
  const pack = StockIconPackFile.parse(packFile);
  if (pack.dimensions !== FINGERPRINT_DIMENSIONS)
    throw new Error("The stock icon pack was made for another fingerprint: run stock-icon-pack.ts again");
  const bytes = gunzipSync(Buffer.from(pack.fingerprints, "base64"));
  const { dimensions, ids } = pack;
  const count = ids.length;
  if (bytes.length !== count * dimensions)
    throw new Error("The stock icon pack is damaged: run stock-icon-pack.ts again");
  const byDimension = new Float32Array(count * dimensions);
  for (let row = 0; row < count; row++) {
    const start = row * dimensions;
    let norm = 0;
    for (let i = 0; i < dimensions; i++) norm += (bytes[start + i] ?? 0) ** 2;
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let i = 0; i < dimensions; i++) byDimension[i * count + row] = (bytes[start + i] ?? 0) * scale;
  }
  loaded = { ids, byDimension };
  return loaded;
}

/**
 * A drawing's fingerprint as the pack holds it (unit length), for tests that check the pack.
 * @visibleForTesting
 */
export function packedFingerprint(drawing: StockDrawingId): number[] | null {
  const { ids, byDimension } = stockPack();
  const row = ids.indexOf(drawing);
  if (row < 0) return null;
  return Array.from({ length: FINGERPRINT_DIMENSIONS }, (_, i) => byDimension[i * ids.length + row] ?? 0);
}

/**
 * The stock icon nearest to a fingerprint (cosine distance, as the register measures), by brute
 * force over every drawing: a few milliseconds.
 */
export function nearestStockIcon(vector: readonly number[]): {
  iconId: string;
  style: IconStyle;
  distance: number;
} {
  const { ids, byDimension } = stockPack();
  const count = ids.length;
  const norm = Math.hypot(...vector);
  if (norm === 0 || count === 0) return { iconId: "", style: "solid", distance: 1 };
  const similarity = new Float32Array(count);
  for (let i = 0; i < FINGERPRINT_DIMENSIONS; i++) {
    const weight = (vector[i] ?? 0) / norm;
    if (weight === 0) continue;
    const start = i * count;
    // Every index is inside both arrays: the casts only tell TypeScript so.
    for (let row = 0; row < count; row++)
      similarity[row] = (similarity[row] as number) + (byDimension[start + row] as number) * weight;
  }
  let best = 0;
  for (let row = 1; row < count; row++)
    if ((similarity[row] as number) > (similarity[best] as number)) best = row;
  const [iconId = "", style = "solid"] = (ids[best] ?? "").split("|") as [string, IconStyle];
  return { iconId, style, distance: Math.max(0, 1 - (similarity[best] ?? 0)) };
}
