import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packFonts } from "./font-pack";
import { FONT_FAMILIES, fontFileIn } from "./fonts";

const manifest = JSON.parse(readFileSync(path.join(__dirname, "..", "..", "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe("the font pack", () => {
  it("copies every weight of the packed families, and nothing else", () => {
    const out = mkdtempSync(path.join(tmpdir(), "font-pack-"));
    try {
      const packed = FONT_FAMILIES.filter((family) => family.packed);
      expect(packed.map((family) => family.id).sort()).toEqual([
        "noto-sans-jp",
        "noto-sans-kr",
        "noto-sans-sc",
        "noto-sans-tc",
      ]);
      const result = packFonts(out);
      const expected = packed.flatMap((family) =>
        family.weights.map((weight) => path.join(out, family.packageName, ...fontFileIn(family, weight))),
      );
      expect(result.files).toBe(expected.length);
      for (const file of expected) expect(existsSync(file), file).toBe(true);
      // Two weights of four CJK faces: tens of MB, not the hundreds nine weights would take.
      expect(result.bytes).toBeGreaterThan(20e6);
      expect(result.bytes).toBeLessThan(80e6);
      // The editor's samples of those faces, drawn once by the build.
      const samples = JSON.parse(readFileSync(path.join(out, "samples.json"), "utf8")) as Record<
        string,
        string
      >;
      expect(Object.keys(samples).sort()).toEqual(packed.map((family) => family.id).sort());
      for (const sample of Object.values(samples)) expect(sample).toMatch(/^data:image\/svg\+xml;base64,/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("leaves packed faces out of what a deployed function installs, and keeps every other face in", () => {
    for (const family of FONT_FAMILIES) {
      if (family.packed) {
        expect(manifest.dependencies[family.packageName], family.id).toBeUndefined();
        expect(manifest.devDependencies[family.packageName], family.id).toBeDefined();
      } else {
        expect(manifest.dependencies[family.packageName], family.id).toBeDefined();
      }
    }
  });
});
