import { copyFileSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { drawFontSample } from "./font-samples";
import { FONT_FAMILIES, fontFileIn, PACKED_FONTS_DIR } from "./fonts";
import { packageFile } from "./package-files";

/**
 * The font pack: the weights the engine sets CJK names in, copied from their packages (installed
 * as devDependencies) into lib/fonts when the functions are built. A deployed function installs
 * only `dependencies`, so it carries two weights of each CJK face (about 60 MB) instead of nine
 * (about 260 MB), and the engine reads them from lib/fonts (fonts.ts). The editor's samples of
 * those faces are drawn here too (font-samples.ts).
 */
interface PackedFonts {
  files: number;
  bytes: number;
}

export function packFonts(outDir: string = PACKED_FONTS_DIR): PackedFonts {
  let files = 0;
  let bytes = 0;
  for (const family of FONT_FAMILIES.filter((f) => f.packed)) {
    for (const weight of family.weights) {
      const file = fontFileIn(family, weight);
      const target = path.join(outDir, family.packageName, ...file);
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(packageFile(family.packageName, ...file), target);
      files += 1;
      bytes += statSync(target).size;
    }
  }
  // The editor's font list shows each face's sample; drawn here, an editor never loads a CJK face
  // just to show it.
  const samples = Object.fromEntries(
    FONT_FAMILIES.filter((f) => f.packed).map((family) => [family.id, drawFontSample(family)]),
  );
  writeFileSync(path.join(outDir, "samples.json"), `${JSON.stringify(samples)}\n`);
  return { files, bytes };
}

/** `node -e "require('./lib/engine/font-pack').main()"`, run by the functions' build script. */
export function main(): void {
  const { files, bytes } = packFonts();
  console.log(`Font pack: ${files} CJK font files, ${(bytes / 1e6).toFixed(1)} MB, in lib/fonts`);
}
