/**
 * What the motion tests share: engine logos in any script (a Hebrew one kept) and a pixel
 * comparison that allows for antialiasing.
 */
import { designLogoSvg } from "../../../engine/design-logo";
import { planDirectionSpecs } from "../../../engine/directions";
import type { RawImage } from "../../graphics/png";
import type { SampleLogo } from "../../graphics/testing/sample-logos";

let hebrew: SampleLogo | undefined;

/** An engine logo of the brief: a symbol above the name, on a light ground. */
export function scriptLogo(brief: { brandName: string; description: string }, stem: string): SampleLogo {
  const [spec] = planDirectionSpecs(brief, 1, [], 5);
  if (!spec) throw new Error("The engine planned no direction");
  const svg = designLogoSvg(
    brief,
    { ...spec, archetype: "icon", layouts: ["stacked"], background: "light" },
    0,
    5,
  ).svg;
  return { brandName: brief.brandName, stem, svg };
}

export function hebrewLogo(): SampleLogo {
  hebrew ??= scriptLogo(
    { brandName: "מאפיית השקד", description: "Neighbourhood almond bakery with fresh bread" },
    "hebrew-bakery",
  );
  return hebrew;
}

/** Share of pixels whose colour or alpha differs by more than `tolerance` (0-255) in any channel. */
export function mismatchedPixels(a: RawImage, b: RawImage, tolerance = 40): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let mismatched = 0;
  const count = a.width * a.height;
  for (let pixel = 0; pixel < count; pixel++) {
    for (let channel = 0; channel < 4; channel++) {
      const offset = pixel * 4 + channel;
      if (Math.abs((a.data[offset] ?? 0) - (b.data[offset] ?? 0)) > tolerance) {
        mismatched++;
        break;
      }
    }
  }
  return mismatched / count;
}
