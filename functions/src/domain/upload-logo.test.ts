import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectImageType } from "./upload-logo";

describe("detectImageType", () => {
  it("recognises PNG, JPEG and WebP by their bytes", async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: "#336699" } });
    expect(detectImageType(await base.clone().png().toBuffer())?.extension).toBe("png");
    expect(detectImageType(await base.clone().jpeg().toBuffer())?.extension).toBe("jpg");
    expect(detectImageType(await base.clone().webp().toBuffer())?.extension).toBe("webp");
  });

  it("recognises SVG with or without an XML declaration or BOM", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    expect(detectImageType(Buffer.from(svg))?.contentType).toBe("image/svg+xml");
    expect(
      detectImageType(Buffer.from(`\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n${svg}`))?.extension,
    ).toBe("svg");
  });

  it("refuses everything else, whatever the file claims to be", () => {
    expect(detectImageType(Buffer.from("GIF89a...."))).toBeNull();
    expect(detectImageType(Buffer.from("<html><body>svg</body></html>"))).toBeNull();
    expect(detectImageType(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
