import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { MOCKUP_MODES, MOCKUP_SCENES } from "../functions/src/domain/mockups/mockup-scenes";
import { logoArtOf } from "../functions/src/providers/graphics/logo-art";
import { sampleLogos } from "../functions/src/providers/graphics/testing/sample-logos";
import { type MockupScene, renderMockups } from "../functions/src/providers/mockups";
import { renderScenePng } from "../functions/src/providers/mockups/render-scenes";

/**
 * 'See it in use' for three different logos (one designed on a dark ground), so anyone can judge
 * the scenes at a glance: every scene full size and as the watermarked preview, a contact sheet
 * per logo, and each scene's time in both modes.
 *
 *   npx tsx scripts/mockup-screenshots.ts /tmp/mockups
 */

const SHEET_COLUMNS = 4;
const SHEET_CELL = 480;

async function contactSheet(scenes: MockupScene[]): Promise<Buffer> {
  const cellHeight = Math.round((SHEET_CELL * 3) / 4);
  const rows = Math.ceil(scenes.length / SHEET_COLUMNS);
  const gap = 8;
  const tiles = await Promise.all(
    scenes.map((scene) => sharp(scene.png).resize(SHEET_CELL, cellHeight).toBuffer()),
  );
  return sharp({
    create: {
      width: SHEET_COLUMNS * SHEET_CELL + (SHEET_COLUMNS + 1) * gap,
      height: rows * cellHeight + (rows + 1) * gap,
      channels: 3,
      background: "#8A8A8A",
    },
  })
    .composite(
      tiles.map((tile, index) => ({
        input: tile,
        left: gap + (index % SHEET_COLUMNS) * (SHEET_CELL + gap),
        top: gap + Math.floor(index / SHEET_COLUMNS) * (cellHeight + gap),
      })),
    )
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  const folder = process.argv[2];
  if (!folder) {
    console.error("Usage: npx tsx scripts/mockup-screenshots.ts <output folder>");
    process.exit(1);
  }
  mkdirSync(folder, { recursive: true });
  const rows: string[] = [];
  for (const logo of sampleLogos()) {
    writeFileSync(path.join(folder, `${logo.stem}-master.svg`), logo.svg);
    const art = await logoArtOf({ kind: "vector", svg: logo.svg, brandName: logo.brandName });
    // Each scene alone, one after the other, so the times are each scene's own.
    for (const rule of MOCKUP_SCENES) {
      const times: number[] = [];
      for (const mode of ["preview", "full"] as const) {
        const started = performance.now();
        const scene = await renderScenePng(art, rule, MOCKUP_MODES[mode]);
        times.push(performance.now() - started);
        const suffix = mode === "preview" ? "-preview" : "";
        writeFileSync(path.join(folder, `${logo.stem}-${rule.id}${suffix}.png`), scene.png);
      }
      rows.push(
        `${logo.stem.padEnd(18)} ${rule.id.padEnd(20)} preview ${Math.round(times[0] ?? 0)
          .toString()
          .padStart(5)} ms   full ${Math.round(times[1] ?? 0)
          .toString()
          .padStart(5)} ms`,
      );
      console.log(rows.at(-1));
    }
    const started = performance.now();
    const full = await renderMockups(logo.svg, { mode: "full", brandName: logo.brandName });
    console.log(
      `${logo.stem}: every scene at full size from the master, two at a time: ${Math.round(performance.now() - started)} ms`,
    );
    writeFileSync(path.join(folder, `${logo.stem}-sheet.png`), await contactSheet(full));
  }
  console.log(`Wrote ${folder}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
