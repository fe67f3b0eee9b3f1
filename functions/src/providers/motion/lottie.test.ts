// @vitest-environment happy-dom
/**
 * The Lottie against the Lottie schema, and through a real Lottie player: lottie-web's SVG
 * renderer, run in happy-dom, stopped on the last frame, must draw the still logo. happy-dom has
 * no canvas; lottie-web only asks one for a blank image placeholder (its image preloader), so a
 * stand-in 2D context is given for that and nothing else.
 */
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { MotionStyle } from "../../contract";
import { sampleLogos } from "../graphics/testing/sample-logos";
import { renderSvg } from "../graphics/vector-renders";
import { dotLottie } from "./dot-lottie";
import { LOTTIE_FRAME_RATE, type LottieAnimation, lottieAnimation } from "./lottie";
import { lottieSchemaErrors } from "./testing/lottie-schema";
import { hebrewLogo, mismatchedPixels } from "./testing/motion-fixtures";

/** The few DOM calls made here (the functions package is typed without the DOM library). */
interface DomElement {
  appendChild(child: DomElement): void;
  remove(): void;
  querySelector(selector: string): DomElement | null;
  removeAttribute(name: string): void;
  outerHTML: string;
}
const dom = globalThis as unknown as {
  document: { createElement(name: string): DomElement; body: DomElement };
  HTMLCanvasElement: { prototype: { getContext: unknown } };
};

type LottiePlayer = {
  loadAnimation(options: Record<string, unknown>): {
    goToAndStop(frame: number, isFrame: boolean): void;
    destroy(): void;
  };
};
let lottie: LottiePlayer;

beforeAll(async () => {
  dom.HTMLCanvasElement.prototype.getContext = () => ({ fillStyle: "", fillRect() {} });
  lottie = (await import("lottie-web")).default as unknown as LottiePlayer;
});

/** The player's drawing at `frame`, as a standalone SVG document. */
function playedFrame(animation: LottieAnimation, frame: number): string {
  const container = dom.document.createElement("div");
  dom.document.body.appendChild(container);
  const player = lottie.loadAnimation({
    container,
    renderer: "svg",
    loop: false,
    autoplay: false,
    animationData: animation,
  });
  player.goToAndStop(frame, true);
  const svg = container.querySelector("svg");
  if (!svg) throw new Error("lottie-web drew no <svg>");
  svg.removeAttribute("style");
  const markup = svg.outerHTML;
  player.destroy();
  container.remove();
  return markup;
}

describe("lottieAnimation", () => {
  const logos = [...sampleLogos(), hebrewLogo()];

  it.each(MotionStyle.options)("writes a Lottie the schema accepts (%s)", (style) => {
    for (const logo of logos) {
      const animation = lottieAnimation(logo.svg, style, { brandName: logo.brandName });
      expect(lottieSchemaErrors(animation)).toEqual([]);
      expect(animation.fr).toBe(LOTTIE_FRAME_RATE);
      expect(animation.layers.filter((layer) => layer.ty === 4).length).toBeGreaterThan(5);
    }
  });

  it.each(MotionStyle.options)("ends, in lottie-web, on the still logo (%s)", async (style) => {
    for (const logo of logos) {
      const animation = lottieAnimation(logo.svg, style, { brandName: logo.brandName });
      const played = await renderSvg(playedFrame(animation, animation.op - 1), 512);
      const master = await renderSvg(logo.svg, 512);
      expect(mismatchedPixels(played, master), `${logo.stem} ${style}`).toBeLessThan(0.004);
    }
  });

  it("moves in lottie-web: the first frame is not the still logo", async () => {
    const logo = sampleLogos()[0];
    if (!logo) throw new Error("No sample logo");
    const animation = lottieAnimation(logo.svg, "calm");
    const played = await renderSvg(playedFrame(animation, 1), 512);
    const master = await renderSvg(logo.svg, 512);
    expect(mismatchedPixels(played, master)).toBeGreaterThan(0.01);
  });

  it("packs a dotLottie with a manifest naming the animation and its JSON", () => {
    const logo = sampleLogos()[0];
    if (!logo) throw new Error("No sample logo");
    const animation = lottieAnimation(logo.svg, "bold");
    const files = unzipSync(dotLottie(animation, "harbor-bold"));
    const manifest = JSON.parse(strFromU8(files["manifest.json"] ?? new Uint8Array()));
    expect(manifest.animations.map((entry: { id: string }) => entry.id)).toEqual(["harbor-bold"]);
    expect(JSON.parse(strFromU8(files["animations/harbor-bold.json"] ?? new Uint8Array()))).toEqual(
      animation,
    );
  });
});
