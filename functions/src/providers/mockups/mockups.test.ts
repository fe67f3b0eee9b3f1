import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  MOCKUP_MODES,
  MOCKUP_SCENES,
  type MockupSceneId,
  placementOf,
  sceneRule,
} from "../../domain/mockups/mockup-scenes";
import { type LogoArt, logoArtOf } from "../graphics/logo-art";
import { type SampleLogo, sampleLogos } from "../graphics/testing/sample-logos";
import { renderMockups } from "./index";
import { chooseLogo } from "./logo-variant";
import { FULL_SIZE_JPEG, renderScene, renderScenePng } from "./render-scenes";
import { sceneDocument } from "./scene-layers";

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function pixelsOf(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A box in canvas units (1600 x 1200), whatever size the picture was drawn at. */
interface CanvasBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The mean absolute difference of two same-size pictures inside `box`, 0-255. */
function differenceIn(a: Pixels, b: Pixels, box: CanvasBox): number {
  const scale = a.width / 1600;
  let total = 0;
  let count = 0;
  for (let y = Math.round(box.y * scale); y < Math.round((box.y + box.height) * scale); y++) {
    for (let x = Math.round(box.x * scale); x < Math.round((box.x + box.width) * scale); x++) {
      const offset = (y * a.width + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        total += Math.abs((a.data[offset + channel] ?? 0) - (b.data[offset + channel] ?? 0));
        count++;
      }
    }
  }
  return total / count;
}

/** The share of pixels, 0 to 1, where two same-size pictures differ by more than a trace. */
function changedShare(a: Pixels, b: Pixels): number {
  let changed = 0;
  for (let offset = 0; offset < a.data.length; offset += 3) {
    let most = 0;
    for (let channel = 0; channel < 3; channel++) {
      most = Math.max(most, Math.abs((a.data[offset + channel] ?? 0) - (b.data[offset + channel] ?? 0)));
    }
    if (most > 8) changed++;
  }
  return changed / (a.data.length / 3);
}

/** A drawing's content without its root element: what a scene places. */
function bodyOf(svg: string): string {
  return svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));
}

/** A scene gives every placed drawing's ids a prefix of its own (art-<hash>-): compared without it. */
function withoutPlacementIds(svg: string): string {
  return svg.replace(/art-[0-9a-f]{10}-/g, "");
}

/** How many pixels inside `box` are near-white. */
function whitePixelsIn(image: Pixels, box: CanvasBox): number {
  const scale = image.width / 1600;
  let white = 0;
  for (let y = Math.round(box.y * scale); y < Math.round((box.y + box.height) * scale); y++) {
    for (let x = Math.round(box.x * scale); x < Math.round((box.x + box.width) * scale); x++) {
      const offset = (y * image.width + x) * 3;
      if (Math.min(image.data[offset] ?? 0, image.data[offset + 1] ?? 0, image.data[offset + 2] ?? 0) > 215)
        white++;
    }
  }
  return white;
}

/** Where each scene sets its main logo, on the canvas. */
const LOGO_AREAS: Record<MockupSceneId, CanvasBox> = {
  "business-card": { x: 880, y: 700, width: 240, height: 180 },
  storefront: { x: 640, y: 400, width: 260, height: 180 },
  "t-shirt": { x: 620, y: 330, width: 360, height: 290 },
  "coffee-cup": { x: 660, y: 380, width: 280, height: 160 },
  "tote-bag": { x: 610, y: 560, width: 380, height: 270 },
  "phone-home-screen": { x: 960, y: 310, width: 320, height: 320 },
  "social-profile": { x: 620, y: 200, width: 520, height: 240 },
  "letter-and-envelope": { x: 320, y: 140, width: 220, height: 150 },
};
/** The top left corner: backdrop in every scene, the same whatever the logo. */
const CORNER: CanvasBox = { x: 0, y: 0, width: 120, height: 90 };

function sample(index: number): SampleLogo {
  const logo = sampleLogos()[index];
  if (!logo) throw new Error(`No sample logo ${index}`);
  return logo;
}

function artOf(logo: SampleLogo): Promise<LogoArt> {
  return logoArtOf({ kind: "vector", svg: logo.svg, brandName: logo.brandName });
}

describe("mockup scenes", { timeout: 60_000 }, () => {
  let harbor: LogoArt;
  let harbourLights: LogoArt;
  let bakery: LogoArt;

  beforeAll(async () => {
    [harbor, harbourLights, bakery] = await Promise.all([
      artOf(sample(0)),
      artOf(sample(1)),
      artOf(sample(2)),
    ]);
  });

  it("draws every scene of the catalogue as a 640 px preview and at full size, 1600 px or more", async () => {
    const logo = sample(0);
    const [previews, full] = await Promise.all([
      renderMockups(logo.svg, { mode: "preview", brandName: logo.brandName }),
      renderMockups(logo.svg, { mode: "full", brandName: logo.brandName }),
    ]);
    expect(MOCKUP_SCENES.length).toBeGreaterThanOrEqual(8);
    expect(previews.map((scene) => scene.id)).toEqual(MOCKUP_SCENES.map((scene) => scene.id));
    expect(full.map((scene) => scene.id)).toEqual(MOCKUP_SCENES.map((scene) => scene.id));
    for (const scene of previews) {
      const { format, width, height } = await sharp(scene.png).metadata();
      expect([scene.id, format, width, height]).toEqual([scene.id, "png", 640, 480]);
      expect([scene.width, scene.height]).toEqual([640, 480]);
    }
    for (const scene of full) {
      const { width = 0, height = 0 } = await sharp(scene.png).metadata();
      expect(Math.max(width, height), scene.id).toBeGreaterThanOrEqual(1600);
      expect([scene.width, scene.height]).toEqual([width, height]);
    }
  });

  it("encodes each full-size scene as the JPEG of its picture flattened onto white", async () => {
    // The kit's scenes skip the flattening when the picture is opaque: the bytes must not change.
    const full = { longSide: 1600, watermark: false };
    for (const rule of MOCKUP_SCENES) {
      const [scene, drawn] = await Promise.all([
        renderScene(bakery, rule, full),
        renderScenePng(bakery, rule, full),
      ]);
      const flattened = sharp(drawn.png).flatten({ background: "#FFFFFF" });
      expect(scene.jpeg.equals(await flattened.clone().jpeg(FULL_SIZE_JPEG).toBuffer()), rule.id).toBe(true);
      // Standard Huffman tables change the file, not the picture: it decodes to the same pixels
      // as the JPEG with tables fitted to it, which is a few percent smaller.
      const fitted = await flattened.clone().jpeg({ quality: FULL_SIZE_JPEG.quality }).toBuffer();
      const [plainPixels, fittedPixels] = await Promise.all(
        [scene.jpeg, fitted].map((jpeg) => sharp(jpeg).raw().toBuffer()),
      );
      expect(plainPixels?.equals(fittedPixels ?? Buffer.alloc(0)), rule.id).toBe(true);
      expect(fitted.length, rule.id).toBeLessThan(scene.jpeg.length);
    }
  });

  it("renders only the scenes asked for, in the catalogue's order", async () => {
    const logo = sample(2);
    const scenes = await renderMockups(logo.svg, {
      mode: "preview",
      brandName: logo.brandName,
      sceneIds: ["tote-bag", "business-card"],
    });
    expect(scenes.map((scene) => scene.id)).toEqual(["business-card", "tote-bag"]);
    expect(scenes.map((scene) => scene.title)).toEqual([
      sceneRule("business-card").title,
      sceneRule("tote-bag").title,
    ]);
  });

  it("carries its logo: two logos give different pictures where the logo is, and the same backdrop", async () => {
    const clean = { longSide: 480, watermark: false };
    for (const rule of MOCKUP_SCENES) {
      const [first, second] = await Promise.all([
        renderScenePng(harbor, rule, clean).then((scene) => pixelsOf(scene.png)),
        renderScenePng(bakery, rule, clean).then((scene) => pixelsOf(scene.png)),
      ]);
      expect(differenceIn(first, second, LOGO_AREAS[rule.id]), rule.id).toBeGreaterThan(8);
      expect(differenceIn(first, second, CORNER), rule.id).toBeLessThan(1);
    }
  });

  it("prints the white, reversed logo on the dark shirt and the door's vinyl, black on the canvas tote", async () => {
    for (const art of [harbor, harbourLights, bakery]) {
      expect(chooseLogo(placementOf(sceneRule("t-shirt"), "chest"), art).version).toBe("reversed");
      expect(chooseLogo(placementOf(sceneRule("storefront"), "door"), art).version).toBe("reversed");
      expect(chooseLogo(placementOf(sceneRule("tote-bag"), "front"), art).version).toBe("black");
    }
    const shirt = await sceneDocument(harbor, sceneRule("t-shirt"), 640);
    expect(withoutPlacementIds(shirt)).toContain(bodyOf(harbor.logo("reversed").svg));
    expect(withoutPlacementIds(shirt)).not.toContain(bodyOf(harbor.logo("as-designed").svg));
    // In the picture: a dark brown name on paper becomes white ink on the charcoal shirt.
    const picture = await pixelsOf(
      (await renderScenePng(harbor, sceneRule("t-shirt"), { longSide: 800, watermark: false })).png,
    );
    const area = LOGO_AREAS["t-shirt"];
    expect(whitePixelsIn(picture, area)).toBeGreaterThan(400);
    expect(whitePixelsIn(picture, { x: 520, y: 750, width: 560, height: 250 })).toBe(0);
  });

  it("puts a logo made on a dark ground on its own ground where the surface is the design's", async () => {
    const front = chooseLogo(placementOf(sceneRule("business-card"), "front"), harbourLights);
    expect(front).toEqual({ surface: harbourLights.ground, version: "as-designed" });
    // On paper the navy design's near-white name would vanish: the version made for light grounds.
    expect(chooseLogo(placementOf(sceneRule("letter-and-envelope"), "letter"), harbourLights).version).toBe(
      "light",
    );
    // The sign board is painted in the design's own navy, so the logo goes on as designed.
    const fascia = chooseLogo(placementOf(sceneRule("storefront"), "fascia"), harbourLights);
    expect(fascia).toEqual({ surface: harbourLights.ground, version: "as-designed" });
  });

  it("burns the watermark into previews and leaves full size clean", async () => {
    const rule = sceneRule("coffee-cup");
    const render = (options: { longSide: number; watermark: boolean }) =>
      renderScenePng(harbor, rule, options).then((scene) => pixelsOf(scene.png));
    const [preview, cleanPreview, full, cleanFull] = await Promise.all([
      render(MOCKUP_MODES.preview),
      render({ longSide: MOCKUP_MODES.preview.longSide, watermark: false }),
      render(MOCKUP_MODES.full),
      render({ longSide: MOCKUP_MODES.full.longSide, watermark: false }),
    ]);
    // The product's name, repeated all over: a few percent of the pixels, everywhere.
    expect(changedShare(preview, cleanPreview)).toBeGreaterThan(0.02);
    expect(changedShare(full, cleanFull)).toBe(0);
  });

  it("draws an upload's pixels too, in every scene", async () => {
    const logo = sample(0);
    const png = await sharp(Buffer.from(logo.svg)).png().toBuffer();
    const upload = await logoArtOf({ kind: "raster", image: png, brandName: logo.brandName });
    // The same scenes with nothing where the logo goes: the surfaces, colours and name stay.
    const nothing = {
      svg: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
      width: 10,
      height: 10,
    };
    const blank: LogoArt = { ...upload, logo: () => nothing, icon: () => nothing };
    const options = { longSide: 480, watermark: false };
    for (const rule of MOCKUP_SCENES) {
      const [withUpload, withNothing] = await Promise.all([
        renderScenePng(upload, rule, options).then((scene) => pixelsOf(scene.png)),
        renderScenePng(blank, rule, options).then((scene) => pixelsOf(scene.png)),
      ]);
      // An SVG image holding a bitmap drew nothing in resvg: the upload's own pixels must show.
      expect(differenceIn(withUpload, withNothing, LOGO_AREAS[rule.id]), rule.id).toBeGreaterThan(2);
    }
    const phone = sceneRule("phone-home-screen");
    const [fromPixels, fromVector] = await Promise.all([
      renderScenePng(upload, phone, options).then((scene) => pixelsOf(scene.png)),
      renderScenePng(harbor, phone, options).then((scene) => pixelsOf(scene.png)),
    ]);
    // The icon (no symbol can be cut from pixels, so the whole logo) still lands where the icon goes.
    expect(differenceIn(fromPixels, fromVector, CORNER)).toBeLessThan(1);
    expect(whitePixelsIn(fromPixels, LOGO_AREAS["phone-home-screen"])).toBeGreaterThan(1000);
  });

  it("keeps a placed logo's own ids apart from the scene's and from another placement's", async () => {
    // The bakery's one-colour versions cut their ink with a mask found by id.
    expect(bakery.logo("black").svg).toMatch(/\bid="/);
    const shirt = await sceneDocument(bakery, sceneRule("tote-bag"), 640);
    const ids = [...shirt.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const reference of shirt.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(reference[1]);
  });
});
