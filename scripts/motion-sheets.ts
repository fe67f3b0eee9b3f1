import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { MotionStyle } from "../functions/src/contract";
import { groundedColourSvg, prepareArtwork } from "../functions/src/providers/graphics/artwork";
import { sampleLogos } from "../functions/src/providers/graphics/testing/sample-logos";
import { renderSvg } from "../functions/src/providers/graphics/vector-renders";
import { motionFrames } from "../functions/src/providers/motion/frame-svg";
import { hebrewLogo } from "../functions/src/providers/motion/testing/motion-fixtures";

/**
 * Contact sheets of the logo in motion, so anyone can judge each style at a glance: for each sample
 * logo (and a right-to-left name) a sheet whose rows are the five styles and whose columns are
 * eight moments from the first frame to the still logo. Writes .cache/motion-sheets/<logo>.png
 * from the master (what 'Play', the animated SVG and the Lottie move) and <logo>-video.png from the
 * artwork the videos and loops draw (cropped to the drawing, so its viewBox starts elsewhere).
 *   npm run motion-sheets
 */
const MOMENTS = 8;
const CELL = 240;
const LABEL_WIDTH = 120;

function label(text: string, width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><text x="10" y="${height / 2}" font-family="sans-serif" font-size="18" font-weight="700">${text}</text></svg>`,
  );
}

async function sheet(master: string, brandName: string, file: string): Promise<void> {
  const tiles: sharp.OverlayOptions[] = [];
  for (const [row, style] of MotionStyle.options.entries()) {
    const frames = motionFrames(master, style, { brandName });
    tiles.push({ input: label(style, LABEL_WIDTH, CELL), left: 0, top: row * CELL });
    for (let column = 0; column < MOMENTS; column++) {
      const seconds = (frames.duration * column) / (MOMENTS - 1);
      const image = await renderSvg(frames.frameAt(seconds), CELL - 8);
      const png = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
        .flatten({ background: "#ffffff" })
        .png()
        .toBuffer();
      tiles.push({ input: png, left: LABEL_WIDTH + column * CELL + 4, top: row * CELL + 4 });
    }
  }
  await sharp({
    create: {
      width: LABEL_WIDTH + MOMENTS * CELL,
      height: MotionStyle.options.length * CELL,
      channels: 3,
      background: "#e8e8e8",
    },
  })
    .composite(tiles)
    .png()
    .toFile(file);
  console.log(`wrote ${file}`);
}

async function main(): Promise<void> {
  const folder = path.join(".cache", "motion-sheets");
  mkdirSync(folder, { recursive: true });
  for (const logo of [...sampleLogos(), hebrewLogo()]) {
    await sheet(logo.svg, logo.brandName, path.join(folder, `${logo.stem}.png`));
    const videoArtwork = groundedColourSvg(await prepareArtwork(logo.svg), "logo", "light");
    await sheet(videoArtwork, logo.brandName, path.join(folder, `${logo.stem}-video.png`));
  }
}

void main();
