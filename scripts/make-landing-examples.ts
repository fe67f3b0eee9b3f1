/**
 * Renders the landing page's sample logos with Markery's own engine into web/public/examples/,
 * from the briefs listed beside the component that shows them. Re-run after engine changes:
 *   npx tsx scripts/make-landing-examples.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { previewPng } from "../functions/src/engine/render";
import { DesignEngineProvider } from "../functions/src/providers/logo-design/engine-provider";
import { EXAMPLE_ROWS } from "../web/src/features/landing/data/example-logos";

const OUT_DIR = path.resolve(__dirname, "..", "web", "public", "examples");
/** Shown at about 160 px; 320 px keeps them sharp on high-density screens and light to load. */
const SIZE = 320;

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const engine = new DesignEngineProvider();
  for (const row of EXAMPLE_ROWS) {
    for (const sample of row.logos) {
      const brief = { brandName: sample.name, description: sample.brief };
      const seed = 1000 + sample.id;
      const [direction] = await engine.planDirections({ brief, count: 1, existing: [], seed });
      if (!direction) throw new Error(`No direction for ${sample.name}`);
      // Different variants give the rows a mix of lockups, as a real create would.
      const logo = await engine.designLogo({ brief, direction, variant: sample.id % 3, seed });
      const png = await sharp(await previewPng(logo.preview))
        .resize(SIZE, SIZE)
        .png({ compressionLevel: 9, palette: true })
        .toBuffer();
      const file = path.join(OUT_DIR, path.basename(sample.url));
      writeFileSync(file, png);
      console.log(
        `${path.relative(process.cwd(), file)}  ${sample.name}  (${(png.length / 1024).toFixed(1)} KB)`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
