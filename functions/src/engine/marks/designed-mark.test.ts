import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { designLogoSvg } from "../design-logo";
import { planDirectionSpecs } from "../directions";
import { editedSpec } from "../edit-design";
import { nameImagesOf } from "../lexicon/name-imagery";
import { boldSilhouette } from "./redraw";

function alphaAt(svgBody: string, x: number, y: number): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 1000 1000">${svgBody}</svg>`;
  const pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  return pixels[(Math.round(y / 10) * 100 + Math.round(x / 10)) * 4 + 3] ?? 0;
}

describe("pictures in a brand name", () => {
  it.each([
    ["Tidewater Coffee", ["water"]],
    ["Harbor & Pine", ["anchor", "conifer"]],
    ["Maple Grove Dental", ["leaf", "tree"]],
    ["Lionheart Athletics", ["heart"]],
    ["Summit Dental Care", ["peak"]],
    ["Bearded Barber", []],
    ["Kowalski Dental", []],
  ])("%s pictures %j", (name, images) => {
    expect(nameImagesOf(name).map((image) => image.id)).toEqual(images);
  });
});

describe("a motif redrawn bold", () => {
  const disc = '<circle cx="500" cy="500" r="300"/>';
  const hairline = '<rect x="100" y="60" width="800" height="12"/>';

  it("keeps the shape and drops lines too thin for its detail", () => {
    const d = boldSilhouette("test-disc-hairline", `${disc}${hairline}`, 0.05, "mostly-outline");
    const drawn = `<path d="${d}" fill-rule="evenodd"/>`;
    expect(alphaAt(drawn, 500, 500)).toBe(255);
    expect(alphaAt(drawn, 500, 66)).toBe(0);
  });

  it("fills a line drawing: an outlined ring becomes a disc", () => {
    const ring = '<circle cx="500" cy="500" r="300" fill="none" stroke="#000" stroke-width="40"/>';
    const d = boldSilhouette("test-ring", ring, 0.04, "line-drawing");
    expect(alphaAt(`<path d="${d}" fill-rule="evenodd"/>`, 500, 500)).toBe(255);
  });

  it("keeps a hole wide enough to stay open", () => {
    const donut =
      '<path d="M200 500A300 300 0 1 0 800 500A300 300 0 1 0 200 500ZM350 500A150 150 0 1 1 650 500A150 150 0 1 1 350 500Z" fill-rule="evenodd"/>';
    const d = boldSilhouette("test-donut", donut, 0.04, "mostly-outline");
    const drawn = `<path d="${d}" fill-rule="evenodd"/>`;
    expect(alphaAt(drawn, 500, 500)).toBe(0);
    expect(alphaAt(drawn, 500, 275)).toBe(255);
  });
});

describe("designed marks in the master and the editor", () => {
  const brief = {
    brandName: "Maple Grove Dental",
    description: "Family dental clinic with gentle cleanings",
  };
  const seed = 41;
  const specs = planDirectionSpecs(brief, 4, [], seed);

  it("marks the symbol, the name, the tagline and any container on the master's elements", () => {
    let symbols = 0;
    let containers = 0;
    for (const spec of specs)
      for (let variant = 0; variant < 3; variant++) {
        const logo = designLogoSvg(brief, spec, variant, seed);
        expect(logo.svg, spec.archetype).toMatch(/data-part="name"/);
        if (logo.symbol) {
          expect(logo.svg).toMatch(/<g data-part="symbol"/);
          symbols++;
        } else expect(logo.svg).not.toMatch(/data-part="symbol"/);
        if (logo.checks.some((check) => check.role === "tagline"))
          expect(logo.svg).toMatch(/data-part="tagline"/);
        if (/data-part="container"/.test(logo.svg)) containers++;
      }
    expect(symbols).toBeGreaterThanOrEqual(9);
    expect(containers).toBeGreaterThan(0);
  });

  it("builds a picture chosen in the editor into the design's own construction", () => {
    const spec = specs.find((candidate) =>
      candidate.marks?.some(
        (idea) => idea?.construction === "name-vessel" || idea?.construction === "letter-motif",
      ),
    );
    if (!spec?.marks) throw new Error("No direction with a motif mark");
    const slot = spec.marks.findIndex(
      (idea) => idea?.construction === "name-vessel" || idea?.construction === "letter-motif",
    );
    const own = spec.marks[slot];
    const edits = { symbol: { kind: "icon", icon: "phosphor:smiley" } } as const;
    const edited = editedSpec(spec, { ...baseEdits(spec), ...edits }, slot);
    expect(edited.marks).toEqual([{ ...own, motif: "phosphor:smiley" }]);
    const monogram = editedSpec(spec, { ...baseEdits(spec), symbol: { kind: "monogram" } }, slot);
    expect(monogram.marks?.[0]?.construction).toBe("letter-block");
    expect(editedSpec(spec, { ...baseEdits(spec), symbol: { kind: "none" } }, slot).marks).toEqual([null]);
    expect(editedSpec(spec, { ...baseEdits(spec), symbol: { kind: "mark" } }, slot).marks).toEqual(
      spec.marks,
    );
  });
});

function baseEdits(spec: ReturnType<typeof planDirectionSpecs>[number]) {
  return {
    brandName: "Maple Grove Dental",
    tagline: "",
    palette: { kind: "curated" as const, id: spec.palette, background: spec.background },
    font: spec.nameFont.family,
    layout: spec.layouts[0] ?? "stacked",
  };
}
