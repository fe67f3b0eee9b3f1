import { describe, expect, it } from "vitest";
import { homography, project, type Quad, type RgbaImage, warpToQuad, wrapOnCone } from "./warp";

/** A face `width` x `height`, its left half red and its right half blue, all opaque. */
function halves(width: number, height: number): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 4;
      data[offset] = x < width / 2 ? 255 : 0;
      data[offset + 2] = x < width / 2 ? 0 : 255;
      data[offset + 3] = 255;
    }
  }
  return { data, width, height };
}

function pixel(image: RgbaImage, x: number, y: number): number[] {
  const offset = (y * image.width + x) * 4;
  return [...image.data.subarray(offset, offset + 4)];
}

describe("perspective and cylinder warps", () => {
  it("finds the homography that takes each corner to its place", () => {
    const from: Quad = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 60 },
      { x: 0, y: 60 },
    ];
    const to: Quad = [
      { x: 10, y: 20 },
      { x: 180, y: 40 },
      { x: 170, y: 120 },
      { x: 0, y: 150 },
    ];
    const h = homography(from, to);
    from.forEach((corner, index) => {
      const mapped = project(h, corner);
      expect(mapped.x).toBeCloseTo(to[index]?.x ?? Number.NaN, 6);
      expect(mapped.y).toBeCloseTo(to[index]?.y ?? Number.NaN, 6);
    });
  });

  it("maps a flat face into a receding quad: halves stay halves, nothing lands outside", () => {
    // A wall going away to the right: its far edge is shorter.
    const quad: Quad = [
      { x: 0, y: 0 },
      { x: 200, y: 40 },
      { x: 200, y: 120 },
      { x: 0, y: 160 },
    ];
    const { image, x, y } = warpToQuad(halves(400, 300), quad);
    expect([x, y, image.width, image.height]).toEqual([0, 0, 200, 160]);
    expect(pixel(image, 20, 80)).toEqual([255, 0, 0, 255]);
    expect(pixel(image, 190, 80)).toEqual([0, 0, 255, 255]);
    // In perspective the near half looks bigger: the face's middle lies right of the quad's.
    expect(pixel(image, 105, 80)).toEqual([255, 0, 0, 255]);
    expect(pixel(image, 190, 5)[3]).toBe(0);
    expect(pixel(image, 190, 155)[3]).toBe(0);
  });

  it("works a changed part of a face out again to exactly the pixels the whole warp gives", () => {
    const quad: Quad = [
      { x: -30, y: 10 },
      { x: 260, y: 60 },
      { x: 250, y: 170 },
      { x: -20, y: 230 },
    ];
    const clip = { width: 240, height: 220 };
    const before = halves(600, 400);
    // A green sign with a soft, half-clear edge painted on the face, inside a known box.
    const after: RgbaImage = { ...before, data: new Uint8Array(before.data) };
    const box = { x: 150, y: 90, width: 220, height: 120 };
    for (let y = box.y; y < box.y + box.height; y++) {
      for (let x = box.x; x < box.x + box.width; x++) {
        const offset = (y * before.width + x) * 4;
        const edge = x === box.x || y === box.y || x === box.x + box.width - 1;
        after.data.set([0, 200, (x * 7) % 256, edge ? 128 : 255], offset);
      }
    }
    const whole = warpToQuad(after, quad, clip);
    const onto = warpToQuad(before, quad, clip);
    // Only the face round the box is held, as a part of the whole face.
    const part = { x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 };
    const held = new Uint8Array(part.width * part.height * 4);
    for (let y = 0; y < part.height; y++) {
      const from = ((part.y + y) * after.width + part.x) * 4;
      held.set(after.data.subarray(from, from + part.width * 4), y * part.width * 4);
    }
    const unchanged = Buffer.from(onto.image.data).equals(Buffer.from(whole.image.data));
    const patched = warpToQuad(
      {
        image: { data: held, width: part.width, height: part.height },
        left: part.x,
        top: part.y,
        faceWidth: after.width,
        faceHeight: after.height,
      },
      quad,
      clip,
      { faceBox: { x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2 }, onto },
    );
    expect(unchanged).toBe(false);
    expect([patched.x, patched.y]).toEqual([whole.x, whole.y]);
    expect(Buffer.from(patched.image.data).equals(Buffer.from(whole.image.data))).toBe(true);
    expect(() =>
      warpToQuad(before, quad, undefined, { faceBox: box, onto: warpToQuad(before, quad, clip) }),
    ).toThrow(/same warp/);
  });

  it("wraps a print round a cone: centred on its axis and narrower than it was flat", () => {
    const print = halves(200, 40);
    const cone = { centreX: 300, top: 100, bottom: 400, radiusTop: 120, radiusBottom: 100, tilt: 0.1 };
    const { image, x } = wrapOnCone(print, cone, 50);
    let left = image.width;
    let right = 0;
    for (let column = 0; column < image.width; column++) {
      for (let row = 0; row < image.height; row++) {
        if ((pixel(image, column, row)[3] ?? 0) > 128) {
          left = Math.min(left, column);
          right = Math.max(right, column);
        }
      }
    }
    const centre = x + (left + right + 1) / 2;
    expect(Math.abs(centre - cone.centreX)).toBeLessThan(1.5);
    expect(right - left + 1).toBeLessThan(200);
    expect(right - left + 1).toBeGreaterThan(170);
  });
});
