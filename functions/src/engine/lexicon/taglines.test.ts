import { describe, expect, it } from "vitest";
import { taglineCandidates } from "./taglines";

describe("taglines from the user's own words", () => {
  it.each([
    ["Harbor & Pine", "coastal furniture workshop making handmade oak tables", "Handmade oak tables"],
    ["東京ラーメン", "Tokyo-style ramen bar with late-night hours", "Tokyo-style ramen bar"],
    ["Quantum Ledger", "blockchain infrastructure for banks", "Blockchain infrastructure"],
    ["Acme Bakery", "Artisan sourdough bakery with a warm, rustic feel", "Artisan sourdough"],
    [
      "Acme",
      "We are a family-owned bakery in Portland that has been baking sourdough since 1982.",
      "Family-owned bakery",
    ],
    ["麺屋はじめ", "深夜営業のラーメン店", "深夜営業のラーメン店"],
  ])("reads '%s: %s' as '%s'", (name, description, tagline) => {
    expect(taglineCandidates(name, description)[0]).toBe(tagline);
  });

  it("keeps a noun phrase whole and lists with '&'", () => {
    expect(taglineCandidates("東京 Sushi", "Sushi bar and Japanese kitchen")).toEqual([
      "Sushi bar & Japanese kitchen",
    ]);
    expect(taglineCandidates("Sol y Sombra", "Spanish tapas restaurant and wine bar")).toContain(
      "Tapas restaurant & wine bar",
    );
  });

  it("keeps the user's casing, only capitalising a first word written in lower case", () => {
    expect(taglineCandidates("Bean There", "Specialty COFFEE roastery")[0]).toBe("Specialty COFFEE roastery");
    expect(taglineCandidates("Nordic", "iPhone repair")[0]).toBe("iPhone repair");
  });

  it("offers nothing rather than a mood, a request, a customer or the brand name again", () => {
    expect(taglineCandidates("X", "Modern and minimal, blue colors please")).toEqual([]);
    expect(taglineCandidates("Bakery Co", "bakery")).toEqual([]);
    expect(taglineCandidates("Nimbus Drones", "aerial drone surveys for farmers")).not.toContain("Farmers");
  });

  it("stays within 40 characters (the spec allows 60) and never adds a word", () => {
    const description =
      "An independent, family-run neighbourhood hardware store and key cutting service for the whole community";
    for (const tagline of taglineCandidates("Smith & Sons", description)) {
      expect(tagline.length).toBeLessThanOrEqual(40);
      const allowed = new Set(description.toLowerCase().split(/[^a-z-]+/));
      for (const word of tagline
        .toLowerCase()
        .split(/[^a-z-]+/)
        .filter(Boolean))
        expect(allowed).toContain(word);
    }
  });
});
