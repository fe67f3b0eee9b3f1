import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { MotionStyle } from "../functions/src/contract";
import { decodeRgba, type RawImage } from "../functions/src/providers/graphics/png";
import { sampleLogos } from "../functions/src/providers/graphics/testing/sample-logos";
import { renderSvg } from "../functions/src/providers/graphics/vector-renders";
import { dotLottie } from "../functions/src/providers/motion/dot-lottie";
import { lottieAnimation } from "../functions/src/providers/motion/lottie";
import { mismatchedPixels } from "../functions/src/providers/motion/testing/motion-fixtures";

/**
 * The kit's .lottie in the player LottieFiles ships for the web (@lottiefiles/dotlottie-web, its
 * own renderer compiled to WebAssembly): it must load, and stopped on its last frame draw the
 * still logo. lottie-web, which plays the .json, is tested beside the Lottie's code; a .lottie is
 * a zip with a manifest, which lottie-web does not read. The player and its WebAssembly are served
 * from node_modules on an origin of the test's own, so nothing is fetched.
 */
const PLAYER_ORIGIN = "http://dotlottie-player.test";
const SIDE = 512;

const playerFolder = path.dirname(require.resolve("@lottiefiles/dotlottie-web"));

async function openPlayerPage(page: Page): Promise<void> {
  await page.route(`${PLAYER_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === "/") {
      await route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>player</title><body></body>",
      });
      return;
    }
    const file = { "/player.js": "index.js", "/player.wasm": "dotlottie-player.wasm" }[pathname];
    if (!file) {
      await route.fulfill({ status: 404, body: "not served" });
      return;
    }
    await route.fulfill({
      contentType: file.endsWith(".wasm") ? "application/wasm" : "text/javascript",
      body: readFileSync(path.join(playerFolder, file)),
    });
  });
  await page.goto(`${PLAYER_ORIGIN}/`);
}

/** What is used here of dotlottie-web's player, which runs in the page. */
interface DotLottiePlayer {
  readonly totalFrames: number;
  addEventListener(type: "load", listener: () => void): void;
  addEventListener(type: "loadError", listener: (event: { error: Error }) => void): void;
  setFrame(frame: number): void;
  destroy(): void;
}
interface DotLottieModule {
  DotLottie: {
    new (config: {
      canvas: HTMLCanvasElement;
      data: ArrayBuffer;
      autoplay: boolean;
      renderConfig: { devicePixelRatio: number; freezeOnOffscreen: boolean };
    }): DotLottiePlayer;
    setWasmUrl(url: string): void;
  };
}

/** The player's drawing of `lottie` at its first and last frames, as PNG data URLs. */
async function playedEnds(
  page: Page,
  lottie: Uint8Array,
): Promise<{ first: string; last: string; frames: number }> {
  return page.evaluate(
    async ({ bytes, side, moduleUrl }) => {
      const { DotLottie } = (await import(moduleUrl)) as DotLottieModule;
      DotLottie.setWasmUrl("/player.wasm");
      const canvas = document.createElement("canvas");
      canvas.width = side;
      canvas.height = side;
      canvas.style.width = `${side}px`;
      canvas.style.height = `${side}px`;
      document.body.append(canvas);
      const player = new DotLottie({
        canvas,
        data: new Uint8Array(bytes).buffer,
        autoplay: false,
        renderConfig: { devicePixelRatio: 1, freezeOnOffscreen: false },
      });
      await new Promise<void>((resolve, reject) => {
        player.addEventListener("load", () => resolve());
        player.addEventListener("loadError", (event) => reject(event.error));
      });
      const drawnAt = async (frame: number) => {
        player.setFrame(frame);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return canvas.toDataURL("image/png");
      };
      const frames = player.totalFrames;
      const first = await drawnAt(1);
      const last = await drawnAt(frames - 1);
      player.destroy();
      canvas.remove();
      return { first, last, frames };
    },
    { bytes: [...lottie], side: SIDE, moduleUrl: "/player.js" },
  );
}

/** A canvas's PNG data URL as RGBA pixels. */
function pixelsOf(dataUrl: string): Promise<RawImage> {
  return decodeRgba(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
}

test("the kit's .lottie loads in dotlottie-web and ends on the still logo, in every style", async ({
  page,
}) => {
  await openPlayerPage(page);
  for (const logo of sampleLogos()) {
    const master = await renderSvg(logo.svg, SIDE);
    for (const style of MotionStyle.options) {
      const animation = lottieAnimation(logo.svg, style, { brandName: logo.brandName });
      const played = await playedEnds(page, dotLottie(animation, `${logo.stem}-${style}`));
      const label = `${logo.stem} ${style}`;
      expect(played.frames, label).toBe(animation.op - animation.ip);
      const last = await pixelsOf(played.last);
      expect(mismatchedPixels(last, master), `${label}: the last frame`).toBeLessThan(0.01);
      const first = await pixelsOf(played.first);
      expect(mismatchedPixels(first, master), `${label}: the first frame moves`).toBeGreaterThan(0.01);
    }
  }
});
