import { createHash } from "node:crypto";
import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { FULL_LONG_SIDE, MOCKUP_SCENES, sceneRule } from "../../domain/mockups/mockup-scenes";
import { type LogoArt, logoArtOf } from "../graphics/logo-art";
import { sampleLogos } from "../graphics/testing/sample-logos";
import { runsOf, withLogo } from "./layered-raster";
import { rasteriseScene, sceneDocument, sceneRuns } from "./scene-layers";
import { warpWholeFaces } from "./scene-perspective";

const PREVIEW = 640;

describe("scenes drawn in layers", { timeout: 120_000 }, () => {
  let arts: LogoArt[];

  beforeAll(async () => {
    // Light-ground, navy-ground and a third design: their colours differ, so do their parts.
    arts = await Promise.all(
      sampleLogos()
        .slice(0, 3)
        .map((logo) => logoArtOf({ kind: "vector", svg: logo.svg, brandName: logo.brandName })),
    );
  });

  it("group consecutive parts of a kind into one run", () => {
    expect(runsOf(["<a/>", "<b/>", withLogo("<c/>", "<d/>"), withLogo("<e/>"), "<f/>"])).toEqual([
      { changesWithLogo: false, svg: "<a/><b/>" },
      { changesWithLogo: true, svg: "<c/><d/><e/>" },
      { changesWithLogo: false, svg: "<f/>" },
    ]);
  });

  it("are the picture one render of the whole scene gives, to a few levels of rounding", async () => {
    for (const size of [PREVIEW, FULL_LONG_SIDE]) {
      for (const rule of MOCKUP_SCENES) {
        for (const art of arts.slice(0, 2)) {
          const label = `${rule.id}, ${art.brandName} at ${size}`;
          const whole = await renderAsync(await sceneDocument(art, rule, size), {
            fitTo: { mode: "width", value: size },
            font: { loadSystemFonts: false },
          });
          const expected = whole.pixels;
          const layered = await rasteriseScene(art, rule, size);
          expect([layered.width, layered.height]).toEqual([whole.width, whole.height]);
          let most = 0;
          let beyondRounding = 0;
          let total = 0;
          for (let offset = 0; offset < expected.length; offset++) {
            const difference = Math.abs((expected[offset] ?? 0) - (layered.pixels[offset] ?? 0));
            most = Math.max(most, difference);
            if (difference > 4) beyondRounding++;
            total += difference;
          }
          // A layer that changes with the logo is drawn only where it paints, so its drawing
          // starts elsewhere and resvg puts a few edge pixels a subsample apart; anything the
          // part left out would differ over a whole edge, by far more.
          expect(beyondRounding, label).toBeLessThanOrEqual(12);
          expect(most, label).toBeLessThanOrEqual(16);
          expect(total / expected.length, label).toBeLessThan(0.2);
        }
      }
    }
  });

  it("keep a fixed part of every scene the same whatever the logo, so it is drawn once", async () => {
    for (const rule of MOCKUP_SCENES) {
      const fixedParts = await Promise.all(
        arts.map(async (art) =>
          (await sceneRuns(art, rule, PREVIEW)).filter((run) => !run.changesWithLogo).map((run) => run.svg),
        ),
      );
      const [first, ...others] = fixedParts;
      expect(first?.length, rule.id).toBeGreaterThan(0);
      for (const other of others) expect(other, rule.id).toEqual(first);
      // And the logo's part does change: two logos never share it.
      const logoParts = await Promise.all(
        arts.slice(0, 2).map(async (art) =>
          (await sceneRuns(art, rule, PREVIEW))
            .filter((run) => run.changesWithLogo)
            // A face laid on as pixels is compared by its pixels.
            .map((run) => (run.pixels ? createHash("sha1").update(run.pixels.pixels).digest("hex") : run.svg))
            .join(""),
        ),
      );
      expect(logoParts[0], rule.id).not.toEqual(logoParts[1]);
    }
  });
  it("redraw only the shop front round the logo on the shop's wall, to the whole wall's pixels", async () => {
    const storefront = sceneRule("storefront");
    const logo = sampleLogos()[0];
    if (!logo) throw new Error("No sample logo");
    // An upload (pixels), and logos wide and stacked: a stacked one gets a deeper fascia board.
    const upload = await logoArtOf({
      kind: "raster",
      image: await sharp(Buffer.from(logo.svg)).png().toBuffer(),
      brandName: logo.brandName,
    });
    for (const art of [...arts, upload]) {
      for (const size of [PREVIEW, 1600]) {
        const before = warpWholeFaces(true);
        const whole = await rasteriseScene(art, storefront, size).finally(() => warpWholeFaces(before));
        const patched = await rasteriseScene(art, storefront, size);
        let differing = 0;
        let most = 0;
        for (let offset = 0; offset < whole.pixels.length; offset++) {
          const difference = Math.abs((whole.pixels[offset] ?? 0) - (patched.pixels[offset] ?? 0));
          if (difference > 0) differing++;
          most = Math.max(most, difference);
        }
        // resvg draws a part of a drawing cut out by its viewBox a hair differently at a few
        // edges; a logo part left outside the redrawn box would differ over thousands of pixels.
        expect(differing, `${art.brandName} at ${size}`).toBeLessThan(100);
        expect(most, `${art.brandName} at ${size}`).toBeLessThanOrEqual(12);
      }
    }
  });
});
