import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { IconEntry, IconSetId, IconStyle } from "./icons";

/**
 * The icon catalogue and its search index as the functions' build packs them (icon-pack.ts), so
 * that a fresh instance reads one JSON file instead of parsing the icon packages' catalogues and
 * folding every tag. Running from source (tests, scripts) there is no pack: the engine builds the
 * same structures from the packages.
 */
export const PACKED_ICONS_FILE = path.join(__dirname, "..", "icons", "icon-index.json");

/** The search index with its icons as positions in `entries`. */
export interface PackedSearchIndex {
  /** Per icon, in `entries` order: its tags' words, folded, as written and singular. */
  tagWords: string[][];
  /** Word -> positions of the icons carrying it. */
  byWord: [string, number[]][];
  /** Lexicon phrase -> icon ids it stands for, best first. */
  synonyms: [string, string[]][];
}

export interface PackedIcons {
  /** id, tags, styles of every icon, in the catalogue's order. */
  entries: [string, string[], IconStyle[]][];
  search: PackedSearchIndex;
}

function entryOf([id, tags, styles]: PackedIcons["entries"][number]): IconEntry {
  const colon = id.indexOf(":");
  return { id, set: id.slice(0, colon) as IconSetId, name: id.slice(colon + 1), tags, styles };
}

interface UnpackedIcons {
  entries: IconEntry[];
  search: PackedSearchIndex;
}

export function unpackIcons(pack: PackedIcons): UnpackedIcons {
  return { entries: pack.entries.map(entryOf), search: pack.search };
}

let packed: UnpackedIcons | null | undefined;

/** The built functions' packed catalogue, read once; null when running from source. */
export function readPackedIcons(): UnpackedIcons | null {
  if (packed === undefined)
    packed = existsSync(PACKED_ICONS_FILE)
      ? unpackIcons(JSON.parse(readFileSync(PACKED_ICONS_FILE, "utf8")) as PackedIcons)
      : null;
  return packed;
}
