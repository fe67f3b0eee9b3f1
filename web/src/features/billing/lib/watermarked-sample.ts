import { PRODUCT_NAME } from "@contract";

/**
 * The free sample: the logo drawn 500 px wide on a canvas with a repeating,
 * rotated watermark, saved as logo_sample.png. Entirely in the browser; no credit is used.
 */
const SAMPLE_WIDTH = 500;
export const SAMPLE_FILE_NAME = "logo_sample.png";

const WATERMARK_ANGLE = -Math.PI / 6;
const WATERMARK_FONT = "700 26px Inter, Arial, sans-serif";
const WATERMARK_STEP_X = 170;
const WATERMARK_STEP_Y = 80;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // Without CORS the canvas would be tainted and toBlob would refuse to export it.
    image.crossOrigin = "anonymous";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The logo image could not be loaded"));
    image.src = url;
  });
}

/** Where the watermark's words go, in the rotated frame, so the whole canvas is covered. */
export function watermarkPositions(width: number, height: number): Array<{ x: number; y: number }> {
  // The rotated frame must cover the canvas's diagonal in every direction.
  const reach = Math.ceil(Math.hypot(width, height) / 2);
  const positions: Array<{ x: number; y: number }> = [];
  let row = 0;
  for (let y = -reach; y <= reach; y += WATERMARK_STEP_Y, row += 1) {
    // Every other row is shifted half a step so the words form a brick pattern.
    const offset = row % 2 === 0 ? 0 : WATERMARK_STEP_X / 2;
    for (let x = -reach - offset; x <= reach; x += WATERMARK_STEP_X) positions.push({ x, y });
  }
  return positions;
}

export async function renderWatermarkedSample(imageUrl: string): Promise<Blob> {
  const image = await loadImage(imageUrl);
  const naturalWidth = image.naturalWidth || SAMPLE_WIDTH;
  const naturalHeight = image.naturalHeight || SAMPLE_WIDTH;
  const width = SAMPLE_WIDTH;
  const height = Math.round((SAMPLE_WIDTH * naturalHeight) / naturalWidth);

  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw the sample");

  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);

  context.save();
  context.translate(width / 2, height / 2);
  context.rotate(WATERMARK_ANGLE);
  context.font = WATERMARK_FONT;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.lineWidth = 1;
  context.strokeStyle = "rgba(255, 255, 255, 0.45)";
  context.fillStyle = "rgba(17, 24, 39, 0.28)";
  for (const { x, y } of watermarkPositions(width, height)) {
    context.fillText(PRODUCT_NAME, x, y);
    context.strokeText(PRODUCT_NAME, x, y);
  }
  context.restore();

  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error("The sample could not be encoded"));
    }, "image/png");
  });
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = "noopener";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
