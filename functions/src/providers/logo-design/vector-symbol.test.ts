import { describe, expect, it } from "vitest";
import { LogoDesignError } from "../../domain/ports/logo-designer";
import { looksLikeSvg, readVectorSymbol, uniqueIdPrefix } from "./vector-symbol";

const SVG = "http://www.w3.org/2000/svg";
const XLINK = "http://www.w3.org/1999/xlink";

/** How recraft-v3-svg writes its answers: a size but no viewBox, and a canvas-sized first path. */
const RECRAFT_BACKGROUND =
  '<path d="M0 0 C337.92 0 675.84 0 1024 0 C1024 337.92 1024 675.84 1024 1024 C686.08 1024 348.16 1024 0 1024 C0 686.08 0 337.92 0 0 Z " fill="#FEFEFE" transform="translate(0,0)"/>';

function read(svg: string, prefix = "p1-") {
  return readVectorSymbol(Buffer.from(svg, "utf8"), prefix);
}

function refusal(svg: string): LogoDesignError {
  try {
    read(svg);
  } catch (error) {
    if (error instanceof LogoDesignError) return error;
    throw error;
  }
  throw new Error("the SVG was accepted");
}

describe("readVectorSymbol: the drawing", () => {
  it("keeps the root's children, prefixes every id and every reference to one, and writes plain href", () => {
    const symbol = read(
      `<svg xmlns="${SVG}" xmlns:xlink="${XLINK}" viewBox="0 0 100 50"><defs><linearGradient id="g"><stop offset="0" stop-color="#123456"/></linearGradient><clipPath id="c"><rect width="10" height="10"/></clipPath><circle id="dot" r="4"/></defs><rect width="20" height="20" fill="url(#g)" clip-path="url('#c')"/><path d="M0 0L5 5" style="stroke:url(#g)"/><use xlink:href="#dot" x="5"/><use href="#dot" x="9"/></svg>`,
    );
    expect(symbol.viewBox).toEqual([0, 0, 100, 50]);
    expect(symbol.markup).toBe(
      '<defs><linearGradient id="p1-g"><stop offset="0" stop-color="#123456"/></linearGradient><clipPath id="p1-c"><rect width="10" height="10"/></clipPath><circle id="p1-dot" r="4"/></defs><rect width="20" height="20" fill="url(#p1-g)" clip-path="url(#p1-c)"/><path d="M0 0L5 5" style="stroke:url(#p1-g)"/><use x="5" href="#p1-dot"/><use x="9" href="#p1-dot"/>',
    );
  });

  it("prefixes references to ids it does not define, so none can reach the logo's own parts", () => {
    const symbol = read(
      `<svg xmlns="${SVG}" viewBox="0 0 4 4"><rect width="4" height="4" fill="url(#m1-g1)"/></svg>`,
    );
    expect(symbol.markup).toContain('fill="url(#p1-m1-g1)"');
  });

  it("gives two symbols different ids, so both can share one document", () => {
    const svg = `<svg xmlns="${SVG}" viewBox="0 0 4 4"><defs><linearGradient id="g"/></defs><rect width="4" height="4" fill="url(#g)"/></svg>`;
    const first = uniqueIdPrefix();
    const second = uniqueIdPrefix();
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[a-z][a-z0-9]+-$/);
    const one = read(svg, first).markup;
    const two = read(svg, second).markup;
    const ids = (markup: string) => [...markup.matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids(one)).toEqual([`${first}g`]);
    expect(ids(two)).toEqual([`${second}g`]);
  });

  it("carries paint set on the root to a group, so the children still inherit it", () => {
    const symbol = read(
      `<svg xmlns="${SVG}" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#2A9D8F" stroke-width="2"><path d="M2 2L22 22"/></svg>`,
    );
    expect(symbol.markup).toBe('<g fill="none" stroke="#2A9D8F" stroke-width="2"><path d="M2 2L22 22"/></g>');
  });

  it("leaves out lettering, titles, classes and data-part names that would reach beyond the symbol", () => {
    const symbol = read(
      `<svg xmlns="${SVG}" viewBox="0 0 10 10"><title>Logo</title><desc>made by a model</desc><text x="1" y="5">ACME</text><circle class="on-dark" data-part="name" r="3" fill="#B4622C"/></svg>`,
    );
    expect(symbol.markup).toBe('<circle r="3" fill="#B4622C"/>');
  });

  it("refuses a stylesheet, whose selectors would restyle the whole logo", () => {
    const error = refusal(
      `<svg xmlns="${SVG}" viewBox="0 0 10 10"><style>path { fill: red }</style><circle r="3"/></svg>`,
    );
    expect(error.kind).toBe("invalid_output");
  });

  it("escapes attribute values, so the engine can scan the markup for tags", () => {
    const symbol = read(
      `<svg xmlns="${SVG}" viewBox="0 0 10 10"><g id="a&gt;b" data-x="1"><circle r="3" fill="#000"/></g></svg>`,
    );
    expect(symbol.markup).toBe('<g id="p1-a&gt;b"><circle r="3" fill="#000"/></g>');
  });
});

describe("readVectorSymbol: the size", () => {
  it("takes the viewBox, else width and height", () => {
    expect(
      read(`<svg xmlns="${SVG}" viewBox="-5 10 200,100" width="9"><circle r="1"/></svg>`).viewBox,
    ).toEqual([-5, 10, 200, 100]);
    expect(read(`<svg xmlns="${SVG}" width="1024px" height="768"><circle r="1"/></svg>`).viewBox).toEqual([
      0, 0, 1024, 768,
    ]);
  });

  it.each([
    ["no size at all", `<svg xmlns="${SVG}"><circle r="1"/></svg>`],
    ["a relative size", `<svg xmlns="${SVG}" width="100%" height="100%"><circle r="1"/></svg>`],
    ["an empty viewBox and no size", `<svg xmlns="${SVG}" viewBox="0 0 0 0"><circle r="1"/></svg>`],
  ])("refuses %s as invalid_output", (_label, svg) => {
    expect(refusal(svg).kind).toBe("invalid_output");
  });
});

describe("readVectorSymbol: the model's background", () => {
  const shape = '<circle cx="512" cy="512" r="200" fill="#1E7A4C"/>';

  it.each([
    [
      "recraft's canvas path",
      `<svg xmlns="${SVG}" width="1024" height="1024">${RECRAFT_BACKGROUND}${shape}</svg>`,
    ],
    [
      "a white rect sized in percent",
      `<svg xmlns="${SVG}" viewBox="0 0 1024 1024"><rect width="100%" height="100%" fill="white"/>${shape}</svg>`,
    ],
    [
      "a near-white rect in the style attribute, after the defs",
      `<svg xmlns="${SVG}" viewBox="0 0 1024 1024"><defs><linearGradient id="g"/></defs><rect x="0" y="0" width="1024" height="1024" style="fill:#FAFAFA"/>${shape}</svg>`,
    ],
    [
      "a relative canvas path with a hole",
      `<svg xmlns="${SVG}" viewBox="0 0 1024 1024"><path d="m0 0h1024v1024h-1024z M300 300h100v100z" fill="#fff"/>${shape}</svg>`,
    ],
  ])("drops %s", (_label, svg) => {
    const { markup } = read(svg);
    expect(markup).toContain(shape);
    expect(markup).not.toMatch(/<rect|<path/);
  });

  it.each([
    [
      "a coloured canvas",
      `<svg xmlns="${SVG}" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="#F4A300"/>${shape}</svg>`,
    ],
    [
      "a white shape smaller than the canvas",
      `<svg xmlns="${SVG}" viewBox="0 0 1024 1024"><rect x="100" width="924" height="1024" fill="#fff"/>${shape}</svg>`,
    ],
    [
      "a white canvas that is not drawn first",
      `<svg xmlns="${SVG}" viewBox="0 0 1024 1024">${shape}<rect width="1024" height="1024" fill="#fff"/></svg>`,
    ],
    [
      "a white triangle that touches every edge",
      `<svg xmlns="${SVG}" viewBox="0 0 1024 1024"><path d="M0 0L1024 1024L0 1024Z" fill="#fff"/>${shape}</svg>`,
    ],
    [
      "a white canvas moved by a transform",
      `<svg xmlns="${SVG}" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="#fff" transform="translate(300,0)"/>${shape}</svg>`,
    ],
  ])("keeps %s", (_label, svg) => {
    expect(read(svg).markup).not.toBe(shape);
    expect(read(svg).markup).toContain(shape);
  });

  it("refuses a drawing that is only a background", () => {
    expect(refusal(`<svg xmlns="${SVG}" width="1024" height="1024">${RECRAFT_BACKGROUND}</svg>`).kind).toBe(
      "invalid_output",
    );
  });
});

describe("readVectorSymbol: active and external content", () => {
  it.each([
    ["a script", `<svg xmlns="${SVG}" viewBox="0 0 4 4"><script>alert(1)</script><circle r="1"/></svg>`],
    ["an onload handler", `<svg xmlns="${SVG}" viewBox="0 0 4 4" onload="alert(1)"><circle r="1"/></svg>`],
    [
      "an external image",
      `<svg xmlns="${SVG}" viewBox="0 0 4 4"><image href="https://evil.example/track.png" width="4" height="4"/></svg>`,
    ],
    ["a link to another file", `<svg xmlns="${SVG}" viewBox="0 0 4 4"><use href="other.svg#a"/></svg>`],
    ["a doctype with entities", `<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="${SVG}" viewBox="0 0 4 4"/>`],
    ["something that is not XML", "<svg viewBox='0 0 4 4'><circle></svg>"],
  ])("refuses %s as invalid_output (the upload sanitiser refuses it)", (_label, svg) => {
    expect(refusal(svg).kind).toBe("invalid_output");
  });

  it("says in the log line what the sanitiser refused", () => {
    const error = refusal(`<svg xmlns="${SVG}" viewBox="0 0 4 4"><script>alert(1)</script></svg>`);
    expect(error.message).toBe("The vector model's SVG was refused: it holds a script");
  });

  it("keeps the artwork of a link out but not the link (the sanitiser unwraps it)", () => {
    const symbol = read(
      `<svg xmlns="${SVG}" viewBox="0 0 4 4"><a href="https://evil.example"><circle r="1" fill="#000"/></a></svg>`,
    );
    expect(symbol.markup).toBe('<circle r="1" fill="#000"/>');
  });
});

describe("looksLikeSvg", () => {
  it("reads the type, or the first character when the type says nothing", () => {
    expect(looksLikeSvg(Buffer.from("<svg/>"), "image/svg+xml; charset=utf-8")).toBe(true);
    expect(
      looksLikeSvg(Buffer.from("\uFEFF  \n<?xml version='1.0'?><svg/>"), "application/octet-stream"),
    ).toBe(true);
    expect(looksLikeSvg(Buffer.from("<!-- made by a model --><svg/>"), null)).toBe(true);
    expect(looksLikeSvg(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), "image/png")).toBe(
      false,
    );
  });
});
