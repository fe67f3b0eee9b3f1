import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { packIcons } from "./icon-pack";
import { buildSearchIndex, type SearchIndex, unpackSearchIndex } from "./icon-search";
import { iconEntriesFromPackages } from "./icons";
import { type PackedIcons, unpackIcons } from "./packed-icons";

const folder = mkdtempSync(path.join(tmpdir(), "icon-pack-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** An index as plain data, icons by id, so two indexes compare by content. */
function plain(index: SearchIndex) {
  return {
    entries: index.entries,
    tags: [...index.tags],
    byWord: [...index.byWord].map(([word, list]) => [word, list.map((entry) => entry.id)]),
    synonyms: [...index.synonyms],
  };
}

describe("the icon pack", () => {
  const file = path.join(folder, "icons", "icon-index.json");
  const written = packIcons(file);
  const read = unpackIcons(JSON.parse(readFileSync(file, "utf8")) as PackedIcons);

  it("reads back the catalogue it was packed from, icon for icon", () => {
    const fromPackages = iconEntriesFromPackages();
    expect(written.entries.length).toBe(fromPackages.length);
    expect(fromPackages.length).toBeGreaterThan(5000);
    expect(read.entries).toEqual(fromPackages);
  });

  it("gives the same search index as working it out from the packages", () => {
    const built = buildSearchIndex(iconEntriesFromPackages());
    const unpacked = unpackSearchIndex(read.entries, read.search);
    expect(plain(unpacked)).toEqual(plain(built));
    // The lexicon's synonyms travel too: 'gelato' finds ice cream without any icon tagged so.
    expect(unpacked.synonyms.get("gelato")?.length).toBeGreaterThan(0);
  });

  it("refuses an index packed from another catalogue", () => {
    expect(() => unpackSearchIndex(read.entries.slice(1), read.search)).toThrow(/another catalogue/);
  });
});
