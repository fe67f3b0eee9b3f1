import { describe, expect, it } from "vitest";
import { searchIcons } from "./icon-search";
import { getIcon } from "./icons";

describe("searchIcons", () => {
  it("finds icons by name, best match first", () => {
    const results = searchIcons("coffee", 5);
    expect(results).toHaveLength(5);
    expect(results[0]).toEqual({ id: "phosphor:coffee", label: "Coffee", set: "phosphor" });
    for (const r of results) expect(getIcon(r.id)).toBeDefined();
  });

  it("finds icons through the lexicon's synonyms and through tags", () => {
    expect(searchIcons("gelato", 3).map((r) => r.id)).toContain("phosphor:ice-cream");
    expect(searchIcons("attorney", 5).map((r) => r.id)).toContain("phosphor:scales");
    expect(searchIcons("Ice Cream", 3)[0]?.id).toBe("phosphor:ice-cream");
  });

  it("returns ids the direction spec accepts, and labels in words", () => {
    for (const r of searchIcons("dog", 12)) {
      expect(r.id).toMatch(/^(phosphor|tabler|lucide):[a-z0-9-]+$/);
      expect(r.id.length).toBeLessThanOrEqual(60);
      expect(r.label).not.toContain("-");
      expect(r.id.startsWith(`${r.set}:`)).toBe(true);
    }
  });

  it("honours the limit and finds nothing for an empty query", () => {
    expect(searchIcons("", 10)).toEqual([]);
    expect(searchIcons("   ", 10)).toEqual([]);
    expect(searchIcons("star", 0)).toEqual([]);
    expect(searchIcons("star", 3)).toHaveLength(3);
  });

  it("is deterministic and never lists trademarks", () => {
    expect(searchIcons("music", 20)).toEqual(searchIcons("music", 20));
    expect(searchIcons("github", 10).map((r) => r.id)).not.toContain("lucide:github");
  });
});
