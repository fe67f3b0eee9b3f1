import bidiFactory from "bidi-js";
import { type CharSlot, fontsForLine, slotsOf } from "./font-fallback";
import type { FontChoice } from "./font-family";
import type { LoadedFont } from "./fonts";
import type { ShapedGlyph } from "./shaping/harfbuzz";

/**
 * A line cut into runs of one font and one bidi level and shaped by HarfBuzz, and the runs put
 * in visual order: what text-outline.ts draws and measures.
 */

const bidi = bidiFactory();

interface ShapingRun {
  font: LoadedFont;
  level: number;
  /** UTF-16 range in the line. */
  start: number;
  end: number;
  glyphs: ShapedGlyph[];
}

/** Runs of one font and one bidi level, in logical order. */
function itemise(text: string, slots: CharSlot[], perSlot: LoadedFont[], levels: Uint8Array): ShapingRun[] {
  const runs: ShapingRun[] = [];
  slots.forEach((slot, i) => {
    const font = perSlot[i] as LoadedFont;
    const level = levels[slot.index] ?? 0;
    const last = runs[runs.length - 1];
    const end = slot.index + slot.char.length;
    if (last && last.font === font && last.level === level) last.end = end;
    else runs.push({ font, level, start: slot.index, end, glyphs: [] });
  });
  for (const run of runs) {
    run.glyphs = run.font.font.shape(
      text,
      run.start,
      run.end - run.start,
      run.level % 2 === 1 ? "rtl" : "ltr",
    );
  }
  return runs;
}

/** The bidi algorithm's rule L2: from the highest level down, reverse every sequence at or above it. */
export function visualOrder(runs: ShapingRun[]): ShapingRun[] {
  const order = [...runs];
  const levels = runs.map((run) => run.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 === 1 ? level : level + 1)), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    let i = 0;
    while (i < order.length) {
      if ((order[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && (order[j]?.level ?? 0) >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}

/** Each glyph's cluster text: the characters from its cluster start to the run's next cluster. */
export function clusterTexts(text: string, run: ShapingRun): Map<number, string> {
  const starts = [...new Set(run.glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  const texts = new Map<number, string>();
  starts.forEach((clusterStart, i) => {
    texts.set(clusterStart, text.slice(clusterStart, starts[i + 1] ?? run.end));
  });
  return texts;
}

/** A line's fonts, bidi levels and shaped runs (in logical order): everything but the drawing. */
export function shapedRuns(text: string, choice: FontChoice) {
  const slots = slotsOf(text);
  const { perSlot, missing } = fontsForLine(text, slots, choice);
  const embedding = bidi.getEmbeddingLevels(text, "auto");
  return { slots, perSlot, missing, embedding, runs: itemise(text, slots, perSlot, embedding.levels) };
}
