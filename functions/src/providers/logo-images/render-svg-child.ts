/**
 * The child process that draws an uploaded SVG (see isolated-svg-render.ts): it reads the SVG on
 * stdin, writes the 1024 px PNG on stdout and exits. It holds nothing else, so killing it stops
 * the drawing at once, wherever librsvg is.
 */
import sharp from "sharp";
import { UPLOAD_PNG_SIZE, uploadRenderDensity } from "./upload-render-size";

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function main(): Promise<void> {
  // One libvips thread: a single drawing gains little from more, and the machine is shared.
  sharp.concurrency(1);
  const svg = await readStdin();
  const { width, height } = await sharp(svg).metadata();
  const png = await sharp(svg, { density: uploadRenderDensity(width, height), limitInputPixels: 50_000_000 })
    .resize(UPLOAD_PNG_SIZE, UPLOAD_PNG_SIZE, { fit: "contain", background: TRANSPARENT })
    .png()
    .toBuffer();
  process.stdout.write(png, () => process.exit(0));
}

main().catch((error: unknown) => {
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exit(2);
});
