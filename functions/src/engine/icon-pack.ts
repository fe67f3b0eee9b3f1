import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSearchIndex, packSearchIndex } from "./icon-search";
import { iconEntriesFromPackages } from "./icons";
import { PACKED_ICONS_FILE, type PackedIcons } from "./packed-icons";

/**
 * The icon pack: the three icon sets' catalogue and its search index, worked out when the functions
 * are built and written to lib/icons as one JSON file (packed-icons.ts reads it). A fresh instance
 * then reads about 2 MB of JSON instead of parsing the packages' catalogues and folding eight
 * thousand icons' tags before its first generation.
 */
export function packIcons(file: string = PACKED_ICONS_FILE): PackedIcons {
  const entries = iconEntriesFromPackages();
  const pack: PackedIcons = {
    entries: entries.map((entry) => [entry.id, [...entry.tags], [...entry.styles]]),
    search: packSearchIndex(buildSearchIndex(entries)),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(pack));
  return pack;
}

/** `node -e "require('./lib/engine/icon-pack').main()"`, run by the functions' build script. */
export function main(): void {
  const pack = packIcons();
  const megabytes = statSync(PACKED_ICONS_FILE).size / 1e6;
  console.log(
    `Icon pack: ${pack.entries.length} icons and their search index, ${megabytes.toFixed(1)} MB, in lib/icons`,
  );
}
