import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type DesignEdits, DesignEdits as DesignEditsSchema } from "../contract/design-edits";
import type { EngineBrief } from "./brief";
import { designLogoSvg } from "./design-logo";
import { parseDirectionSpec } from "./direction-spec";
import { planDirections } from "./directions";
import {
  type DesignBase,
  designEditedLogo,
  designEditProblem,
  editorOptions,
  iconPreview,
  initialEdits,
  renderEditedLogo,
} from "./edit-design";
import { drawFontSample } from "./font-samples";
import { FONT_FAMILIES } from "./fonts";
import { iconLabel } from "./icon-search";
import { LAYOUT_KINDS } from "./layouts/layout-types";
import { renderMasterPng } from "./render";
import { familiesThatCanSet } from "./text-outline";

const BRIEFS: EngineBrief[] = [
  { brandName: "Acme Bakery", description: "Artisan sourdough bakery with a warm, rustic feel" },
  { brandName: "Hart & Lowe", description: "Boutique law firm" },
  { brandName: "Wobble", description: "Toy shop for kids" },
  { brandName: "Cipher Nine", description: "Cybersecurity startup" },
  { brandName: "Ironclad Gym", description: "Bold strength gym" },
];

async function basesOf(brief: EngineBrief, seed: number, variants: number): Promise<DesignBase[]> {
  const directions = await planDirections(brief, 3, [], seed);
  return directions.flatMap((direction) => {
    const spec = parseDirectionSpec(direction.spec);
    if (!spec) throw new Error("planned an unparseable direction");
    return Array.from({ length: variants }, (_, variant) => ({ brief, spec, variant, seed }));
  });
}

async function someBase(archetype?: string): Promise<DesignBase> {
  for (const brief of BRIEFS) {
    for (const base of await basesOf(brief, 11, 3)) {
      if (!archetype || base.spec.archetype === archetype) return base;
    }
  }
  throw new Error(`No direction with archetype ${archetype}`);
}

function edit(base: DesignBase, changes: Partial<DesignEdits>): DesignEdits {
  return { ...initialEdits(base), ...changes };
}

describe("edit-design", () => {
  it("opens every design unchanged: its initial edits draw the generated logo byte for byte", async () => {
    const archetypes = new Set<string>();
    for (const [index, brief] of BRIEFS.entries()) {
      for (const base of await basesOf(brief, 100 + index, 7)) {
        archetypes.add(base.spec.archetype);
        const edits = initialEdits(base);
        // The starting point is itself a valid request body.
        expect(DesignEditsSchema.safeParse(edits).success).toBe(true);
        expect(designEditProblem(edits)).toBeNull();
        const original = designLogoSvg(base.brief, base.spec, base.variant, base.seed).svg;
        expect(designEditedLogo(base, edits).svg).toBe(original);
      }
    }
    expect(archetypes.size).toBeGreaterThanOrEqual(3);
  });

  it("opens a name in another script on the face that draws it, and still redraws it byte for byte", async () => {
    const briefs: [EngineBrief, RegExp][] = [
      [{ brandName: "مخبز الياسمين", description: "Bakery with fresh bread" }, /arabic/],
      [{ brandName: "北京烤鸭店", description: "Peking duck restaurant" }, /^noto-sans-sc$/],
      [{ brandName: "שוקולד Hadar", description: "Chocolate shop" }, /hebrew/],
    ];
    for (const [brief, face] of briefs) {
      for (const base of await basesOf(brief, 5, 2)) {
        const edits = initialEdits(base);
        expect(edits.font, brief.brandName).toMatch(face);
        expect(designEditProblem(edits)).toBeNull();
        const original = designLogoSvg(base.brief, base.spec, base.variant, base.seed).svg;
        expect(designEditedLogo(base, edits).svg).toBe(original);
      }
    }
  });

  it("sets a typed tagline wherever the layout has room for one, and none when it is cleared", async () => {
    const base = await someBase();
    for (const layout of LAYOUT_KINDS) {
      const symbol = layout === "wordmark" ? { kind: "none" as const } : initialEdits(base).symbol;
      const withTagline = designEditedLogo(base, edit(base, { layout, symbol, tagline: "Baked at dawn" }));
      const without = designEditedLogo(base, edit(base, { layout, symbol, tagline: "" }));
      const roles = (logo: typeof without) => logo.checks.map((check) => check.role);
      expect(roles(without), layout).not.toContain("tagline");
      if (layout === "wordmark") {
        expect(roles(withTagline)).not.toContain("tagline");
      } else {
        expect(roles(withTagline), layout).toContain("tagline");
        expect(withTagline.svg).not.toBe(without.svg);
      }
    }
  });

  it("draws custom colours exactly as chosen, and reports the contrast of every text pair", async () => {
    const base = await someBase("icon");
    const edits = edit(base, {
      palette: { kind: "custom", background: "#FFFDF5", text: "#F4D35E", brand: "#0B6E4F" },
      layout: "stacked",
      tagline: "Fresh daily",
    });
    const rendered = await renderEditedLogo(base, edits);
    expect(rendered.svg).toContain('fill="#FFFDF5"');
    expect(rendered.svg).toContain("#F4D35E");
    const lowest = rendered.contrast[0];
    expect(lowest?.ratio).toBeLessThan(4.5);
    expect(lowest?.foreground).toBe("#F4D35E");
    expect(rendered.contrast.map((c) => c.ratio)).toEqual(
      [...rendered.contrast.map((c) => c.ratio)].sort((a, b) => a - b),
    );
  });

  it("changes the font, layout and symbol, and renders every layout with every kind of symbol", async () => {
    const base = await someBase("icon");
    const start = designEditedLogo(base, initialEdits(base)).svg;
    const font = initialEdits(base).font === "pacifico" ? "inter" : "pacifico";
    expect(designEditedLogo(base, edit(base, { font })).svg).not.toBe(start);
    const symbols = [
      { kind: "icon", icon: "phosphor:coffee" },
      { kind: "monogram" },
      { kind: "mark" },
      { kind: "none" },
    ] as const;
    for (const layout of LAYOUT_KINDS) {
      for (const symbol of symbols) {
        const edits = edit(base, { layout, symbol, tagline: "Open every day" });
        if (symbol.kind === "none" && ["stacked", "inline", "monogram"].includes(layout)) {
          expect(designEditProblem(edits)).toBe("layoutNeedsSymbol");
          continue;
        }
        expect(designEditProblem(edits)).toBeNull();
        const { svg } = designEditedLogo(base, edits);
        expect(svg, `${layout} ${symbol.kind}`).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(svg).not.toMatch(/NaN|undefined|<text/);
      }
    }
  });

  it("renders the 512 px preview deterministically, and the master draws the 1024 px PNG", async () => {
    const base = await someBase();
    const edits = edit(base, { brandName: "Crumb & Co.", tagline: "Since 1921" });
    const [first, second] = await Promise.all([renderEditedLogo(base, edits), renderEditedLogo(base, edits)]);
    expect(second.svg).toBe(first.svg);
    expect(second.preview.data.equals(first.preview.data)).toBe(true);
    const master = await sharp(await renderMasterPng(first.svg)).metadata();
    expect([master.width, first.preview.width, first.preview.height]).toEqual([1024, 512, 512]);
  });

  it("refuses ids that are not in the engine's registries", async () => {
    const base = await someBase();
    expect(designEditProblem(edit(base, { font: "comic-sans" }))).toBe("unknownFont");
    // Noto Sans and Serif only fill in letters a Latin face lacks; they are not a design choice...
    expect(designEditProblem(edit(base, { font: "noto-sans" }))).toBe("unknownFont");
    // ... while the faces of other scripts are the only choice an Arabic or Chinese name has.
    expect(designEditProblem(edit(base, { font: "noto-naskh-arabic" }))).toBeNull();
    expect(designEditProblem(edit(base, { font: "noto-sans-sc" }))).toBeNull();
    expect(
      designEditProblem(edit(base, { palette: { kind: "curated", id: "rainbow", background: "light" } })),
    ).toBe("unknownPalette");
    expect(designEditProblem(edit(base, { layout: "spiral" }))).toBe("unknownLayout");
    expect(designEditProblem(edit(base, { symbol: { kind: "icon", icon: "phosphor:not-an-icon" } }))).toBe(
      "unknownIcon",
    );
  });

  it("lists every script's faces, each shown with a word of its own script that it draws itself", () => {
    const listed = new Map(editorOptions().fonts.map((font) => [font.id, font]));
    const scriptFaces = FONT_FAMILIES.filter((family) => family.fallbackOnly && family.sample);
    expect(scriptFaces.length).toBeGreaterThanOrEqual(10);
    for (const family of scriptFaces) {
      const option = listed.get(family.id);
      expect(option, family.id).toBeDefined();
      const word = family.sample ?? "";
      // The face sets its word alone; its own (Latin) name could be drawn by a fallback face.
      expect(familiesThatCanSet(word), family.id).toContain(family.id);
      expect(option?.sample, family.id).not.toBe(drawFontSample({ ...family, sample: undefined }));
      const svg = Buffer.from(option?.sample.split(",")[1] ?? "", "base64").toString("utf8");
      expect(svg, family.id).toMatch(/<path d="M/);
    }
    // Noto Sans and Serif serve no script of their own: they only fill in a Latin face's gaps.
    for (const family of FONT_FAMILIES.filter((candidate) => candidate.fallbackOnly && !candidate.serves))
      expect(listed.has(family.id), family.id).toBe(false);
  });

  it("lists the registries for the editor, with previews it can show without web fonts", () => {
    const options = editorOptions();
    expect(options.palettes.length).toBeGreaterThan(20);
    expect(options.fonts.map((font) => font.id)).not.toContain("noto-sans");
    // Every script has its faces in the list, each shown with a word of its own script.
    const arabic = options.fonts.find((font) => font.id === "noto-naskh-arabic");
    expect(arabic).toMatchObject({ label: "Noto Naskh Arabic", category: "Arabic serif" });
    for (const id of [
      "noto-sans-sc",
      "noto-sans-kr",
      "noto-sans-hebrew",
      "noto-sans-thai",
      "noto-sans-devanagari",
    ])
      expect(options.fonts.map((font) => font.id)).toContain(id);
    expect(options.fonts.every((font) => font.sample.startsWith("data:image/svg+xml;base64,"))).toBe(true);
    expect(options.layouts.map((layout) => layout.id)).toEqual([...LAYOUT_KINDS]);
    expect(options.layouts.find((layout) => layout.id === "wordmark")?.showsTagline).toBe(false);
    expect(iconPreview("phosphor:coffee")).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(iconPreview("phosphor:not-an-icon")).toBeNull();
    expect(iconLabel("phosphor:coffee-bean")).toBe("Coffee bean");
  });
});
