/**
 * Surface textures as small tiles of noise, made once per process and repeated as SVG patterns.
 * resvg's feTurbulence is exact but costs ~400 ms over a 1600 x 1200 canvas; a tile costs almost
 * nothing to repeat, and at these scales the repeat is invisible.
 */
import sharp from "sharp";
import { onFirstUse } from "../on-first-use";

/** A small deterministic generator, so the same logo always gives the same pictures. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x100000000;
  };
}

/** Smooth noise on a `cells` x `cells` lattice that wraps, sampled at (x, y) of a `size` tile. */
function latticeNoise(random: () => number, cells: number): (x: number, y: number, size: number) => number {
  const lattice = Array.from({ length: cells * cells }, () => random() * 2 - 1);
  const at = (i: number, j: number) => lattice[((j + cells) % cells) * cells + ((i + cells) % cells)] ?? 0;
  return (x, y, size) => {
    const u = (x / size) * cells;
    const v = (y / size) * cells;
    const i = Math.floor(u);
    const j = Math.floor(v);
    const fx = u - i;
    const fy = v - j;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const top = at(i, j) * (1 - sx) + at(i + 1, j) * sx;
    const bottom = at(i, j + 1) * (1 - sx) + at(i + 1, j + 1) * sx;
    return top * (1 - sy) + bottom * sy;
  };
}

/**
 * A tile of light and shade with alpha: `shade(x, y)` from -1 (dark) to 1 (light), drawn as
 * white or black at `strength` times its size.
 */
async function tile(
  size: number,
  strength: number,
  shade: (x: number, y: number) => number,
): Promise<string> {
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const value = Math.max(-1, Math.min(1, shade(x, y)));
      const offset = (y * size + x) * 4;
      const tone = value > 0 ? 255 : 0;
      pixels[offset] = tone;
      pixels[offset + 1] = tone;
      pixels[offset + 2] = tone;
      pixels[offset + 3] = Math.round(Math.abs(value) * strength * 255);
    }
  }
  const png = await sharp(pixels, { raw: { width: size, height: size, channels: 4 } })
    .png({ compressionLevel: 2 })
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

const GRAIN_TILE = 192;
const WEAVE_TILE = 96;

/** Paper: fine speckle over soft cloudy fibres. */
const paperTile = onFirstUse(() => {
  const random = randomFrom(11);
  const clouds = latticeNoise(random, 12);
  const fibres = latticeNoise(random, 48);
  return tile(
    GRAIN_TILE,
    0.09,
    (x, y) => 0.6 * (random() * 2 - 1) + 0.3 * fibres(x, y, GRAIN_TILE) + 0.12 * clouds(x, y, GRAIN_TILE),
  );
});

/**
 * Plain-woven cotton or canvas: threads 4 units wide going over and under each other, each a
 * little thicker or thinner than its neighbours, with slub and fuzz.
 */
const weaveTile = onFirstUse(() => {
  const random = randomFrom(5);
  const thread = 4;
  const threads = WEAVE_TILE / thread;
  const warp = Array.from({ length: threads }, () => random() * 0.5 - 0.25);
  const weft = Array.from({ length: threads }, () => random() * 0.5 - 0.25);
  const slub = latticeNoise(random, 8);
  return tile(WEAVE_TILE, 0.26, (x, y) => {
    const column = Math.floor(x / thread);
    const row = Math.floor(y / thread);
    const over = (column + row) % 2 === 0;
    // Across a thread the light rises to its crown and falls to its edges.
    const across = over ? (x % thread) / thread : (y % thread) / thread;
    const crown = Math.sin(across * Math.PI) * 0.9 - 0.45;
    const variation = over ? (warp[column] ?? 0) : (weft[row] ?? 0);
    return crown + variation + 0.08 * slub(x, y, WEAVE_TILE) + 0.3 * (random() * 2 - 1);
  });
});

/** Cotton jersey: rows of tiny knitted loops, seen more as a sheen than as threads. */
const jerseyTile = onFirstUse(() => {
  const random = randomFrom(23);
  return tile(WEAVE_TILE, 0.1, (x, y) => {
    const loop = Math.sin(((x % 3) / 3) * Math.PI) * Math.sin(((y % 4) / 4) * Math.PI);
    return loop - 0.5 + 0.6 * (random() * 2 - 1);
  });
});

/**
 * The pattern definitions: `grain` (paper), `weave` (canvas) and `jersey` (a t-shirt's cotton),
 * for a drawing at `pixelScale` pixels to the unit. Threads finer than a pixel would beat
 * against the pixel grid (moiré), so a small picture shows them faintly.
 */
export async function materialDefinitions(pixelScale: number): Promise<string> {
  const [paper, weave, jersey] = await Promise.all([paperTile(), weaveTile(), jerseyTile()]);
  const threads = Math.max(0.15, Math.min(1, (pixelScale - 0.3) / 0.6));
  const pattern = (id: string, href: string, size: number, scale: number, opacity: number) =>
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size * scale}" height="${size * scale}"><image width="${size * scale}" height="${size * scale}" href="${href}" opacity="${Math.round(opacity * 100) / 100}"/></pattern>`;
  return (
    pattern("grain", paper, GRAIN_TILE, 1.5, 1) +
    pattern("weave", weave, WEAVE_TILE, 1, threads) +
    pattern("jersey", jersey, WEAVE_TILE, 1, threads)
  );
}
