import { describe, expect, it } from "vitest";
import { MotionStyle } from "../../contract";
import { groundedColourSvg, prepareArtwork } from "../graphics/artwork";
import type { RawImage } from "../graphics/png";
import {
  attribute,
  parseSvg,
  type SvgElement,
  serialize,
  viewBoxOf,
  withAttribute,
} from "../graphics/svg-tree";
import { sampleLogos } from "../graphics/testing/sample-logos";
import { renderSvg } from "../graphics/vector-renders";
import { animatedSvg } from "./animated-svg";
import { type MotionOptions, motionFrames, sceneTimeline } from "./frame-svg";
import { readingDirection } from "./letters";
import { hebrewLogo, mismatchedPixels } from "./testing/motion-fixtures";

const RENDER = 256;

/** Where the moved masters' drawing and viewBox go: the kit's cropped artwork starts elsewhere than 0,0. */
const MOVE = { x: 300, y: 200 } as const;

/** The same drawing with every coordinate moved by MOVE, its viewBox too: it looks exactly the same. */
function movedMaster(svg: string): string {
  const root = parseSvg(svg);
  const box = viewBoxOf(root);
  if (!box) throw new Error("The master has no viewBox");
  const move = (element: SvgElement): SvgElement => {
    // A plain rect moves by its corner, so the ground stays a ground rect the scene recognises.
    if (element.name === "rect" && !attribute(element, "transform")) {
      const x = Number(attribute(element, "x") ?? 0) + MOVE.x;
      return withAttribute(
        withAttribute(element, "x", String(x)),
        "y",
        String(Number(attribute(element, "y") ?? 0) + MOVE.y),
      );
    }
    return withAttribute(
      element,
      "transform",
      `translate(${MOVE.x} ${MOVE.y}) ${attribute(element, "transform") ?? ""}`.trim(),
    );
  };
  const children = root.children.map((child) =>
    child.kind === "element" && child.name !== "defs" ? move(child) : child,
  );
  const viewBox = `${box.x + MOVE.x} ${box.y + MOVE.y} ${box.width} ${box.height}`;
  return serialize(withAttribute({ ...root, children }, "viewBox", viewBox));
}

function firstSample() {
  const logo = sampleLogos()[0];
  if (!logo) throw new Error("No sample logo");
  return logo;
}

/** Pixels inside the name's box (canvas units) that differ from the ground, per half. */
function inkByHalf(
  image: RawImage,
  box: { x1: number; y1: number; x2: number; y2: number },
  ground: RawImage,
) {
  const scale = image.width / 1024;
  const middle = ((box.x1 + box.x2) / 2) * scale;
  const halves = { left: 0, right: 0 };
  for (let y = Math.floor(box.y1 * scale); y < Math.ceil(box.y2 * scale); y++) {
    for (let x = Math.floor(box.x1 * scale); x < Math.ceil(box.x2 * scale); x++) {
      const offset = (y * image.width + x) * 4;
      const differs = [0, 1, 2].some(
        (c) => Math.abs((image.data[offset + c] ?? 0) - (ground.data[offset + c] ?? 0)) > 60,
      );
      if (differs) halves[x < middle ? "left" : "right"]++;
    }
  }
  return halves;
}

describe("the motion timeline", () => {
  it.each(MotionStyle.options)(
    "lasts 2 to 4 seconds and holds the still logo at least 0.6 s (%s)",
    (style) => {
      const { timeline } = sceneTimeline(firstSample().svg, style);
      expect(timeline.duration).toBeGreaterThanOrEqual(2);
      expect(timeline.duration).toBeLessThanOrEqual(4);
      expect(timeline.duration - timeline.settled).toBeGreaterThanOrEqual(0.6);
    },
  );

  it("splits the name into its letters and knows a Hebrew name reads from the right", () => {
    const { scene } = sceneTimeline(firstSample().svg, "calm");
    // "Harbor & Pine": eleven letters and signs, the first on the left.
    const letters = scene.items.filter((item) => item.role === "letter");
    expect(letters).toHaveLength(11);
    expect(letters[0]?.box.x1).toBeLessThan(letters[10]?.box.x1 ?? 0);
    expect(readingDirection("מאפיית השקד")).toBe("rtl");
    expect(readingDirection("Harbor & Pine")).toBe("ltr");
    const hebrew = sceneTimeline(hebrewLogo().svg, "calm", { brandName: hebrewLogo().brandName }).scene;
    const hebrewLetters = hebrew.items.filter((item) => item.role === "letter");
    expect(hebrewLetters.length).toBeGreaterThan(5);
    expect(hebrewLetters[0]?.box.x1).toBeGreaterThan(hebrewLetters.at(-1)?.box.x1 ?? 0);
  });
});

/** The frame at `seconds`, read from the master afresh each time. */
function frameSvg(master: string, style: MotionStyle, seconds: number, options: MotionOptions = {}): string {
  return motionFrames(master, style, options).frameAt(seconds);
}

describe("frameSvg", () => {
  it.each(MotionStyle.options)(
    "ends on the master itself, starts without the name and moves between (%s)",
    async (style) => {
      for (const logo of sampleLogos()) {
        const frames = motionFrames(logo.svg, style);
        expect(frames.frameAt(frames.duration)).toBe(logo.svg);
        expect(frameSvg(logo.svg, style, 10)).toBe(logo.svg);
        const master = await renderSvg(logo.svg, RENDER);
        const { scene } = sceneTimeline(logo.svg, style);
        const nameBox = scene.items.find((item) => item.role === "letter")?.partBox;
        if (!nameBox) throw new Error("No name found");
        const ground = await renderSvg(
          frames.frameAt(0).replace(/<path data-part="name"[^>]*\/>/g, ""),
          RENDER,
        );
        const start = await renderSvg(frames.frameAt(0), RENDER);
        const nameInk = inkByHalf(master, nameBox, ground);
        const startInk = inkByHalf(start, nameBox, ground);
        expect(startInk.left + startInk.right).toBeLessThan(0.5 * (nameInk.left + nameInk.right));
        const middle = await renderSvg(frames.frameAt(frames.duration * 0.3), RENDER);
        expect(mismatchedPixels(middle, master)).toBeGreaterThan(0.001);
      }
    },
  );

  it("gives each style its own middle frames", async () => {
    const logo = firstSample();
    const renders = await Promise.all(
      MotionStyle.options.map((style) =>
        Promise.all([0.5, 1.2].map((t) => renderSvg(frameSvg(logo.svg, style, t), RENDER))),
      ),
    );
    for (let a = 0; a < renders.length; a++) {
      for (let b = a + 1; b < renders.length; b++) {
        const differs = [0, 1].some((index) => {
          const first = renders[a]?.[index];
          const second = renders[b]?.[index];
          return first && second && mismatchedPixels(first, second) > 0.002;
        });
        expect(differs, `${MotionStyle.options[a]} and ${MotionStyle.options[b]}`).toBe(true);
      }
    }
  });

  it("reveals a right-to-left name from the right, and a left-to-right one from the left", async () => {
    for (const [logo, revealed] of [
      [hebrewLogo(), "right"],
      [firstSample(), "left"],
    ] as const) {
      const options = { brandName: logo.brandName };
      const { scene } = sceneTimeline(logo.svg, "elegant", options);
      const nameBox = scene.items.find((item) => item.role === "letter")?.partBox;
      if (!nameBox) throw new Error("No name found");
      const ground = await renderSvg(frameSvg(logo.svg, "elegant", 0, options), RENDER);
      const middle = inkByHalf(
        await renderSvg(frameSvg(logo.svg, "elegant", 1.75, options), RENDER),
        nameBox,
        ground,
      );
      const master = inkByHalf(await renderSvg(logo.svg, RENDER), nameBox, ground);
      const shown = { left: middle.left / master.left, right: middle.right / master.right };
      const hidden = revealed === "right" ? "left" : "right";
      expect(shown[revealed], logo.stem).toBeGreaterThan(0.6);
      expect(shown[hidden], logo.stem).toBeLessThan(0.4);
    }
  });
});

describe("a master whose viewBox does not start at 0,0 (the videos' cropped artwork)", () => {
  it.each(MotionStyle.options)(
    "is drawn in every frame exactly as the same logo at 0,0 (%s)",
    async (style) => {
      const logo = firstSample();
      const frames = motionFrames(logo.svg, style);
      const moved = motionFrames(movedMaster(logo.svg), style);
      expect(await renderSvg(movedMaster(logo.svg), RENDER)).toEqual(await renderSvg(logo.svg, RENDER));
      for (const seconds of [0.3, 0.8, 1.4, 2]) {
        const expected = await renderSvg(frames.frameAt(seconds), RENDER);
        const drawn = await renderSvg(moved.frameAt(seconds), RENDER);
        expect(mismatchedPixels(drawn, expected, 24), `${seconds} s`).toBeLessThan(0.001);
      }
    },
  );

  it.each(MotionStyle.options)(
    "leaves out of a frame a shape that lies wholly off the canvas, which resvg cannot draw faded (%s)",
    async (style) => {
      const logo = firstSample();
      const stray = '<path d="M3000 3000h50v50h-50z" fill="#000"/>';
      const frames = motionFrames(logo.svg, style);
      const withStray = motionFrames(logo.svg.replace("</svg>", `${stray}</svg>`), style);
      for (const seconds of [0.1, 0.8, 1.4]) {
        const frame = withStray.frameAt(seconds);
        const expected = await renderSvg(frames.frameAt(seconds), RENDER);
        expect(mismatchedPixels(await renderSvg(frame, RENDER), expected, 24), `${seconds} s`).toBeLessThan(
          0.001,
        );
      }
    },
  );

  it.each(MotionStyle.options)(
    "draws every moment from the artwork the videos animate, ending on it (%s)",
    async (style) => {
      for (const logo of sampleLogos()) {
        // The videos' artwork is cropped to the drawing: its viewBox starts well away from 0,0.
        const artwork = groundedColourSvg(await prepareArtwork(logo.svg), "logo", "light");
        const frames = motionFrames(artwork, style, { brandName: logo.brandName });
        const still = await renderSvg(artwork, RENDER);
        for (let moment = 0; moment <= 8; moment++) {
          const drawn = await renderSvg(frames.frameAt((frames.duration * moment) / 8), RENDER);
          expect([drawn.width, drawn.height]).toEqual([still.width, still.height]);
          if (moment === 8) expect(drawn).toEqual(still);
        }
      }
    },
  );

  it("keeps its wipes, pivots and outlines on the drawing in the animated SVG", () => {
    const numbers = (svg: string, pattern: RegExp) =>
      [...svg.matchAll(pattern)].map((match) => match.slice(1).map(Number));
    const CLIP = /<clipPath id="m\d+c"><rect class="[^"]*" x="([-\d.]+)" y="([-\d.]+)"/g;
    const PIVOT =
      /transform:translate\(([-\d.]+)px,([-\d.]+)px\) scale\([-\d.]+\) translate\(([-\d.]+)px,([-\d.]+)px\)/g;
    const OUTLINE = /<path class="[^"]*" d="[^"]*"[^>]*pathLength="1000"[^>]*\/>/g;
    const logo = firstSample();
    for (const style of MotionStyle.options) {
      const original = animatedSvg(logo.svg, style);
      const moved = animatedSvg(movedMaster(logo.svg), style);
      const clips = numbers(original, CLIP);
      expect(numbers(moved, CLIP)).toEqual(clips.map(([x = 0, y = 0]) => [x + MOVE.x, y + MOVE.y]));
      const pivots = numbers(original, PIVOT);
      const movedPivots = numbers(moved, PIVOT);
      expect(movedPivots).toHaveLength(pivots.length);
      movedPivots.forEach(([x1 = 0, y1 = 0, x2 = 0, y2 = 0], index) => {
        const [ox1 = 0, oy1 = 0, ox2 = 0, oy2 = 0] = pivots[index] ?? [];
        expect([x1, y1, x2, y2].map((value) => Math.round(value))).toEqual(
          [ox1 + MOVE.x, oy1 + MOVE.y, ox2 - MOVE.x, oy2 - MOVE.y].map((value) => Math.round(value)),
        );
      });
      // The outlines are written in the Lottie's units and moved as one to the master's.
      const outlines = original.match(OUTLINE) ?? [];
      expect(outlines.length > 0).toBe(style === "technical" || style === "elegant" || outlines.length > 0);
      for (const outline of outlines) expect(moved).toContain(outline);
      const wrapped =
        moved.match(
          new RegExp(`<g transform="translate\\(${MOVE.x} ${MOVE.y}\\)">((?:${OUTLINE.source})+)</g>`, "g"),
        ) ?? [];
      expect(wrapped.join("").match(OUTLINE) ?? []).toHaveLength(outlines.length);
    }
  });
});

describe("animatedSvg", () => {
  it.each(MotionStyle.options)(
    "holds the still logo as its own state and stops for reduced motion (%s)",
    async (style) => {
      for (const logo of [...sampleLogos(), hebrewLogo()]) {
        const svg = animatedSvg(logo.svg, style, { brandName: logo.brandName });
        expect(svg).toContain("@media (prefers-reduced-motion: reduce)");
        expect(svg).toContain("@keyframes");
        expect(svg).toMatch(/animation:m\d+\w \d+(\.\d+)?s linear both/);
        expect(svg).not.toContain("<script");
        // resvg draws no CSS animation: what it draws is the elements' own state.
        const still = await renderSvg(svg, RENDER);
        expect(mismatchedPixels(still, await renderSvg(logo.svg, RENDER), 24), logo.stem).toBeLessThan(0.001);
      }
    },
  );

  it("lays the watermark over the canvas when asked", async () => {
    const logo = firstSample();
    const marked = await renderSvg(animatedSvg(logo.svg, "calm", { watermark: true }), RENDER);
    expect(mismatchedPixels(marked, await renderSvg(logo.svg, RENDER), 10)).toBeGreaterThan(0.01);
  });
});
