/**
 * A Lottie packed as a dotLottie file: a zip holding a manifest and the animation as
 * `animations/<id>.json` (the dotLottie 1.0 layout, which every dotLottie player reads).
 */
import { strToU8, zipSync } from "fflate";
import type { LottieAnimation } from "./lottie";

export function dotLottie(lottie: LottieAnimation, id: string): Uint8Array {
  const manifest = {
    version: "1.0",
    generator: "Markery",
    author: "Markery",
    animations: [{ id, speed: 1, loop: false, autoplay: true }],
  };
  return zipSync({
    "manifest.json": strToU8(JSON.stringify(manifest)),
    [`animations/${id}.json`]: strToU8(JSON.stringify(lottie)),
  });
}
