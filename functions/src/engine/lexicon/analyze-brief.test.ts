import { describe, expect, it } from "vitest";
import { PALETTES } from "../curated-palettes";
import { planDirectionSpecs } from "../directions";
import { FONT_FAMILIES } from "../fonts";
import { getIcon } from "../icons";
import { analyzeBrief, singular } from "./analyze-brief";
import { INDUSTRIES } from "./industries";
import { MOODS } from "./moods";
import { SUBJECTS } from "./subjects";

describe("the brief lexicon", () => {
  it.each([
    ["Acme Bakery", "artisan sourdough bakery", "bakery"],
    ["Hart & Lowe", "boutique law firm", "legal"],
    ["Wobble", "toy shop for kids", "kids"],
    ["Cipher Nine", "cybersecurity startup", "security"],
    ["Bean There", "Specialty COFFEE roastery and café", "cafe"],
    ["Northwind", "accountants doing payroll and taxes", "finance"],
    ["Pawsome", "Dog walkers and pet sitters", "pets"],
    ["Zen Den", "yoga and meditation studio", "yoga"],
  ])("reads '%s: %s' as %s", (name, description, industry) => {
    expect(analyzeBrief(name, description).industry.id).toBe(industry);
  });

  it("matches plurals, accents, case and hyphenated words", () => {
    expect(singular("bakeries")).toBe("bakery");
    expect(singular("lawyers")).toBe("lawyer");
    expect(analyzeBrief("X", "CAFÉ").industry.id).toBe("cafe");
    expect(analyzeBrief("X", "Lawyers and Attorneys").industry.id).toBe("legal");
    expect(analyzeBrief("X", "a cyber-security start-up").industry.id).toBe("security");
  });

  it("finds moods the description states and subjects it names", () => {
    const analysis = analyzeBrief("Happy Paws", "A playful grooming salon for poodles");
    expect(analysis.statedMoods).toContain("playful");
    expect(analysis.subjects.map((s) => s.id)).toContain("dog");
    expect(analyzeBrief("X", "an elegant, minimal boutique hotel").statedMoods).toEqual(
      expect.arrayContaining(["elegant", "minimal"]),
    );
  });

  it("falls back to a general business when nothing matches", () => {
    expect(analyzeBrief("Qwzx", "lorem ipsum dolor").industry.id).toBe("general");
  });

  it("gives a bakery, a law firm, a toy shop and a security start-up different symbols, palettes and type", () => {
    const briefs = [
      { brandName: "Acme Bakery", description: "artisan sourdough bakery" },
      { brandName: "Hart & Lowe", description: "boutique law firm" },
      { brandName: "Wobble", description: "toy shop for kids" },
      { brandName: "Cipher Nine", description: "cybersecurity startup" },
    ];
    const firsts = briefs.map((brief) => planDirectionSpecs(brief, 1, [], 42)[0]);
    const leadIcons = new Set(firsts.map((s) => s?.icons[0]));
    const palettes = new Set(firsts.map((s) => s?.palette));
    const fonts = new Set(firsts.map((s) => s?.nameFont.family));
    expect(leadIcons.size).toBe(4);
    expect(palettes.size).toBe(4);
    expect(fonts.size).toBeGreaterThanOrEqual(3);
    expect(firsts[0]?.icons[0]).toMatch(/wheat|bread|croissant|grains/);
    expect(firsts[1]?.icons[0]).toMatch(/scales|gavel/);
    expect(firsts[3]?.icons[0]).toMatch(/shield|lock|fingerprint|key/);
  });

  it("covers at least 80 industries with synonyms; every curated symbol exists and every reference resolves", () => {
    const real = INDUSTRIES.filter((i) => i.id !== "general");
    expect(real.length).toBeGreaterThanOrEqual(80);
    const paletteIds = new Set(PALETTES.map((p) => p.id));
    const categories = new Set(FONT_FAMILIES.map((f) => f.category));
    for (const industry of INDUSTRIES) {
      for (const id of industry.symbols) expect(getIcon(id), `${industry.id} ${id}`).toBeDefined();
      for (const id of industry.palettes) expect(paletteIds.has(id), `${industry.id} ${id}`).toBe(true);
      for (const category of industry.fonts) expect(categories.has(category)).toBe(true);
      // Industries used to carry stock taglines ("Fresh From the Oven"); a tagline must be
      // the words on a logo come from the user, so the lexicon holds none.
      expect(Object.keys(industry)).not.toContain("taglines");
    }
    for (const industry of real) {
      expect(industry.symbols.length, industry.id).toBeGreaterThanOrEqual(4);
      expect(industry.keywords.length, industry.id).toBeGreaterThanOrEqual(5);
    }
    for (const subject of SUBJECTS)
      for (const id of subject.icons) expect(getIcon(id), `${subject.id} ${id}`).toBeDefined();
    for (const mood of MOODS)
      for (const id of mood.palettes) expect(paletteIds.has(id), `${mood.id} ${id}`).toBe(true);
  });

  it.each([
    [
      "Harbor & Pine",
      "coastal furniture workshop making handmade oak tables",
      "carpentry",
      /chair|couch|desk|tree|axe|wood/,
    ],
    ["Sol y Sombra", "Spanish tapas restaurant and wine bar", "tapas", /fork-knife|utensils|wine|pepper/],
    ["The Rusty Spoon", "gastropub with craft beer", "pub", /beer|pint/],
    ["Little Sprouts", "organic baby food delivery", "baby", /baby|bowl-spoon/],
    ["Nimbus Drones", "aerial drone surveys for farmers", "drones", /drone/],
    ["Quantum Ledger", "blockchain infrastructure for banks", "blockchain", /cube|blocks/],
    ["東京ラーメン", "Tokyo-style ramen bar with late-night hours", "ramen", /bowl|soup/],
  ])(
    "reads the business of '%s: %s' before its setting, customers and name",
    (name, description, industry, symbol) => {
      const analysis = analyzeBrief(name, description);
      expect(analysis.industry.id).toBe(industry);
      expect(
        analysis.symbols.slice(0, 3).every((id) => symbol.test(id)),
        analysis.symbols.join(" "),
      ).toBe(true);
    },
  );

  it("keeps settings, customers and times out of the lead symbols", () => {
    const workshop = analyzeBrief("Harbor & Pine", "coastal furniture workshop making handmade oak tables");
    expect(workshop.symbols.slice(0, 6).some((id) => /wave|anchor|sail/.test(id))).toBe(false);
    const drones = analyzeBrief("Nimbus Drones", "aerial drone surveys for farmers");
    expect(drones.secondaryIndustry?.id).not.toBe("farm");
    expect(drones.symbols.some((id) => /barn|tractor/.test(id))).toBe(false);
    const ramen = analyzeBrief("東京ラーメン", "Tokyo-style ramen bar with late-night hours");
    const moon = ramen.symbols.findIndex((id) => /moon|clock/.test(id));
    expect(moon === -1 || moon >= 6).toBe(true);
    const delivery = analyzeBrief("Little Sprouts", "organic baby food delivery");
    expect(delivery.symbols.slice(0, 6).some((id) => /truck|van/.test(id))).toBe(false);
  });

  it("finds lexicon words written in scripts without spaces", () => {
    expect(analyzeBrief("麺屋", "深夜営業のラーメン店").industry.id).toBe("ramen");
    expect(analyzeBrief("X", "寿司と和食").industry.id).toBe("sushi");
  });

  it("searches the icon sets' names for words the lexicon does not know, before any abstract mark", () => {
    expect(analyzeBrief("Prickly", "cactus nursery").symbols[0]).toMatch(/cactus/);
    expect(analyzeBrief("Stargazer", "telescope maker").namedIcons).toContain("tabler:telescope");
    expect(analyzeBrief("Qwzx", "lorem ipsum dolor").symbols).toEqual([]);
  });

  it("never offers brand trademarks or interface glyphs as symbols", () => {
    const analysis = analyzeBrief("Bold Co", "a bold github instagram agency");
    expect(analysis.namedIcons.some((id) => /bold|github|instagram/.test(id))).toBe(false);
    expect(getIcon("tabler:brand-github")).toBeUndefined();
    expect(getIcon("lucide:github")).toBeUndefined();
  });
});
