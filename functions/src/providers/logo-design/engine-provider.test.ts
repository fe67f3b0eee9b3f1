import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { BrandBrief, DesignDirection, RenderedLogo } from "../../domain/ports/logo-designer";
import type { RgbaPixels } from "../../domain/ports/logo-images";
import { contrastRatio, MIN_TEXT_CONTRAST } from "../../engine/color";
import { designLogoSvg } from "../../engine/design-logo";
import { parseDirectionSpec } from "../../engine/direction-spec";
import { planDirectionSpecs } from "../../engine/directions";
import { LAYOUT_KINDS } from "../../engine/layouts/layout-types";
import { renderMasterPng } from "../../engine/render";
import { differenceHash, hammingDistance } from "../../engine/testing/perceptual-hash";
import { DesignEngineProvider } from "./engine-provider";
import { getLogoDesignProvider } from "./index";

const provider = new DesignEngineProvider();

/**
 * Distinctness threshold, in bits of a 256-bit dHash of the trimmed artwork. Near-copies of one
 * logo (moved 10 px, hue-rotated, 20% darker) measured 0-7 bits; the closest two logos of one
 * create we have seen measured 40, most measure 90-120 (128 is unrelated noise). 24 sits well
 * clear of both: it fails on a near-copy and never on two genuinely different designs.
 */
const DISTINCT_BITS = 24;

const BRIEFS: BrandBrief[] = [
  { brandName: "Acme Bakery", description: "Artisan sourdough bakery with a warm, rustic feel" },
  { brandName: "Hart & Lowe", description: "Boutique law firm" },
  { brandName: "Wobble", description: "Toy shop for kids" },
  { brandName: "Cipher Nine", description: "Cybersecurity startup" },
  { brandName: "Lumière Skin", description: "Luxury skincare studio, elegant and calm" },
  { brandName: "Ironclad Gym", description: "Bold strength gym" },
  { brandName: "東京 Sushi", description: "Sushi bar" },
  { brandName: "O'Brien & Sons", description: "Family plumbing, trusted since 1982" },
];

async function firstCreate(brief: BrandBrief, seed: number) {
  const directions = await provider.planDirections({ brief, count: 2, existing: [], seed });
  const logos = [];
  for (const direction of directions) {
    for (let variant = 0; variant < 3; variant++)
      logos.push(await provider.designLogo({ brief, direction, variant, seed }));
  }
  return { directions, logos };
}

/** The 1024 px PNG an export draws from the logo's vector master. */
function masterPng(logo: RenderedLogo): Promise<Buffer> {
  if (logo.svg === null) throw new Error("Expected a vector master");
  return renderMasterPng(logo.svg);
}

/** The engine hands its previews over as pixels, for the watermark to be drawn into. */
function previewPixels(logo: RenderedLogo): RgbaPixels {
  if (Buffer.isBuffer(logo.preview)) throw new Error("Expected the preview as pixels, got a PNG");
  return logo.preview;
}

function backgroundOf(svg: string): string {
  return svg.match(/<rect width="1024" height="1024" fill="(#[0-9A-F]{6})"/)?.[1] ?? "";
}

describe("DesignEngineProvider", () => {
  it("plans 2 readable directions and draws outlined SVG masters and 512 px previews, and no PNG", async () => {
    const { directions, logos } = await firstCreate(BRIEFS[0] as BrandBrief, 1);
    expect(directions).toHaveLength(2);
    expect(directions[0]?.content).toMatch(/for 'Acme Bakery': .+ palette.*, .+, .+ type$/);
    expect(JSON.stringify(directions[0]?.spec).length).toBeLessThan(1200);
    for (const logo of logos) {
      // The 1024 px PNG is drawn from the master when an export asks for it.
      expect(logo.png).toBeNull();
      const master = await sharp(await masterPng(logo)).metadata();
      const preview = previewPixels(logo);
      expect([master.width, master.height, master.format]).toEqual([1024, 1024, "png"]);
      expect([preview.width, preview.height, preview.data.length]).toEqual([512, 512, 512 * 512 * 4]);
      expect(logo.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      // All text is outlines: no <text>, no font references, so it renders the same anywhere.
      expect(logo.svg).not.toMatch(/<text|font-family|@font-face/);
    }
  });

  it("is deterministic: the same brief, direction, variant and seed give byte-identical files", async () => {
    const brief = BRIEFS[2] as BrandBrief;
    const [a] = await provider.planDirections({ brief, count: 1, existing: [], seed: 9 });
    const [b] = await provider.planDirections({ brief, count: 1, existing: [], seed: 9 });
    expect(a).toEqual(b);
    const direction = a as DesignDirection;
    const first = await provider.designLogo({ brief, direction, variant: 1, seed: 9 });
    const second = await new DesignEngineProvider().designLogo({ brief, direction, variant: 1, seed: 9 });
    expect(second.svg).toBe(first.svg);
    expect((await masterPng(second)).equals(await masterPng(first))).toBe(true);
    expect(previewPixels(second).data.equals(previewPixels(first).data)).toBe(true);
    const otherSeed = await provider.planDirections({ brief, count: 1, existing: [], seed: 10 });
    expect(otherSeed[0]?.spec).not.toEqual(direction.spec);
  });

  it.each(BRIEFS.slice(0, 4).map((brief, i) => [brief.brandName, brief, i + 3] as const))(
    "makes the 6 logos of one create of '%s' pairwise distinct",
    async (_name, brief, seed) => {
      const { logos } = await firstCreate(brief, seed);
      const hashes = await Promise.all(logos.map(async (logo) => differenceHash(await masterPng(logo))));
      for (let i = 0; i < hashes.length; i++) {
        for (let j = i + 1; j < hashes.length; j++) {
          expect(
            hammingDistance(hashes[i] as Uint8Array, hashes[j] as Uint8Array),
            `logos ${i} and ${j}`,
          ).toBeGreaterThanOrEqual(DISTINCT_BITS);
        }
      }
    },
  );

  it("keeps Create Similar variants in the family yet visibly different", async () => {
    const brief = BRIEFS[1] as BrandBrief;
    const [direction] = await provider.planDirections({ brief, count: 1, existing: [], seed: 4 });
    if (!direction) throw new Error("no direction");
    const group = await Promise.all(
      [0, 1, 2].map((variant) => provider.designLogo({ brief, direction, variant, seed: 4 })),
    );
    const similar = await Promise.all(
      [3, 4, 5].map((variant) => provider.designLogo({ brief, direction, variant, seed: 4 })),
    );
    const groupHashes = await Promise.all(group.map(async (l) => differenceHash(await masterPng(l))));
    for (const logo of similar) {
      expect(backgroundOf(logo.svg ?? "")).toBe(backgroundOf(group[0]?.svg ?? ""));
      const hash = await differenceHash(await masterPng(logo));
      for (const other of groupHashes)
        expect(hammingDistance(hash, other)).toBeGreaterThanOrEqual(DISTINCT_BITS);
    }
  });

  it("plans Create More directions the project has not had, and refined prompts from the edited brief", async () => {
    const brief = BRIEFS[0] as BrandBrief;
    const first = await provider.planDirections({ brief, count: 2, existing: [], seed: 5 });
    const more = await provider.planDirections({ brief, count: 1, existing: first, seed: 6 });
    const specs = [...first, ...more].map((d) => parseDirectionSpec(d.spec));
    expect(new Set(specs.map((s) => s?.archetype)).size).toBe(3);
    expect(new Set(specs.map((s) => s?.palette)).size).toBe(3);
    expect(new Set([...first, ...more].map((d) => d.content)).size).toBe(3);

    const edited = { brandName: "Acme Bakery", description: "Cybersecurity consultancy for hospitals" };
    const [refined] = await provider.planDirections({
      brief: edited,
      count: 1,
      existing: [...first, ...more],
      seed: 7,
    });
    expect(parseDirectionSpec(refined?.spec)?.industry).toBe("security");
  });

  it("puts only the user's words on a logo: a phrase of the description as the tagline, or none", async () => {
    const words = (text: string) =>
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
    for (const brief of BRIEFS) {
      const directions = await provider.planDirections({ brief, count: 6, existing: [], seed: 8 });
      const allowed = new Set(words(brief.description));
      for (const direction of directions) {
        const spec = parseDirectionSpec(direction.spec);
        for (const word of words(spec?.tagline ?? ""))
          expect(allowed, `${brief.brandName}: ${word}`).toContain(word);
        // The prompt line describes the design, not the business: no industry nouns or claims.
        expect(direction.content).toMatch(
          /^[A-Z][a-z]+ (icon logo|emblem|monogram|geometric mark|wordmark) for '/,
        );
        expect(direction.content).not.toMatch(/company|agency|firm|shop|studio|practice|tagline/i);
      }
    }
    const silent = { brandName: "Nordlys", description: "Modern and minimal, blue colours please" };
    const specs = planDirectionSpecs(silent, 6, [], 8);
    for (const spec of specs) {
      expect(spec.tagline).toBe("");
      expect(spec.layouts.filter((l) => ["tagline", "emblem", "badge-ring", "boxed"].includes(l))).toEqual(
        [],
      );
      for (const variant of [0, 1, 2])
        expect(designLogoSvg(silent, spec, variant, 8).checks.some((c) => c.role === "tagline")).toBe(false);
    }
  });

  it("names the characters no font can set, also through the app's lazily loaded designer", async () => {
    expect(await provider.unsettableCharacters("Sunny 😀 Bakery")).toEqual(["😀"]);
    expect(await getLogoDesignProvider().unsettableCharacters?.("Sunny 😀 Bakery")).toEqual(["😀"]);
    expect(await getLogoDesignProvider().unsettableCharacters?.("مخبز الياسمين")).toEqual([]);
  });

  it("re-plans a direction whose spec it does not recognise instead of failing", async () => {
    const brief = BRIEFS[3] as BrandBrief;
    const logo = await provider.designLogo({
      brief,
      direction: { content: "Geometric mark, hue 200", spec: { hue: 200, index: 0 } },
      variant: 0,
      seed: 1,
    });
    expect(logo.svg?.length).toBeGreaterThan(1000);
    expect(previewPixels(logo).data.some((channel) => channel !== 0)).toBe(true);
  });

  it("meets 4.5:1 for every text/background pair and never lets the name touch the symbol, across many seeds", () => {
    let checked = 0;
    const overlaps = (a: { x1: number; y1: number; x2: number; y2: number }, b: typeof a) =>
      a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
    for (const brief of BRIEFS) {
      for (const seed of [1, 2, 3]) {
        const specs = planDirectionSpecs(brief, 3, [], seed);
        for (const spec of specs) {
          for (const variant of [0, 1, 2, 3]) {
            const logo = designLogoSvg(brief, spec, variant, seed);
            expect(logo.checks.some((c) => c.role === "name")).toBe(true);
            for (const check of logo.checks) {
              checked++;
              expect(
                contrastRatio(check.foreground, check.background),
                `${brief.brandName} ${spec.palette} ${check.role}`,
              ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
            }
            const names = logo.regions.filter((r) => r.role === "name");
            const symbols = logo.regions.filter((r) => r.role === "symbol");
            for (const region of logo.regions) {
              expect(region.x1).toBeGreaterThanOrEqual(48);
              expect(region.y1).toBeGreaterThanOrEqual(48);
              expect(region.x2).toBeLessThanOrEqual(1024 - 48);
              expect(region.y2).toBeLessThanOrEqual(1024 - 48);
            }
            for (const name of names)
              for (const symbol of symbols)
                expect(overlaps(name, symbol), `${brief.brandName} ${logo.layout}`).toBe(false);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("shrinks or wraps an 80-character name in every layout without clipping it", async () => {
    const brief = {
      brandName: "The Riverside Community Centre for Arts, Crafts, Music and Lifelong Learning Ltd",
      description: "Community art classes",
    };
    const [base] = planDirectionSpecs(brief, 1, [], 3);
    if (!base) throw new Error("no spec");
    for (const layout of LAYOUT_KINDS) {
      const spec = { ...base, archetype: "monogram" as const, layouts: [layout] };
      const { svg } = designLogoSvg(brief, spec, 0, 3);
      const image = new Resvg(svg, { fitTo: { mode: "width", value: 256 } }).render();
      const { data } = await sharp(image.pixels, { raw: { width: 256, height: 256, channels: 4 } })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const ground = [data[0], data[1], data[2]];
      let minX = 256;
      let minY = 256;
      let maxX = -1;
      let maxY = -1;
      for (let y = 0; y < 256; y++) {
        for (let x = 0; x < 256; x++) {
          const i = (y * 256 + x) * 4;
          const differs = [0, 1, 2].some(
            (c) => Math.abs((data[i + c] as number) - (ground[c] as number)) > 24,
          );
          if (!differs) continue;
          minX = Math.min(minX, x);
          minY = Math.min(minY, y);
          maxX = Math.max(maxX, x);
          maxY = Math.max(maxY, y);
        }
      }
      expect(maxX, layout).toBeGreaterThan(minX);
      // At least 12 px of 256 (48 px of 1024) clear on every side.
      expect([minX, minY], layout).toEqual([expect.any(Number), expect.any(Number)]);
      expect(minX, layout).toBeGreaterThanOrEqual(12);
      expect(minY, layout).toBeGreaterThanOrEqual(12);
      expect(maxX, layout).toBeLessThanOrEqual(244);
      expect(maxY, layout).toBeLessThanOrEqual(244);
    }
  });
});
