/**
 * The brand kit maker composed with what it places the logo in: the mockup scenes, the
 * stationery and the animation. Composed here, at the providers' root, so that the kit, the
 * mockups, the stationery and the motion folders never import one another.
 */
import { LocalBrandKitMaker } from "./brand-kit/local-brand-kit";
import { renderScene } from "./mockups/render-scenes";
import { makeMotionFiles } from "./motion/motion-files";
import { makeStationery } from "./stationery/stationery-maker";

export function localBrandKitMaker(): LocalBrandKitMaker {
  return new LocalBrandKitMaker({
    drawScene: renderScene,
    drawStationery: makeStationery,
    drawMotion: makeMotionFiles,
  });
}
