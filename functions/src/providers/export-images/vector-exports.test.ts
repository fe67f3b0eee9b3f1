import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { ExportSource, ProducedFile } from "../../domain/ports/export-image-processor";
import { contrast, WHITE } from "../graphics/paint";
import { alphaAt, type DecodedPng, decodePng } from "../graphics/testing/pixels";
import {
  alphaBounds,
  renderSvg,
  transparentMaster,
  transparentMasterForLightGrounds,
} from "../graphics/vector-renders";
import { LocalExportImageProcessor } from "./local-processor";
import {
  DARK_ON_WHITE_SVG,
  darkGroundEngineSource,
  engineLogoSource,
  firstLetterMiddle,
  HARBOUR_LIGHTS,
  HARBOUR_LIGHTS_SVG,
  letterRun,
} from "./testing/fixtures";

/** Every file of a real engine logo, made by the local processor and decoded back. */

let source: Extract<ExportSource, { kind: "vector" }>;
const files = new Map<string, ProducedFile>();
const decoded = new Map<string, DecodedPng>();

function file(type: string): ProducedFile {
  const made = files.get(type);
  if (!made) throw new Error(`${type} was not made`);
  return made;
}
function image(type: string): DecodedPng {
  const made = decoded.get(type);
  if (!made) throw new Error(`${type} was not decoded`);
  return made;
}

beforeAll(async () => {
  source = await engineLogoSource();
  const processor = new LocalExportImageProcessor();
  const deadline = Date.now() + 60_000;
  const types = processor.resourceTypes(source);
  expect(types).toEqual(["vector_svg", "low_ql", "rmbg_smoretalk", "upscale_clarity", "rmbg_men1scus"]);
  await Promise.all(
    types.map(async (type) => {
      const made = await processor.produce(type, source, { deadline });
      files.set(type, made);
      if (made.contentType === "image/png") decoded.set(type, await decodePng(made.bytes));
    }),
  );
}, 60_000);

describe("local exports of an engine (vector) logo", () => {
  it("makes each PNG at its size, with the size it reports", () => {
    const sizes: Record<string, [number, number]> = {
      low_ql: [1024, 1024],
      upscale_clarity: [4096, 4096],
      rmbg_men1scus: [4096, 4096],
    };
    for (const [type, [width, height]] of Object.entries(sizes)) {
      expect([image(type).width, image(type).height], type).toEqual([width, height]);
      expect([file(type).width, file(type).height], type).toEqual([width, height]);
      expect(file(type).extension).toBe("png");
    }
    const trimmed = image("rmbg_smoretalk");
    expect(Math.max(trimmed.width, trimmed.height)).toBe(4096);
    expect(Math.min(trimmed.width, trimmed.height)).toBeGreaterThan(0);
    expect([file("rmbg_smoretalk").width, file("rmbg_smoretalk").height]).toEqual([
      trimmed.width,
      trimmed.height,
    ]);
  });

  it("keeps the background in the normal and high quality files", () => {
    for (const type of ["low_ql", "upscale_clarity"]) {
      const { data } = image(type);
      for (let i = 3; i < data.length; i += 4 * 997) expect(data[i]).toBe(255);
    }
  });

  it("draws the high quality file as a render of the master with its background does", async () => {
    // It is made from the 'No Background' square laid over the background colour: the same
    // picture, a level apart at most along anti-aliased edges.
    // The square is drawn over its artwork's part only, and resvg places a few edges a subsample
    // apart when a drawing starts elsewhere (vector-renders.test.ts): a handful of edge pixels may
    // move by a sixteenth of their coverage.
    const rendered = await renderSvg(source.svg, 4096);
    const made = image("upscale_clarity");
    let differing = 0;
    let beyondRounding = 0;
    let largest = 0;
    for (let p = 0; p < 4096 * 4096; p++) {
      let pixelGap = 0;
      for (let c = 0; c < 3; c++) {
        const gap = Math.abs((made.data[p * 4 + c] ?? 0) - (rendered.data[p * 4 + c] ?? 0));
        if (gap > 0) differing++;
        pixelGap = Math.max(pixelGap, gap);
      }
      if (pixelGap > 2) beyondRounding++;
      largest = Math.max(largest, pixelGap);
    }
    expect(beyondRounding).toBeLessThan(50);
    expect(largest).toBeLessThanOrEqual(16);
    expect(differing).toBeLessThan(4096 * 4096 * 0.01);
  });

  it("renders the high quality file fresh from the vector, not by upscaling pixels", async () => {
    // Same geometry: a 4x box downscale of the 4096 file matches the 1024 file.
    const big = image("upscale_clarity");
    const small = image("low_ql");
    let total = 0;
    let samples = 0;
    for (let y = 2; y < 1024; y += 37) {
      for (let x = 2; x < 1024; x += 41) {
        for (let c = 0; c < 3; c++) {
          let sum = 0;
          for (let dy = 0; dy < 4; dy++)
            for (let dx = 0; dx < 4; dx++) sum += big.data[((y * 4 + dy) * 4096 + x * 4 + dx) * 4 + c] ?? 0;
          total += Math.abs(sum / 16 - (small.data[(y * 1024 + x) * 4 + c] ?? 0));
          samples++;
        }
      }
    }
    expect(total / samples).toBeLessThan(2);
    // But its edges are 1 px ramps, where a lanczos upscale of the 1024 file smears them over
    // ~4 px: count pixels in the middle of a ramp (strictly between both row neighbours).
    const upscaled = await sharp(file("low_ql").bytes)
      .resize(4096, 4096, { kernel: "lanczos3" })
      .ensureAlpha()
      .raw()
      .toBuffer();
    const midRamp = (data: Buffer) => {
      let count = 0;
      for (let i = 4; i < data.length - 4; i += 4) {
        const left = data[i - 4] ?? 0;
        const here = data[i] ?? 0;
        const right = data[i + 4] ?? 0;
        if ((here - left > 6 && right - here > 6) || (left - here > 6 && here - right > 6)) count++;
      }
      return count;
    };
    expect(midRamp(big.data) * 3).toBeLessThan(midRamp(upscaled));
  });

  it("makes V1 transparent: background alpha 0, artwork opaque, anti-aliased edges", () => {
    const v1 = image("rmbg_men1scus");
    const withBackground = image("upscale_clarity");
    // The corners were background.
    for (const [x, y] of [
      [0, 0],
      [4095, 0],
      [0, 4095],
      [4095, 4095],
      [10, 2048],
    ] as const)
      expect(alphaAt(v1, x, y)).toBe(0);
    const counts = { clear: 0, solid: 0, partial: 0 };
    for (let i = 3; i < v1.data.length; i += 4) {
      const a = v1.data[i] ?? 0;
      if (a === 0) counts.clear++;
      else if (a === 255) counts.solid++;
      else counts.partial++;
    }
    expect(counts.clear).toBeGreaterThan(4096 * 4096 * 0.3);
    expect(counts.solid).toBeGreaterThan(4096 * 40);
    // Anti-aliased: partial alpha exists, but only along edges (a thin share of all pixels).
    expect(counts.partial).toBeGreaterThan(1000);
    expect(counts.partial).toBeLessThan(counts.solid * 0.2);
    // Opaque pixels keep the colours of the render with background.
    let compared = 0;
    for (let p = 0; p < 4096 * 4096; p += 1009) {
      if (v1.data[p * 4 + 3] !== 255) continue;
      for (let c = 0; c < 3; c++)
        expect(
          Math.abs((v1.data[p * 4 + c] ?? 0) - (withBackground.data[p * 4 + c] ?? 0)),
        ).toBeLessThanOrEqual(1);
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("keeps the artwork's colour in the anti-aliased edges of V1 and V2: no dark fringe", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="#FBF6EE"/><circle cx="512" cy="512" r="300.5" fill="#3060C0"/></svg>';
    const processor = new LocalExportImageProcessor();
    const circle: ExportSource = { kind: "vector", svg, brandName: "Circle" };
    for (const type of ["rmbg_men1scus", "rmbg_smoretalk"] as const) {
      const { data } = await decodePng(
        (await processor.produce(type, circle, { deadline: Date.now() + 60_000 })).bytes,
      );
      let edges = 0;
      for (let i = 0; i < data.length; i += 4) {
        const alpha = data[i + 3] ?? 0;
        if (alpha < 16 || alpha === 255) continue;
        edges++;
        expect(Math.abs((data[i] ?? 0) - 0x30), type).toBeLessThanOrEqual(8);
        expect(Math.abs((data[i + 1] ?? 0) - 0x60), type).toBeLessThanOrEqual(8);
        expect(Math.abs((data[i + 2] ?? 0) - 0xc0), type).toBeLessThanOrEqual(8);
      }
      expect(edges, type).toBeGreaterThan(1000);
    }
  });

  it("makes V2 transparent and trimmed to the artwork with an even margin", () => {
    const v2 = image("rmbg_smoretalk");
    const bounds = alphaBounds({ data: v2.data, width: v2.width, height: v2.height, channels: 4 });
    if (!bounds) throw new Error("V2 is empty");
    const margins = [bounds.x1, bounds.y1, v2.width - bounds.x2, v2.height - bounds.y2];
    const expected = Math.max(bounds.x2 - bounds.x1, bounds.y2 - bounds.y1) * 0.06;
    for (const margin of margins) {
      expect(margin).toBeGreaterThan(expected - 4);
      expect(margin).toBeLessThan(expected + 4);
    }
    expect(alphaAt(v2, 0, 0)).toBe(0);
    expect(alphaAt(v2, v2.width - 1, v2.height - 1)).toBe(0);
    let solid = 0;
    let partial = 0;
    for (let i = 3; i < v2.data.length; i += 4) {
      if (v2.data[i] === 255) solid++;
      else if (v2.data[i] !== 0) partial++;
    }
    expect(solid).toBeGreaterThan(10_000);
    expect(partial).toBeGreaterThan(1000);
  });

  it("makes V1 and V2 different files", () => {
    expect(file("rmbg_men1scus").bytes.equals(file("rmbg_smoretalk").bytes)).toBe(false);
    expect([image("rmbg_smoretalk").width, image("rmbg_smoretalk").height]).not.toEqual([4096, 4096]);
  });

  it("hands out the master SVG, outlined, as the vector file", () => {
    const svg = file("vector_svg");
    expect(svg.contentType).toBe("image/svg+xml");
    expect(svg.extension).toBe("svg");
    expect(svg.bytes.toString("utf8")).toBe(source.svg);
    expect(svg.bytes.toString("utf8")).not.toMatch(/<text[\s>]/);
    expect([svg.width, svg.height]).toEqual([1024, 1024]);
  });
});

describe("local exports of a master that embeds a bitmap (an AI-drawn symbol)", () => {
  it("takes the bitmap's own backdrop away too, through the pixel method", async () => {
    // The symbol bitmap is a dark disc on its own white square, pasted on a white canvas: only
    // removing the <rect> would leave a white box around the disc.
    const symbol = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#fff"/><circle cx="200" cy="200" r="150" fill="#22305A"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="#FFFFFF"/><image href="data:image/png;base64,${symbol.toString("base64")}" x="312" y="150" width="400" height="400"/><rect x="262" y="700" width="500" height="80" fill="#22305A"/></svg>`;
    const processor = new LocalExportImageProcessor();
    const mixed: ExportSource = { kind: "vector", svg, brandName: "Mixed" };
    const deadline = Date.now() + 60_000;
    const v1 = await decodePng((await processor.produce("rmbg_men1scus", mixed, { deadline })).bytes);
    expect([v1.width, v1.height]).toEqual([4096, 4096]);
    expect(alphaAt(v1, 20, 20)).toBe(0);
    // Inside the bitmap's box, outside its disc: was the bitmap's white square.
    expect(alphaAt(v1, (312 + 10) * 4, (150 + 10) * 4)).toBe(0);
    expect(alphaAt(v1, 512 * 4, 350 * 4)).toBe(255);
    expect(alphaAt(v1, 512 * 4, 740 * 4)).toBe(255);
  });
});

describe("the No Background files of a design made on a dark ground", () => {
  it("set its light name so it reads on white, where a transparent logo mostly lands", async () => {
    const logo = darkGroundEngineSource();
    const processor = new LocalExportImageProcessor();
    const made = await processor.produce("rmbg_smoretalk", logo, { deadline: Date.now() + 60_000 });
    // A stacked lockup: the name and tagline fill the lowest quarter (the symbol's gold sits on its
    // own dark disc above, which carries it on any ground).
    const { width = 0, height = 0 } = await sharp(made.bytes).metadata();
    const { data } = await sharp(made.bytes)
      .extract({ left: 0, top: Math.round(height * 0.72), width, height: height - Math.round(height * 0.72) })
      .resize(600)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let solid = 0;
    let faint = 0;
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i + 3] ?? 0) < 255) continue;
      solid++;
      if (contrast({ r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0 }, WHITE) < 4.5) faint++;
    }
    expect(solid).toBeGreaterThan(1000);
    expect(faint).toBe(0);
  }, 60_000);

  it("use the kit's version for light grounds: the name in the brand's navy, the rest as designed", async () => {
    const processor = new LocalExportImageProcessor();
    const source: ExportSource = { kind: "vector", svg: HARBOUR_LIGHTS_SVG, brandName: "Harbour Lights" };
    const v1 = await decodePng(
      (await processor.produce("rmbg_men1scus", source, { deadline: Date.now() + 60_000 })).bytes,
    );
    expect([v1.width, v1.height]).toEqual([4096, 4096]);
    const at = (x: number, y: number) => {
      const offset = (Math.round(y * 4) * v1.width + Math.round(x * 4)) * 4;
      return [v1.data[offset], v1.data[offset + 1], v1.data[offset + 2], v1.data[offset + 3]];
    };
    const { nameAt } = HARBOUR_LIGHTS;
    const name = firstLetterMiddle(nameAt.x, nameAt.y, nameAt.height);
    // The navy of the design's own ground (#0F1A2E), solid: 17:1 on white.
    expect(at(name.x, name.y)).toEqual([0x0f, 0x1a, 0x2e, 255]);
    // The gold symbol on its disc and the disc itself are the design's.
    expect(at(447, 400)).toEqual([0xb0, 0x8d, 0x57, 255]);
    expect(at(512, 500)).toEqual([0x26, 0x2a, 0x34, 255]);
    // The background is gone.
    expect(at(20, 20)[3]).toBe(0);
  });

  it("take a drawn symbol's backdrop away too, and set the name for white", async () => {
    const drawing = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#fff"/><circle cx="200" cy="200" r="150" fill="#C9A96E"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="#0F1A2E"/><image href="data:image/png;base64,${drawing.toString("base64")}" x="312" y="120" width="400" height="400"/>${letterRun(180, 620, 12, 64, "#FDFCFA")}</svg>`;
    const processor = new LocalExportImageProcessor();
    const v1 = await decodePng(
      (
        await processor.produce(
          "rmbg_men1scus",
          { kind: "vector", svg, brandName: "Drawn" },
          { deadline: Date.now() + 60_000 },
        )
      ).bytes,
    );
    expect(alphaAt(v1, 20, 20)).toBe(0);
    // Inside the bitmap's box, outside its disc: was the bitmap's white square.
    expect(alphaAt(v1, (312 + 10) * 4, (120 + 10) * 4)).toBe(0);
    expect(alphaAt(v1, 512 * 4, 320 * 4)).toBe(255);
    const name = firstLetterMiddle(180, 620, 64);
    const offset = (Math.round(name.y * 4) * v1.width + Math.round(name.x * 4)) * 4;
    const colour = { r: v1.data[offset] ?? 0, g: v1.data[offset + 1] ?? 0, b: v1.data[offset + 2] ?? 0 };
    expect(contrast(colour, WHITE)).toBeGreaterThanOrEqual(4.5);
  }, 60_000);

  it("keep the design's own ground and inks in the high quality file", async () => {
    const processor = new LocalExportImageProcessor();
    const source: ExportSource = { kind: "vector", svg: HARBOUR_LIGHTS_SVG, brandName: "Harbour Lights" };
    const made = await decodePng(
      (await processor.produce("upscale_clarity", source, { deadline: Date.now() + 60_000 })).bytes,
    );
    const rendered = await renderSvg(HARBOUR_LIGHTS_SVG, 4096);
    const { nameAt } = HARBOUR_LIGHTS;
    const name = firstLetterMiddle(nameAt.x, nameAt.y, nameAt.height);
    for (const [x, y] of [
      [20, 20],
      [name.x, name.y],
      [447, 400],
    ] as const) {
      const offset = (Math.round(y * 4) * 4096 + Math.round(x * 4)) * 4;
      expect([...made.data.subarray(offset, offset + 3)], `${x},${y}`).toEqual([
        ...rendered.data.subarray(offset, offset + 3),
      ]);
    }
  });

  it("leave a design made on a light ground exactly as designed", async () => {
    const light = await engineLogoSource();
    expect(await transparentMasterForLightGrounds(light.svg)).toBe(transparentMaster(light.svg));
    expect(await transparentMasterForLightGrounds(DARK_ON_WHITE_SVG)).toBe(
      transparentMaster(DARK_ON_WHITE_SVG),
    );
  });
});
