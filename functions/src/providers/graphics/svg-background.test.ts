import { describe, expect, it } from "vitest";
import { removeSvgBackground, solidBackdrop, svgCanvas, svgWithViewBox } from "./svg-background";

const OPEN = '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">';

describe("removeSvgBackground", () => {
  it("removes exactly the engine's first full-canvas rect and keeps every other rect", () => {
    const svg = `${OPEN}<rect width="1024" height="1024" fill="#FBF6EE"/><rect width="1024" height="1024" fill="#111"/><rect x="10" y="10" width="50" height="50" fill="#222"/></svg>`;
    const result = removeSvgBackground(svg);
    expect(result?.fill).toBe("#FBF6EE");
    expect(result?.svg).toBe(
      `${OPEN}<rect width="1024" height="1024" fill="#111"/><rect x="10" y="10" width="50" height="50" fill="#222"/></svg>`,
    );
  });

  it("accepts an XML prolog, comments, whitespace, single quotes and <rect></rect>", () => {
    const svg = `<?xml version="1.0"?>\n<!-- logo -->\n${OPEN}\n  <rect x='0' y='0' width='100%' height='100%' fill='white'></rect>\n<circle r="4"/></svg>`;
    expect(removeSvgBackground(svg)?.svg).toBe(
      `<?xml version="1.0"?>\n<!-- logo -->\n${OPEN}\n  \n<circle r="4"/></svg>`,
    );
  });

  it("refuses anything that is not a plain backdrop", () => {
    const cases = [
      `${OPEN}<circle r="5"/><rect width="1024" height="1024" fill="#fff"/></svg>`, // not first
      `${OPEN}<rect width="1000" height="1024" fill="#fff"/></svg>`, // not full width
      `${OPEN}<rect x="10" width="1024" height="1024" fill="#fff"/></svg>`, // offset
      `${OPEN}<rect width="1024" height="1024" fill="none"/></svg>`, // no fill
      `${OPEN}<rect width="1024" height="1024"/></svg>`, // default fill is black artwork, keep it
      `${OPEN}<rect width="1024" height="1024" fill="#fff" opacity="0.5"/></svg>`,
      `${OPEN}<rect width="1024" height="1024" fill="#fff" transform="scale(.5)"/></svg>`,
      `${OPEN}<rect width="1024" height="1024" fill="url(#g)"/></svg>`,
      `${OPEN}<rect width="1024" height="1024" fill="#fff"><animate attributeName="x"/></rect></svg>`,
      `${OPEN}<g><rect width="1024" height="1024" fill="#fff"/></g></svg>`,
      `<html><rect width="1024" height="1024" fill="#fff"/></html>`,
    ];
    for (const svg of cases) expect(removeSvgBackground(svg), svg).toBeNull();
  });
});

describe("svgWithViewBox", () => {
  it("rewrites only the root's viewBox and pixel size", () => {
    const svg = `${OPEN}<rect width="10" height="10" fill="#000"/></svg>`;
    const cropped = svgWithViewBox(svg, { x: 10.5, y: 20, width: 300, height: 150 }, 2048, 1024);
    expect(svgCanvas(cropped)).toEqual({ x: 10.5, y: 20, width: 300, height: 150 });
    expect(cropped).toContain('width="2048" height="1024"');
    expect(cropped.endsWith('<rect width="10" height="10" fill="#000"/></svg>')).toBe(true);
  });
});

describe("solidBackdrop", () => {
  const art = '<circle cx="512" cy="512" r="200" fill="#22305A"/>';

  it("gives the fill of a plain, opaque background under artwork that does not mix with it", () => {
    const ground = { r: 251, g: 246, b: 238 };
    expect(solidBackdrop(`${OPEN}<rect width="1024" height="1024" fill="#FBF6EE"/>${art}</svg>`)).toEqual(
      ground,
    );
    expect(
      solidBackdrop(`${OPEN}<rect width="1024" height="1024" fill="rgb(251, 246, 238)"/>${art}</svg>`),
    ).toEqual(ground);
    expect(solidBackdrop(`${OPEN}<rect width="1024" height="1024" fill="white"/>${art}</svg>`)).toEqual({
      r: 255,
      g: 255,
      b: 255,
    });
  });

  it("refuses what a picture over one colour would not reproduce", () => {
    const open = (attributes: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024" ${attributes}>`;
    const cases = [
      `${OPEN}${art}</svg>`, // no background rect
      `${OPEN}<rect width="1024" height="1024" fill="rgba(255,255,255,0.5)"/>${art}</svg>`, // see-through
      `${OPEN}<rect width="1024" height="1024" fill="#FFFFFF80"/>${art}</svg>`, // see-through
      `${OPEN}<rect width="1024" height="1024" fill="rgb(255, 255, 255, 0.5)"/>${art}</svg>`, // see-through
      `${OPEN}<rect width="1024" height="1024" fill="rgb(255 255 255 / 50%)"/>${art}</svg>`, // see-through
      `${OPEN}<rect width="1024" height="1024" fill="papayawhip"/>${art}</svg>`, // a name we cannot read
      `${OPEN}<rect width="1024" height="1024" fill="currentColor"/>${art}</svg>`, // depends on 'color'
      `${OPEN}<rect width="1024" height="1024" fill="#fff"/><circle r="9" style="mix-blend-mode:multiply"/></svg>`,
      `${open('opacity="0.5"')}<rect width="1024" height="1024" fill="#fff"/>${art}</svg>`,
      `${open('filter="url(#f)"')}<rect width="1024" height="1024" fill="#fff"/>${art}</svg>`,
      `${open('style="opacity:.5"')}<rect width="1024" height="1024" fill="#fff"/>${art}</svg>`,
    ];
    for (const svg of cases) expect(solidBackdrop(svg), svg).toBeNull();
  });
});
