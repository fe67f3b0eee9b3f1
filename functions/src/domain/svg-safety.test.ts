import { describe, expect, it } from "vitest";
import { findUnsafeSvgContent } from "./svg-safety";

const PLAIN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/></svg>`;

describe("findUnsafeSvgContent", () => {
  it("accepts a plain drawing with internal references and embedded raster images", () => {
    expect(findUnsafeSvgContent(PLAIN)).toBeNull();
    expect(
      findUnsafeSvgContent(
        `<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/png;base64,iVBORw0KGgo="/></svg>`,
      ),
    ).toBeNull();
  });

  it.each([
    ["a script", `<svg><script>alert(1)</script></svg>`],
    ["an event handler", `<svg onload="alert(1)"><rect/></svg>`],
    ["embedded web content", `<svg><foreignObject><iframe src="x"/></foreignObject></svg>`],
    ["a link to another file", `<svg><image href="https://evil.example/x.png"/></svg>`],
    ["a link to another file", `<svg><use xlink:href="other.svg#a"/></svg>`],
    ["a link to another file", `<svg><rect style="fill:url('https://evil.example/a')"/></svg>`],
    ["a javascript: link", `<svg><a href="javascript:alert(1)"><rect/></a></svg>`],
    ["a document type declaration", `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg/>`],
    ["a stylesheet import", `<svg><style>@import url(#x);</style></svg>`],
  ])("refuses %s", (reason, svg) => {
    expect(findUnsafeSvgContent(svg)).toBe(reason);
  });
});
