import { Resvg, renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { brandKitPlan } from "../../domain/brand-kit/brand-kit-plan";
import { pngFileName, vectorFileName } from "../../domain/brand-kit/kit-files";
import { brandKitFolder, type MadeBrandKit, makeBrandKit } from "../../domain/brand-kit/make-brand-kit";
import { designLogoSvg } from "../../engine/design-logo";
import { planDirectionSpecs } from "../../engine/directions";
import type { LayoutKind } from "../../engine/layouts/layout-types";
import { darkGroundEngineSource, engineLogoSource } from "../export-images/testing/fixtures";
import { partSvg, prepareArtwork } from "../graphics/artwork";
import { type Box, elementBox, findLogoParts, unionBoxes } from "../graphics/logo-parts";
import { BLACK, contrast, parseColour, type Rgb, WHITE } from "../graphics/paint";
import { attribute, parseSvg, type SvgElement, serialize, viewBoxOf } from "../graphics/svg-tree";
import { svgAlphaAtShare } from "../graphics/testing/pixels";
import { localBrandKitMaker } from "../local-brand-kit-maker";
import { checkMotionFile } from "../motion/testing/motion-checks";
import { checkKit } from "./testing/kit-checks";

const BRAND = {
  brandName: "Harbor & Pine",
  stem: "harbor-and-pine",
  fonts: [
    { role: "name" as const, family: "montserrat", weight: 700 },
    { role: "tagline" as const, family: "montserrat", weight: 500 },
  ],
  tagline: "",
  motionStyle: "calm" as const,
};

function layoutMaster(layout: LayoutKind, archetype: "icon" | "wordmark" = "icon"): string {
  const brief = {
    brandName: "Harbor & Pine",
    description: "Coastal woodworking studio making furniture from reclaimed pine",
  };
  const [spec] = planDirectionSpecs(brief, 1, [], 7);
  if (!spec) throw new Error("No direction");
  return designLogoSvg(brief, { ...spec, archetype, layouts: [layout] }, 0, 7).svg;
}

describe("symbol and name in engine masters", () => {
  it.each(["stacked", "inline", "monogram"] as const)(
    "finds the symbol apart from the name in a %s lockup",
    (layout) => {
      const parts = findLogoParts(layoutMaster(layout));
      expect(parts.method).toBe("marked");
      expect(parts.background).toMatch(/^#[0-9A-F]{6}$/i);
      expect(parts.symbol?.elements.length).toBeGreaterThan(0);
      expect(parts.name.length).toBeGreaterThan(0);
      // Nothing is in two parts.
      const symbol = new Set(parts.symbol?.elements);
      expect(parts.name.some((element) => symbol.has(element))).toBe(false);
    },
  );

  it.each(["wordmark", "tagline"] as const)("finds the name and no symbol in a %s logo", (layout) => {
    const parts = findLogoParts(layoutMaster(layout, "wordmark"));
    expect(parts.symbol).toBeNull();
    expect(parts.name.length).toBeGreaterThan(0);
  });

  it("keeps a symbol knocked out of a badge on a disc of the badge's colour", async () => {
    const master = layoutMaster("badge-ring");
    const parts = findLogoParts(master);
    if (parts.symbol?.badgeFill) {
      const prepared = await prepareArtwork(master);
      expect(partSvg(prepared, "symbol", "colour")).toContain(`fill="${parts.symbol.badgeFill}"`);
    }
    expect(parts.name.length).toBeGreaterThan(0);
  });

  it.each(["stacked", "inline", "monogram", "emblem", "badge-ring", "boxed", "wordmark"] as const)(
    "reads from the marks of a %s master the parts its shapes give",
    (layout) => {
      const master = layoutMaster(layout, layout === "boxed" || layout === "wordmark" ? "wordmark" : "icon");
      const marked = findLogoParts(master);
      const unmarked = findLogoParts(master.replace(/ data-part="[a-z]+"/g, ""));
      expect(marked.method).toBe("marked");
      expect(unmarked.method).toBe("derived");
      const shapes = (elements: readonly SvgElement[] | undefined) =>
        (elements ?? []).map((element) => serialize(element).replace(/ data-part="[a-z]+"/g, ""));
      expect(shapes(marked.symbol?.elements)).toEqual(shapes(unmarked.symbol?.elements));
      expect(marked.symbol?.badgeFill ?? null).toBe(unmarked.symbol?.badgeFill ?? null);
      expect(shapes(marked.name)).toEqual(shapes(unmarked.name));
      expect(marked.nameBadgeFill).toBe(unmarked.nameBadgeFill);
      expect(shapes(marked.tagline)).toEqual(shapes(unmarked.tagline));
    },
  );

  it("uses the parts the engine marks, when it marks them", () => {
    const marked =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#FFFFFF"/><g data-part="symbol"><circle cx="50" cy="30" r="20" fill="#123456"/></g><path data-part="name" d="M10 80H90V90H10Z" fill="#111111"/></svg>';
    const parts = findLogoParts(marked);
    expect(parts.method).toBe("marked");
    expect(parts.symbol?.elements.map((element) => element.name)).toEqual(["g"]);
    expect(parts.name.map((element) => element.name)).toEqual(["path"]);
    expect(unionBoxes([null])).toBeNull();
  });
});

describe("one-colour versions", () => {
  // A navy disc with a white square knocked out of it, and a pale tint behind everything.
  const KNOCKOUT =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#FAFAF7"/><circle cx="50" cy="50" r="45" fill="#E6ECEF"/><g transform="translate(0 0)"><circle cx="50" cy="50" r="30" fill="#1B2A4A"/><rect x="40" y="40" width="20" height="20" fill="#FFFFFF"/></g></svg>';

  it("turns paper drawn over ink into real holes, and drops pale tints", async () => {
    const prepared = await prepareArtwork(KNOCKOUT);
    const black = partSvg(prepared, "logo", "black");
    expect(black).toContain("<mask");
    expect(await svgAlphaAtShare(black, 0.5, 0.5)).toBe(0);
    // The ink of the disc is solid black; the pale tint around it is gone.
    const image = await renderAsync(black, { fitTo: { mode: "width", value: 100 } });
    const data = image.pixels;
    const at = (x: number, y: number) =>
      (Math.round(y * (image.height - 1)) * image.width + Math.round(x * (image.width - 1))) * 4;
    const ring = at(0.5, 0.3);
    expect([data[ring], data[ring + 1], data[ring + 2], data[ring + 3]]).toEqual([0, 0, 0, 255]);
    expect(data[at(0.5, 0.06) + 3]).toBe(0);
    const reversed = partSvg(prepared, "logo", "reversed");
    const white = await renderAsync(reversed, { fitTo: { mode: "width", value: 100 } });
    expect(white.pixels[ring]).toBe(255);
    expect(await svgAlphaAtShare(reversed, 0.5, 0.5)).toBe(0);
  });

  it("recolours plain ink without a mask", async () => {
    const prepared = await prepareArtwork(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#FFFFFF"/><path d="M10 10H90V30H10Z" fill="#C0392B"/><path d="M10 50H90V70H10Z" fill="#1B2A4A" fill-opacity="0.9"/></svg>',
    );
    const black = partSvg(prepared, "logo", "black");
    expect(black).not.toContain("<mask");
    expect(black).not.toContain("opacity");
    expect(black).not.toMatch(/#C0392B|#1B2A4A/i);
  });
});

describe("LocalBrandKitMaker", () => {
  const maker = localBrandKitMaker();
  let vector: MadeBrandKit;
  let raster: MadeBrandKit;

  beforeAll(async () => {
    const source = await engineLogoSource();
    vector = await makeBrandKit(maker, source, BRAND, new Date());
    const ring = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="rgb(235,120,40)"/><circle cx="300" cy="300" r="180" fill="none" stroke="rgb(20,30,90)" stroke-width="72"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    raster = await makeBrandKit(
      maker,
      { kind: "raster", image: ring, brandName: "" },
      { ...BRAND, stem: "logo-export-2", fonts: [] },
      new Date(),
    );
  }, 60_000);

  it("makes every file of an engine logo's kit, each one as stated", async () => {
    const plan = brandKitPlan({
      stem: BRAND.stem,
      source: "vector",
      hasSymbol: vector.brandKit.files.some((file) => file.path.includes("-symbol-")),
      hasWordmark: vector.brandKit.files.some((file) => file.path.includes("-wordmark-")),
    });
    const checked = await checkKit(
      vector.zip,
      brandKitFolder(BRAND.stem),
      plan,
      vector.brandKit,
      checkMotionFile,
    );
    expect(checked.problems).toEqual([]);
    expect(checked.files.has("vector/harbor-and-pine-logo-reversed.svg")).toBe(true);
    expect(checked.files.has("vector/harbor-and-pine-symbol-black.pdf")).toBe(true);
    expect(checked.sheetText).toContain("Montserrat");
    expect(checked.sheetText).toContain("SIL Open Font License 1.1");
    expect(vector.brandKit.source).toBe("vector");
    expect(vector.brandKit.previews.length).toBeGreaterThanOrEqual(4);
  });

  it("measures the health check: legibility at 16, 32 and 64 px, contrast on white and black, one colour", () => {
    const ids = vector.health.checks.map((check) => check.id);
    for (const size of [16, 32, 64]) {
      expect(ids).toContain(`legibility-symbol-${size}`);
      expect(ids).toContain(`legibility-name-${size}`);
    }
    expect(ids).toEqual(
      expect.arrayContaining([
        "contrast-white",
        "contrast-black",
        "one-color-logo",
        "legibility-maskable-icon-48",
      ]),
    );
    for (const check of vector.health.checks) {
      expect(check.reason.length).toBeGreaterThan(20);
      if (check.status === "warn") expect(check.suggestion).toBeTruthy();
    }
    // A whole lockup squeezed into a favicon cannot show its name.
    expect(vector.health.checks.find((check) => check.id === "legibility-name-16")?.status).toBe("warn");
  });

  it("keeps a drawn (bitmap) symbol in the vector files, its white square taken away", async () => {
    const drawing = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#fff"/><path d="M50 200 L128 50 L206 200 Z" fill="#1d6b4f"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const brief = { brandName: "Harbor & Pine", description: "Coastal woodworking studio" };
    const [spec] = planDirectionSpecs(brief, 1, [], 7);
    if (!spec) throw new Error("No direction");
    const svg = designLogoSvg(brief, spec, 0, 7, {
      symbolImage: `data:image/png;base64,${drawing.toString("base64")}`,
    }).svg;
    const made = await makeBrandKit(
      maker,
      { kind: "vector", svg, brandName: brief.brandName },
      BRAND,
      new Date(),
    );
    const plan = brandKitPlan({
      stem: BRAND.stem,
      source: "vector",
      hasSymbol: made.brandKit.files.some((file) => file.path.includes("-symbol-")),
      hasWordmark: made.brandKit.files.some((file) => file.path.includes("-wordmark-")),
    });
    const checked = await checkKit(made.zip, brandKitFolder(BRAND.stem), plan, made.brandKit);
    expect(checked.problems).toEqual([]);
    const symbol =
      checked.files
        .get(vectorFileName("harbor-and-pine", "symbol", "colour-on-light", "svg"))
        ?.toString("utf8") ?? "";
    expect(symbol).toContain("data:image/png;base64,");
    // The drawing's white backdrop is gone: the symbol file is see-through at its corner.
    expect(await svgAlphaAtShare(symbol, 0.02, 0.02)).toBe(0);
  });

  it("makes what honestly can be made from an upload's pixels, and says so", async () => {
    const plan = brandKitPlan({
      stem: "logo-export-2",
      source: "raster",
      hasSymbol: false,
      hasWordmark: false,
    });
    const checked = await checkKit(raster.zip, brandKitFolder("logo-export-2"), plan, raster.brandKit);
    expect(checked.problems).toEqual([]);
    expect(
      raster.brandKit.files.filter((entry) => entry.group !== "mockups" && entry.group !== "stationery"),
    ).toHaveLength(23);
    expect([...checked.files.keys()].some((path) => path.startsWith("vector/"))).toBe(false);
    // Pixels cannot be recoloured part by part: one set of PNGs, named for no ground.
    expect(checked.files.has("png/logo-export-2-logo-512.png")).toBe(true);
    expect([...checked.files.keys()].some((path) => /-on-(light|dark)/.test(path))).toBe(false);
    // What pixels do allow: the store icon (no alpha at all), the maskable icon and the covers.
    const store = await sharp(checked.files.get("web/app-store-icon-1024.png")).metadata();
    expect([store.width, store.height, store.hasAlpha]).toEqual([1024, 1024, false]);
    for (const path of [
      "web/icon-maskable-512.png",
      "social/logo-export-2-x-header-1500x500.png",
      "social/logo-export-2-youtube-banner-2560x1440.png",
      "social/logo-export-2-facebook-cover-851x315.png",
      "social/logo-export-2-linkedin-logo-300.png",
    ])
      expect(checked.files.has(path), path).toBe(true);
    expect(raster.health.checks.map((check) => check.id)).toContain("legibility-maskable-icon-48");
    expect(raster.brandKit.notes.join(" ")).toMatch(/no vector \(SVG or PDF\) files/);
    expect(checked.files.get("README.txt")?.toString("utf8")).toMatch(/no vector \(SVG or\s+PDF\) files/);
    expect(raster.health.checks.map((check) => check.id)).toContain("legibility-logo-16");
  });
});

describe("a kit for a design made on a dark ground", () => {
  it("holds the full-colour logo for light and for dark grounds, its name at 4.5:1 on each, and every platform size", async () => {
    const source = darkGroundEngineSource();
    const stem = "harbour-lights";
    const made = await makeBrandKit(
      localBrandKitMaker(),
      source,
      { ...BRAND, brandName: source.brandName, stem },
      new Date(),
    );
    const plan = brandKitPlan({ stem, source: "vector", hasSymbol: true, hasWordmark: true });
    const checked = await checkKit(made.zip, brandKitFolder(stem), plan, made.brandKit);
    expect(checked.problems).toEqual([]);
    // 54 files of the kit's own, the scenes and stationery of the brand in use and the 9 motion
    // files (77 in all today).
    const own = made.brandKit.files.filter(
      (entry) => entry.group !== "mockups" && entry.group !== "stationery" && entry.group !== "motion",
    );
    expect(own).toHaveLength(54);
    expect(made.brandKit.files.filter((entry) => entry.group === "motion")).toHaveLength(9);
    expect(made.brandKit.files).toHaveLength(plan.length);

    // The name as it stands in the full logo, in master units.
    const parts = findLogoParts(source.svg);
    const nameBox = unionBoxes(parts.name.map((element) => elementBox(element, parts.canvas)));
    if (!nameBox) throw new Error("The sample has no name");
    // As designed, its near-white name vanishes on white: the case these files are for.
    const nameColour = parseColour(parts.name[0] ? attribute(parts.name[0], "fill") : undefined);
    if (!nameColour) throw new Error("The sample's name has no colour");
    expect(contrast(nameColour, WHITE)).toBeLessThan(1.5);

    const file = (path: string) => {
      const bytes = checked.files.get(path);
      if (!bytes) throw new Error(`${path} is missing`);
      return bytes;
    };
    for (const [version, ground] of [
      ["colour-on-light", WHITE],
      ["colour-on-dark", BLACK],
    ] as const) {
      for (const part of ["logo", "wordmark"] as const) {
        const svg = file(vectorFileName(stem, part, version, "svg")).toString("utf8");
        expect(await nameContrastInSvg(svg, nameBox, ground), `${part} ${version}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
    for (const [ground, rgb] of [
      ["light", WHITE],
      ["dark", BLACK],
    ] as const) {
      const svg = file(
        vectorFileName(stem, "logo", ground === "light" ? "colour-on-light" : "colour-on-dark", "svg"),
      );
      const png = file(pngFileName(stem, "logo", 1024, ground));
      expect(await nameContrastInPng(png, svg.toString("utf8"), nameBox, rgb), ground).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    // The health check measures the same files on the same grounds, and names them.
    for (const [id, path] of [
      ["contrast-white", vectorFileName(stem, "logo", "colour-on-light", "svg")],
      ["contrast-black", vectorFileName(stem, "logo", "colour-on-dark", "svg")],
    ] as const) {
      const check = made.health.checks.find((candidate) => candidate.id === id);
      expect(check?.status, id).toBe("pass");
      expect(check?.reason).toContain(path);
      expect(check?.measured).toMatch(/the name \(#[0-9A-F]{6}\) \d+\.\d:1/);
    }
    const maskableCheck = made.health.checks.find((check) => check.id === "legibility-maskable-icon-48");
    expect(maskableCheck?.size).toBe(48);
    expect(maskableCheck?.image).toMatch(/^data:image\/png;base64,/);
    expect(maskableCheck?.reason).toMatch(/maskable app icon at 48 px/);

    // Platform sizes.
    const manifest = JSON.parse(file("web/site.webmanifest").toString("utf8")) as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest.icons.map((icon) => icon.purpose)).toEqual(["any", "any", "maskable"]);
    expect(manifest.icons.find((icon) => icon.purpose === "maskable")).toMatchObject({
      src: "/icon-maskable-512.png",
      sizes: "512x512",
    });
    const maskable = await sharp(file("web/icon-maskable-512.png")).metadata();
    expect([maskable.width, maskable.height]).toEqual([512, 512]);
    const storeIcon = await sharp(file("web/app-store-icon-1024.png")).metadata();
    expect([storeIcon.width, storeIcon.height, storeIcon.hasAlpha]).toEqual([1024, 1024, false]);
    for (const [name, width, height] of [
      ["x-header-1500x500", 1500, 500],
      ["youtube-banner-2560x1440", 2560, 1440],
      ["facebook-cover-851x315", 851, 315],
      ["banner-1584x396", 1584, 396],
      ["linkedin-logo-300", 300, 300],
    ] as const) {
      const cover = await sharp(file(`social/${stem}-${name}.png`)).metadata();
      expect([cover.width, cover.height], name).toEqual([width, height]);
    }
    const favicon = file("web/favicon.svg").toString("utf8");
    expect(favicon).toContain("@media (prefers-color-scheme: dark)");
    expect(favicon).toMatch(/<g class="on-dark">.*#FFFFFF/);
    // Transparent files for each ground: see-through at their corners.
    for (const path of [pngFileName(stem, "logo", 512, "light"), pngFileName(stem, "logo", 512, "dark")]) {
      const { data } = await sharp(file(path)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(data[3], path).toBe(0);
    }
    const readme = file("README.txt").toString("utf8");
    for (const words of [
      "-color-on-dark",
      "app-store-icon-1024.png",
      "X (Twitter) header",
      "YouTube channel banner",
    ])
      expect(readme).toContain(words);
  }, 120_000);
});

/** The weakest contrast of the name's solid pixels on `ground`, in a file cropped to the logo. */
async function nameContrastInSvg(svg: string, nameBox: Box, ground: Rgb): Promise<number> {
  const view = viewBoxOf(parseSvg(svg));
  if (!view) throw new Error("The file has no viewBox");
  const width = 1200;
  const rendered = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false },
  }).render();
  return weakestInBox(rendered.pixels, rendered.width, rendered.height, view, nameBox, ground);
}

/** The same in a PNG rendered from that file (the PNG holds no viewBox: the SVG gives the crop). */
async function nameContrastInPng(png: Buffer, svg: string, nameBox: Box, ground: Rgb): Promise<number> {
  const view = viewBoxOf(parseSvg(svg));
  if (!view) throw new Error("The file has no viewBox");
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return weakestInBox(data, info.width, info.height, view, nameBox, ground);
}

function weakestInBox(
  pixels: Uint8Array | Buffer,
  width: number,
  height: number,
  view: { x: number; y: number; width: number; height: number },
  box: Box,
  ground: Rgb,
): number {
  const scale = width / view.width;
  const x1 = Math.max(0, Math.floor((box.x1 - view.x) * scale));
  const x2 = Math.min(width, Math.ceil((box.x2 - view.x) * scale));
  const y1 = Math.max(0, Math.floor((box.y1 - view.y) * scale));
  const y2 = Math.min(height, Math.ceil((box.y2 - view.y) * scale));
  let weakest = Number.POSITIVE_INFINITY;
  let solid = 0;
  for (let y = y1; y < y2; y++) {
    for (let x = x1; x < x2; x++) {
      const at = (y * width + x) * 4;
      if ((pixels[at + 3] ?? 0) < 255) continue;
      solid++;
      const colour = { r: pixels[at] ?? 0, g: pixels[at + 1] ?? 0, b: pixels[at + 2] ?? 0 };
      weakest = Math.min(weakest, contrast(colour, ground));
    }
  }
  if (solid < 100) throw new Error("The name's box holds almost nothing");
  return weakest;
}
