import { describe, expect, it } from "vitest";
import {
  EXPORT_FILE,
  EXPORT_FILE_BY_TYPE,
  EXPORT_FILES,
  EXPORT_RESOURCE_LABEL,
  EXPORT_RESOURCE_PURPOSE,
  ExportResourceType,
  RESOURCE_ORDER,
} from "./exports";

// The spec's ids are the wire format (API answers, Firestore keys, Storage paths): they are
// written out here on purpose, so renaming a file in code can never change them.
describe("the export files' list", () => {
  it("keeps the spec's resource ids, in the spec's order", () => {
    expect(ExportResourceType.options).toEqual([
      "original",
      "low_ql",
      "upscale_clarity",
      "rmbg_men1scus",
      "rmbg_smoretalk",
      "vector_svg",
      "brand_kit",
    ]);
  });

  it("names each file by what it is", () => {
    expect(EXPORT_FILE.normalQualityPng.id).toBe("low_ql");
    expect(EXPORT_FILE.highQualityPng.id).toBe("upscale_clarity");
    expect(EXPORT_FILE.transparentSquarePng.id).toBe("rmbg_men1scus");
    expect(EXPORT_FILE.transparentTrimmedPng.id).toBe("rmbg_smoretalk");
    expect(EXPORT_FILE.vectorMaster.id).toBe("vector_svg");
    expect(EXPORT_FILE.brandKit.id).toBe("brand_kit");
    expect(EXPORT_FILE.original.id).toBe("original");
    for (const file of EXPORT_FILES) expect(EXPORT_FILE_BY_TYPE[file.id].name).toBe(file.name);
  });

  it("lists the export page's files High Quality first and the original last", () => {
    expect(RESOURCE_ORDER).toEqual([
      "upscale_clarity",
      "rmbg_men1scus",
      "rmbg_smoretalk",
      "low_ql",
      "vector_svg",
      "brand_kit",
      "original",
    ]);
    expect(new Set(EXPORT_FILES.map((file) => file.pageOrder)).size).toBe(EXPORT_FILES.length);
  });

  it("gives every file the label and purpose the export page shows", () => {
    expect(EXPORT_RESOURCE_LABEL).toEqual({
      original: "Original",
      low_ql: "Normal Quality",
      upscale_clarity: "High Quality",
      rmbg_men1scus: "No Background (HQ) V1",
      rmbg_smoretalk: "No Background (HQ) V2",
      vector_svg: "Vector (SVG)",
      brand_kit: "Brand kit (.zip)",
    });
    for (const type of ExportResourceType.options) {
      expect(EXPORT_RESOURCE_PURPOSE[type], type).toMatch(/^[A-Z0-9].+\.$/);
    }
    expect(EXPORT_RESOURCE_PURPOSE.upscale_clarity).toBe("4096 px PNG for print, signs and large screens.");
  });
});
