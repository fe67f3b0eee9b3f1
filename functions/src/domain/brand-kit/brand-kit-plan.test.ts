import { describe, expect, it } from "vitest";
import { MOCKUP_SCENES } from "../mockups/mockup-scenes";
import { motionPlan } from "../motion/motion-plan";
import type { LogoAnalysis } from "../ports/brand-kit-maker";
import { stationeryPlan } from "../stationery/stationery-plan";
import { APP_STORE_ICON_SIZE, brandKitPlan, COVERS } from "./brand-kit-plan";
import { brandKitContent } from "./brand-kit-texts";
import {
  type KitShape,
  MASKABLE_SAFE_SHARE,
  maskableArtShare,
  pngFileName,
  vectorFileName,
} from "./kit-files";
import { judgeLogoHealth } from "./logo-health";

const ENGINE: KitShape = { stem: "harbour-lights", source: "vector", hasSymbol: true, hasWordmark: true };
const UPLOAD: KitShape = { stem: "logo-export-2", source: "raster", hasSymbol: false, hasWordmark: false };

function analysisOf(shape: KitShape): LogoAnalysis {
  return {
    source: shape.source,
    hasSymbol: shape.hasSymbol,
    hasWordmark: shape.hasWordmark,
    partsMethod: shape.source === "vector" ? "derived" : null,
    background: "#0F1A2E",
    brandColour: "#B08D57",
    swatches: [{ hex: "#B08D57", rgb: [176, 141, 87], cmyk: [0, 20, 51, 31], usage: ["symbol"] }],
    fonts: [],
    legibility: [],
    contrast: [],
    oneColour: [],
    logoSize: { width: 640, height: 480 },
    letterHeight: null,
    maskableIcon: null,
  };
}

describe("the brand kit's files", () => {
  it("holds 54 files of its own for an engine logo and 23 for an upload, beside the scenes, stationery and motion", () => {
    // The mockups and stationery are the mockups rules' (8 scenes and 6 files today), the motion
    // files the motion plan's (9, for a vector master only): 77 and 37.
    const inUse = (shape: KitShape) => MOCKUP_SCENES.length + stationeryPlan(shape.stem).length;
    expect(brandKitPlan(ENGINE)).toHaveLength(54 + inUse(ENGINE) + motionPlan(ENGINE.stem).length);
    expect(brandKitPlan(UPLOAD)).toHaveLength(23 + inUse(UPLOAD));
    expect(brandKitPlan(ENGINE).filter((entry) => entry.group === "motion")).toHaveLength(9);
    expect(brandKitPlan(UPLOAD).filter((entry) => entry.group === "motion")).toHaveLength(0);
    const own = (shape: KitShape) =>
      brandKitPlan(shape).filter(
        (entry) => entry.group !== "mockups" && entry.group !== "stationery" && entry.group !== "motion",
      );
    const count = (shape: KitShape, group: string) =>
      own(shape).filter((entry) => entry.group === group).length;
    expect(["brand", "vector", "png", "web", "social"].map((group) => count(ENGINE, group))).toEqual([
      3, 24, 10, 9, 8,
    ]);
    expect(["brand", "vector", "png", "web", "social"].map((group) => count(UPLOAD, group))).toEqual([
      3, 0, 4, 8, 8,
    ]);
    const paths = brandKitPlan(ENGINE).map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("names the full-colour files for the ground they are made for", () => {
    const paths = brandKitPlan(ENGINE).map((entry) => entry.path);
    for (const part of ["logo", "symbol", "wordmark"] as const)
      for (const format of ["svg", "pdf"] as const) {
        expect(paths).toContain(`vector/harbour-lights-${part}-color-on-light.${format}`);
        expect(paths).toContain(`vector/harbour-lights-${part}-color-on-dark.${format}`);
      }
    expect(vectorFileName("harbour-lights", "logo", "colour-on-dark", "svg")).toBe(
      "vector/harbour-lights-logo-color-on-dark.svg",
    );
    expect(paths).toContain(pngFileName("harbour-lights", "logo", 2048, "light"));
    expect(paths).toContain("png/harbour-lights-logo-on-dark-1024.png");
    // An upload's pixels are one picture: no grounds in its names.
    const upload = brandKitPlan(UPLOAD).map((entry) => entry.path);
    expect(upload).toContain("png/logo-export-2-logo-256.png");
    expect(upload.some((path) => /on-(light|dark)|\.svg$|\.pdf$/.test(path) && path.startsWith("png/"))).toBe(
      false,
    );
    expect(upload.some((path) => path.startsWith("vector/"))).toBe(false);
  });

  it("plans every platform size, opaque where the platform needs it", () => {
    for (const shape of [ENGINE, UPLOAD]) {
      const plan = brandKitPlan(shape);
      const byPath = (path: string) => plan.find((entry) => entry.path === path);
      expect(byPath("web/icon-maskable-512.png")).toMatchObject({
        width: 512,
        height: 512,
        transparent: false,
      });
      expect(byPath(`web/app-store-icon-${APP_STORE_ICON_SIZE}.png`)).toMatchObject({
        width: 1024,
        height: 1024,
        transparent: false,
      });
      expect(byPath(`social/${shape.stem}-linkedin-logo-300.png`)).toMatchObject({ width: 300, height: 300 });
      expect(byPath(`social/${shape.stem}-banner-1584x396.png`)).toMatchObject({ width: 1584, height: 396 });
      for (const [id, width, height] of [
        ["x-header", 1500, 500],
        ["youtube-banner", 2560, 1440],
        ["facebook-cover", 851, 315],
      ] as const)
        expect(byPath(`social/${shape.stem}-${id}-${width}x${height}.png`)).toMatchObject({
          width,
          height,
          transparent: false,
        });
      for (const entry of plan.filter((each) => each.group === "png"))
        expect(entry.transparent, entry.path).toBe(true);
    }
  });

  it("keeps each cover's safe area inside the area its platform shows on every device", () => {
    for (const cover of COVERS) {
      expect(cover.safe.width).toBeLessThanOrEqual(cover.width);
      expect(cover.safe.height).toBeLessThanOrEqual(cover.height);
    }
    const byId = new Map(COVERS.map((cover) => [cover.id, cover]));
    // YouTube's own safe area for every screen.
    expect(byId.get("youtube-banner")?.safe).toEqual({ width: 1546, height: 423 });
    // X: within the middle 1500 x 360 band, and clear of the profile picture over the lower left.
    const x = byId.get("x-header");
    expect(x?.safe.height).toBeLessThanOrEqual(360);
    expect(((x?.width ?? 0) - (x?.safe.width ?? 0)) / 2).toBeGreaterThanOrEqual(400);
    // Facebook: the middle of the cover a phone shows.
    expect(byId.get("facebook-cover")?.safe.width).toBeLessThanOrEqual(640);
  });

  it("fits a maskable icon's art inside the safe circle, whatever its shape", () => {
    for (const [width, height] of [
      [100, 100],
      [300, 100],
      [100, 240],
    ] as const) {
      const share = maskableArtShare(width, height);
      const long = share;
      const short = (share * Math.min(width, height)) / Math.max(width, height);
      expect(Math.hypot(long, short)).toBeCloseTo(MASKABLE_SAFE_SHARE, 6);
    }
  });

  it("lists a separate maskable icon in the manifest, never 'any maskable', and every new file in the README", () => {
    for (const shape of [ENGINE, UPLOAD]) {
      const plan = brandKitPlan(shape);
      const analysis = analysisOf(shape);
      const content = brandKitContent(
        "Harbour Lights",
        plan,
        analysis,
        shape,
        judgeLogoHealth(analysis, shape.stem),
      );
      const manifest = JSON.parse(content.texts.webmanifest) as {
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest.icons.filter((icon) => icon.purpose === "maskable")).toEqual([
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ]);
      expect(manifest.icons.every((icon) => icon.purpose.split(" ").length === 1)).toBe(true);
      expect(content.texts.webmanifest).not.toMatch(/any maskable/);
      for (const entry of plan) expect(content.texts.readme).toContain(entry.path);
      expect(content.texts.readme).toContain("web/app-store-icon-1024.png");
      expect(content.texts.readme).toContain("Facebook page cover: social/...-facebook-cover-851x315.png");
      if (shape.source === "vector") expect(content.texts.readme).toContain("-color-on-dark files");
      else expect(content.texts.readme).not.toContain("-color-on-dark");
    }
  });

  it("puts the logo's measured score on the brand sheet and in brand.md, and leaves it out when there is none", () => {
    const plan = brandKitPlan(ENGINE);
    const analysis = analysisOf(ENGINE);
    const health = judgeLogoHealth(analysis, ENGINE.stem);
    const score = {
      uniqueness: { score: 93, sentence: "Unlike every stock icon." },
      legibility: { score: 48, sentence: "At 16 px the symbol's lines are 0.9 px thin." },
      contrast: { score: 100, sentence: "Name and symbol stand out clearly." },
    };
    const scored = brandKitContent("Harbour Lights", plan, analysis, ENGINE, health, score);
    expect(scored.sheet.score).toEqual([
      { facet: "Uniqueness", score: 93, sentence: "Unlike every stock icon." },
      { facet: "Legibility", score: 48, sentence: "At 16 px the symbol's lines are 0.9 px thin." },
      { facet: "Contrast", score: 100, sentence: "Name and symbol stand out clearly." },
    ]);
    expect(scored.texts["brand-md"]).toContain("## Logo score");
    expect(scored.texts["brand-md"]).toContain(
      "- **Legibility 48/100**: At 16 px the symbol's lines are 0.9 px thin.",
    );
    const unscored = brandKitContent("Harbour Lights", plan, analysis, ENGINE, health, null);
    expect(unscored.sheet.score).toEqual([]);
    expect(unscored.texts["brand-md"]).not.toContain("## Logo score");
  });
});
