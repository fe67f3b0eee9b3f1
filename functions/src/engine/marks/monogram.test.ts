import { describe, expect, it } from "vitest";
import { initialsOf } from "./monogram";

describe("initialsOf", () => {
  it.each([
    ["Acme Bakery", "AB"],
    ["Hart & Lowe", "HL"],
    ["O'Brien & Sons", "OS"],
    ["the lantern", "L"],
    ["wobble", "W"],
    ["Ωmega Labs", "ΩL"],
    ["東京 Sushi", "東"],
    ["  café   zoë ", "CZ"],
  ])("%s -> %s", (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
