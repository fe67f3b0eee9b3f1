import { BRAND_KIT_GROUP_LABEL, type BrandKit, type BrandKitFile, BrandKitFileGroup } from "@contract";
import { describe, expect, it } from "vitest";
import { kitGroups } from "@/features/exports/lib/brand-kit-format";

function file(group: BrandKitFile["group"], path: string): BrandKitFile {
  return { path, group, purpose: "A file.", width: null, height: null, bytes: 1000 };
}

describe("the kit's groups of files", () => {
  it("give every group of the contract a heading, the motion files after the social images", () => {
    const files = BrandKitFileGroup.options.map((group) => file(group, `${group}/one-file`));
    const kit: BrandKit = { source: "vector", files: files.reverse(), notes: [], previews: [] };
    const groups = kitGroups(kit);
    expect(groups.map((entry) => entry.group)).toEqual([
      "brand",
      "vector",
      "png",
      "web",
      "social",
      "motion",
      "mockups",
      "stationery",
    ]);
    const motion = groups.find((entry) => entry.group === "motion");
    expect(motion?.label).toBe(BRAND_KIT_GROUP_LABEL.motion);
    expect(motion?.files.map((entry) => entry.path)).toEqual(["motion/one-file"]);
  });
});
