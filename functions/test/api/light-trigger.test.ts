/**
 * An export's files run loads only what the download files need: a fresh Node process loads the
 * built trigger's makers as a trigger worker does, makes a vector logo's image files and lists
 * its modules (none of the brand kit's: mockups, stationery, pdfkit), then makes the kit's
 * analysis, which must load them (proving the check can see a load).
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const LIB = resolve(__dirname, "../../lib");

const CHILD = `
const lib = process.env.LIB;
const { engineLogoSource } = require(lib + "/providers/export-images/testing/fixtures.js");
const { exportMakers } = require(lib + "/providers/export-makers.js");
(async () => {
  const source = await engineLogoSource();
  const makers = exportMakers();
  const deadline = Date.now() + 60000;
  const made = [];
  for (const type of makers.images.resourceTypes(source)) {
    made.push(type + " " + (await makers.images.produce(type, source, { deadline })).bytes.length);
  }
  const afterFiles = Object.keys(require.cache);
  await makers.brandKit.analyse(source, { brandName: source.brandName, stem: "harbor-and-pine", fonts: [], tagline: "", motionStyle: "calm" });
  const afterKit = Object.keys(require.cache);
  process.stdout.write(JSON.stringify({ made, afterFiles, afterKit }));
  process.exit(0);
})();
`;

/** The brand kit's own modules: its maker, its scenes and documents, and the PDF library. */
const KIT_MODULE =
  /\/lib\/providers\/(mockups|stationery)\/|\/lib\/providers\/brand-kit\/(index|local-brand-kit)\.js|node_modules\/pdfkit\//;

function kitModules(modules: string[]): string[] {
  return modules.filter((path) => KIT_MODULE.test(path));
}

describe("what an export's files run loads", () => {
  it("needs the built functions", () => {
    expect(existsSync(`${LIB}/providers/export-makers.js`), "run `npm run build -w functions` first").toBe(
      true,
    );
  });

  it("makes the download files without the brand kit's modules, which the kit loads when it is made", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["-e", CHILD], {
      env: { ...process.env, LIB },
      maxBuffer: 16 * 1024 * 1024,
    });
    const report = JSON.parse(stdout) as { made: string[]; afterFiles: string[]; afterKit: string[] };
    expect(report.made.map((line) => line.split(" ")[0])).toEqual([
      "vector_svg",
      "low_ql",
      "rmbg_smoretalk",
      "upscale_clarity",
      "rmbg_men1scus",
    ]);
    expect(report.made.every((line) => Number(line.split(" ")[1]) > 0)).toBe(true);
    expect(kitModules(report.afterFiles)).toEqual([]);
    const loadedByKit = kitModules(report.afterKit).map((path) => path.replace(/^.*\/lib\//, "lib/"));
    expect(loadedByKit).toEqual(
      expect.arrayContaining([
        "lib/providers/brand-kit/local-brand-kit.js",
        expect.stringMatching(/^lib\/providers\/mockups\//),
      ]),
    );
  });
});
