import type { BrandKitMaker } from "../../domain/brand-kit/brand-kit-maker";
import { LocalBrandKitMaker } from "./local-brand-kit";

let maker: BrandKitMaker | undefined;

/** The brand kit is always made on this machine: it needs no model, only the logo itself. */
export function getBrandKitMaker(): BrandKitMaker {
  maker ??= new LocalBrandKitMaker();
  return maker;
}
