/**
 * The brand kit maker composed with what it places the logo in: the mockup scenes and the
 * stationery. Composed here, at the providers' root, so that the kit, the mockups and the
 * stationery folders never import one another.
 */
import { LocalBrandKitMaker } from "./brand-kit/local-brand-kit";
import { renderScene } from "./mockups/render-scenes";
import { makeStationery } from "./stationery/stationery-maker";

export function localBrandKitMaker(): LocalBrandKitMaker {
  return new LocalBrandKitMaker({ drawScene: renderScene, drawStationery: makeStationery });
}
