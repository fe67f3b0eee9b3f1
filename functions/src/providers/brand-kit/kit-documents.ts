import type { FontFact, KitBrand } from "../../domain/ports/brand-kit-maker";
import { getFontFamily } from "../../engine/fonts";
import { shapeLine } from "../../engine/text-outline";

const OFL = { name: "SIL Open Font License 1.1", url: "https://openfontlicense.org" };
const APACHE = { name: "Apache License 2.0", url: "https://www.apache.org/licenses/LICENSE-2.0" };

export function fontFacts(brand: KitBrand, hasTagline: boolean): FontFact[] {
  const facts: FontFact[] = [];
  for (const choice of brand.fonts) {
    if (choice.role === "tagline" && !hasTagline) continue;
    const text = choice.role === "name" ? brand.brandName : brand.tagline;
    let familyIds = [choice.family];
    try {
      // The engine moves a name to another family when the chosen one lacks a character: list
      // the families actually drawn.
      const drawn = shapeLine(text || "Aa", { family: choice.family, weight: choice.weight }, 0);
      const used = [...new Set(drawn.glyphs.map((glyph) => glyph.fontFamily))];
      if (used.length > 0) familyIds = used;
    } catch {
      // An unknown family id: fall back to the recorded choice below.
    }
    for (const id of familyIds) {
      let family: ReturnType<typeof getFontFamily>;
      try {
        family = getFontFamily(id);
      } catch {
        continue;
      }
      if (facts.some((fact) => fact.family === family.family && fact.role === choice.role)) continue;
      const licence = family.license === "Apache-2.0" ? APACHE : OFL;
      facts.push({
        role: choice.role,
        family: family.family,
        weight: choice.weight,
        license: licence.name,
        licenseUrl: licence.url,
        url: `https://fonts.google.com/specimen/${family.family.replace(/ /g, "+")}`,
      });
    }
  }
  return facts;
}
