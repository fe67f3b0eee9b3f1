import { describe, expect, it } from "vitest";
import { parseColour, type Rgb, WHITE } from "../graphics/paint";
import { variantForGround } from "./logo-variant";

function rgb(hex: string): Rgb {
  const colour = parseColour(hex);
  if (!colour) throw new Error(`Not a colour: ${hex}`);
  return colour;
}

const NAVY = rgb("#14213D");

describe("the logo version for a surface", () => {
  it("sets a full-colour logo as designed on its own ground, light or dark", () => {
    expect(variantForGround(WHITE, WHITE, "full-colour")).toBe("as-designed");
    expect(variantForGround(rgb("#16233F"), NAVY, "full-colour")).toBe("as-designed");
    // A cream design on white paper: the two read as one ground.
    expect(variantForGround(WHITE, rgb("#F4EDE2"), "full-colour")).toBe("as-designed");
  });

  it("uses the light-ground colour version on paper and the dark-ground one on near-black", () => {
    expect(variantForGround(rgb("#FBF8F2"), NAVY, "full-colour")).toBe("light");
    expect(variantForGround(WHITE, rgb("#5E8C7A"), "full-colour")).toBe("light");
    expect(variantForGround(rgb("#24272C"), WHITE, "full-colour")).toBe("dark");
  });

  it("drops to one colour on any other colour: white where white reads, else black", () => {
    expect(variantForGround(rgb("#B5622E"), WHITE, "full-colour")).toBe("reversed");
    expect(variantForGround(rgb("#F2C94C"), WHITE, "full-colour")).toBe("black");
  });

  it("prints one-ink processes white on dark grounds and black on light ones", () => {
    expect(variantForGround(rgb("#2A2D33"), WHITE, "one-colour")).toBe("reversed");
    expect(variantForGround(rgb("#2A2D33"), rgb("#2A2D33"), "one-colour")).toBe("reversed");
    expect(variantForGround(rgb("#ECE4D3"), WHITE, "one-colour")).toBe("black");
    expect(variantForGround(rgb("#C8A47E"), NAVY, "one-colour")).toBe("black");
  });
});
