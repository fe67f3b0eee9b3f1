import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DrawingTimedOutError, NoArtworkError } from "../../domain/ports/logo-images";
import { sanitiseUploadedSvg } from "../../domain/svg-safety";
import { designLogoSvg } from "../../engine/design-logo";
import { planDirectionSpecs } from "../../engine/directions";
import { decodeRgba } from "../graphics/png";
import { localLogoImages } from ".";
import { renderSvgIsolated } from "./isolated-svg-render";
import { hasVisibleArtwork } from "./visible-artwork";

const SVG_NS = "http://www.w3.org/2000/svg";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number): Promise<boolean> {
  for (let attempt = 0; attempt < 40 && alive(pid); attempt++) await new Promise((r) => setTimeout(r, 50));
  return !alive(pid);
}

/** Inside every bound of the budget, yet about 17 s of drawing on this machine: what only a deadline stops. */
function slowButWithinBudget(): Buffer {
  const shapes = '<rect width="100" height="100" filter="url(#t)" opacity="0.1"/>'.repeat(30);
  return sanitiseUploadedSvg(
    Buffer.from(
      `<svg xmlns="${SVG_NS}" viewBox="0 0 100 100"><filter id="t" x="0" y="0" width="1" height="1"><feTurbulence baseFrequency="0.05" numOctaves="8"/><feGaussianBlur stdDeviation="20"/></filter>${shapes}</svg>`,
    ),
  );
}

describe("renderSvgIsolated", () => {
  it("draws an SVG at 1024 px in a child process, sharp whatever size the SVG declares", async () => {
    let pid = 0;
    const png = await renderSvgIsolated(
      sanitiseUploadedSvg(
        Buffer.from(
          `<svg xmlns="${SVG_NS}" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#008080"/></svg>`,
        ),
      ),
      {
        onStart: (started) => {
          pid = started;
        },
      },
    );
    const { width, height } = await sharp(png).metadata();
    expect([width, height]).toEqual([1024, 1024]);
    // A 10-unit icon is drawn at 2048 px and reduced: its edge is one anti-aliased pixel, not a blur.
    const { data } = await sharp(png)
      .extract({ left: 0, top: 512, width: 1024, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const partial = [];
    for (let x = 0; x < 1024; x++) {
      const alpha = data[x * 4 + 3] ?? 0;
      if (alpha > 0 && alpha < 255) partial.push(x);
    }
    expect(partial.length).toBeLessThanOrEqual(4);
    expect(pid).toBeGreaterThan(0);
    expect(await gone(pid)).toBe(true);
  });

  it("stops a drawing that outlasts its deadline: the answer comes at the deadline and the process is gone", async () => {
    let pid = 0;
    const started = Date.now();
    const rendering = renderSvgIsolated(slowButWithinBudget(), {
      timeoutMs: 2000,
      onStart: (child) => {
        pid = child;
      },
    });
    await expect(rendering).rejects.toBeInstanceOf(DrawingTimedOutError);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await gone(pid)).toBe(true);
  }, 30_000);

  it("reports an SVG the renderer cannot read as unreadable", async () => {
    await expect(renderSvgIsolated(Buffer.from("<svg"))).rejects.toMatchObject({
      name: "UnreadableImageError",
    });
  });
});

describe("hasVisibleArtwork, as the export's background removal sees it", () => {
  const raw = async (png: Buffer) => decodeRgba(png);
  const solid = (background: { r: number; g: number; b: number; alpha: number }) =>
    sharp({ create: { width: 1024, height: 1024, channels: 4, background } })
      .png()
      .toBuffer();

  it("finds nothing in a fully transparent image or one flat colour edge to edge", async () => {
    expect(hasVisibleArtwork(await raw(await solid({ r: 0, g: 0, b: 0, alpha: 0 })))).toBe(false);
    expect(hasVisibleArtwork(await raw(await solid({ r: 34, g: 85, b: 170, alpha: 1 })))).toBe(false);
  });

  it("finds a small mark on a plain backdrop and a shape on transparency", async () => {
    const dot = await sharp(await solid({ r: 255, g: 255, b: 255, alpha: 1 }))
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="${SVG_NS}" width="1024" height="1024"><circle cx="512" cy="512" r="3"/></svg>`,
          ),
        },
      ])
      .png()
      .toBuffer();
    expect(hasVisibleArtwork(await raw(dot))).toBe(true);
    const shape = await sharp(await solid({ r: 0, g: 0, b: 0, alpha: 0 }))
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="${SVG_NS}" width="1024" height="1024"><rect x="300" y="300" width="400" height="400" fill="#c33"/></svg>`,
          ),
        },
      ])
      .png()
      .toBuffer();
    expect(hasVisibleArtwork(await raw(shape))).toBe(true);
  });
});

describe("localLogoImages.uploadPngs", () => {
  it("refuses a fully transparent PNG and a full-bleed square SVG, which no export could be made from", async () => {
    const transparent = await sharp({
      create: { width: 600, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    await expect(localLogoImages.uploadPngs(transparent, "raster")).rejects.toBeInstanceOf(NoArtworkError);
    const square = sanitiseUploadedSvg(
      Buffer.from(
        `<svg xmlns="${SVG_NS}" viewBox="0 0 10 10"><rect width="10" height="10" fill="#2255aa"/></svg>`,
      ),
    );
    await expect(localLogoImages.uploadPngs(square, "svg")).rejects.toBeInstanceOf(NoArtworkError);
  });
});

describe("the engine's own masters pass the sanitiser and draw the same", () => {
  it("keeps every master of several briefs, pixel for pixel at 256 px", () => {
    const briefs = [
      { brandName: "Harbor & Pine", description: "Coastal coffee roasters in Maine" },
      { brandName: "Nova Ledger", description: "Accounting software for freelancers" },
      { brandName: "مخبز النور", description: "Arabic bakery with fresh bread every morning" },
    ];
    let compared = 0;
    for (const brief of briefs) {
      for (const spec of planDirectionSpecs(brief, 3, [], 5)) {
        for (const variant of [0, 1, 2]) {
          const { svg } = designLogoSvg(brief, spec, variant, 5);
          const cleaned = sanitiseUploadedSvg(Buffer.from(svg)).toString("utf8");
          const draw = (markup: string) =>
            new Resvg(markup, { fitTo: { mode: "width", value: 256 } }).render().pixels;
          const before = draw(svg);
          const after = draw(cleaned);
          let differing = 0;
          for (let i = 0; i < before.length; i++)
            if (Math.abs((before[i] ?? 0) - (after[i] ?? 0)) > 2) differing++;
          expect(differing, `${brief.brandName} ${spec.archetype} ${variant}`).toBe(0);
          compared++;
        }
      }
    }
    expect(compared).toBe(27);
  });
});
