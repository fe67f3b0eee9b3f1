import type { BrandKitMaker } from "./brand-kit-maker";
import { LocalBrandKitMaker } from "./local-brand-kit";

export * from "./brand-kit-maker";
export { LocalBrandKitMaker } from "./local-brand-kit";

let maker: BrandKitMaker | undefined;

/** The brand kit is always made on this machine: it needs no model, only the logo itself. */
export function getBrandKitMaker(): BrandKitMaker {
  maker ??= new LocalBrandKitMaker();
  return maker;
}

/** Tests swap in a failing or counting maker. */
export function setBrandKitMaker(next: BrandKitMaker | undefined): void {
  maker = next;
}
