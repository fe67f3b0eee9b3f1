import { describe, expect, it } from "vitest";
import { MotionStyle } from "../../contract";
import type { DirectionSpec } from "../../engine/direction-spec";
import { parseDirectionSpec } from "../../engine/direction-spec";
import { chooseMotionStyle } from "./choose-motion-style";

/** A plain design: a geometric sans on a light ground for a general business, no stated mood. */
function design(change: Partial<DirectionSpec> = {}): DirectionSpec {
  const spec = parseDirectionSpec({
    engine: "markery-engine",
    version: 2,
    seed: 7,
    industry: "general",
    moods: [],
    archetype: "icon",
    icons: [],
    iconStyle: "solid",
    geometry: "rings",
    monogram: "circle",
    palette: "slate-teal",
    background: "light",
    nameFont: { family: "montserrat", weight: 600 },
    nameTracking: 0,
    taglineFont: { family: "inter", weight: 400 },
    tagline: "",
    layouts: ["inline"],
    ...change,
  });
  if (!spec) throw new Error("The test design is not a valid recipe");
  return spec;
}

describe("chooseMotionStyle", () => {
  it("gives a plain design, and a logo with no recipe, the calm style", () => {
    expect(chooseMotionStyle(design())).toBe("calm");
    expect(chooseMotionStyle(null)).toBe("calm");
  });

  it("unveils script and display-serif names", () => {
    expect(chooseMotionStyle(design({ nameFont: { family: "great-vibes", weight: 400 } }))).toBe("elegant");
    expect(chooseMotionStyle(design({ nameFont: { family: "playfair-display", weight: 700 } }))).toBe(
      "elegant",
    );
  });

  it("makes software and tech brands technical", () => {
    expect(chooseMotionStyle(design({ industry: "tech" }))).toBe("technical");
    expect(chooseMotionStyle(design({ moods: ["tech", "minimal"] }))).toBe("technical");
  });

  it("bounces rounded names and brands for children or treats", () => {
    expect(chooseMotionStyle(design({ nameFont: { family: "baloo-2", weight: 700 } }))).toBe("playful");
    expect(chooseMotionStyle(design({ industry: "ice-cream" }))).toBe("playful");
    expect(chooseMotionStyle(design({ moods: ["playful"] }))).toBe("playful");
  });

  it("slams condensed display capitals, heavy names and strong names on a dark ground", () => {
    expect(chooseMotionStyle(design({ nameFont: { family: "bebas-neue", weight: 400 } }))).toBe("bold");
    expect(chooseMotionStyle(design({ nameFont: { family: "montserrat", weight: 900 } }))).toBe("bold");
    expect(
      chooseMotionStyle(design({ background: "dark", nameFont: { family: "inter", weight: 700 } })),
    ).toBe("bold");
  });

  it("lets the typeface speak before the industry", () => {
    expect(
      chooseMotionStyle(design({ industry: "tech", nameFont: { family: "bebas-neue", weight: 400 } })),
    ).toBe("bold");
  });

  it("reaches every style, and gives the same design the same style every time", () => {
    const designs = [
      design(),
      design({ industry: "kids" }),
      design({ moods: ["bold"] }),
      design({ industry: "jewelry" }),
      design({ industry: "ai" }),
    ];
    const styles = designs.map(chooseMotionStyle);
    expect(new Set(styles)).toEqual(new Set(MotionStyle.options));
    expect(designs.map(chooseMotionStyle)).toEqual(styles);
  });
});
