import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGE } from "@contract";
import { describe, expect, it } from "vitest";
import { validateUpload } from "@/features/library/lib/validate-upload";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("validateUpload", () => {
  it("accepts PNG, JPEG, WebP and SVG up to 5 MB", () => {
    for (const [name, type] of [
      ["a.png", "image/png"],
      ["a.jpg", "image/jpeg"],
      ["a.webp", "image/webp"],
      ["a.svg", "image/svg+xml"],
    ] as const) {
      expect(validateUpload(file(name, type))).toBeNull();
    }
    expect(validateUpload(file("a.png", "image/png", MAX_UPLOAD_BYTES))).toBeNull();
  });

  it("refuses other types, by the declared type first and by the name when there is none", () => {
    expect(validateUpload(file("a.gif", "image/gif"))).toBe(UPLOAD_MESSAGE.unsupportedType);
    expect(validateUpload(file("logo.png", "application/pdf"))).toBe(UPLOAD_MESSAGE.unsupportedType);
    expect(validateUpload(file("logo.svg", ""))).toBeNull();
    expect(validateUpload(file("logo.bmp", ""))).toBe(UPLOAD_MESSAGE.unsupportedType);
  });

  it("refuses files over 5 MB, empty files and no file", () => {
    expect(validateUpload(file("a.png", "image/png", MAX_UPLOAD_BYTES + 1))).toBe(
      "The file is too large. The limit is 5 MB.",
    );
    expect(validateUpload(file("a.png", "image/png", 0))).toBe(UPLOAD_MESSAGE.emptyFile);
    expect(validateUpload(null)).toBe(UPLOAD_MESSAGE.missingFile);
  });
});
