/**
 * Stationery from a logo's vector master: business cards (85 x 55 mm and 3.5 x 2 in), letterheads
 * (A4 and US Letter) and an e-mail signature with its image. The export page and the brand kit
 * reach the same drawing through stationery-maker.ts, which also takes uploaded pixels.
 */
import type { ContactDetails } from "../../contract/stationery";
import type { MadeStationeryFile } from "../../domain/exports/export-stationery";
import { contactLines } from "../../domain/stationery/stationery-plan";
import { type LogoArt, logoArtOf } from "../brand-in-use/logo-art";
import { parseColour, toHex } from "../brand-kit/paint";
import { signatureLogoSize, signatureTable } from "./email-signature";
import { makeStationeryFiles } from "./stationery-maker";

/** One file: its path in the kit (stationery/<stem>-...), its type, its bytes and what it is for. */
export type StationeryFile = MadeStationeryFile;

interface StationeryBrand {
  brandName: string;
  /** The file-name stem, e.g. harbor-and-pine. */
  stem: string;
  /** The colour for the card's band, the letterhead's rule and the signature; the logo's own when absent. */
  brandColour?: string;
}

async function artOf(masterSvg: string, brand: StationeryBrand): Promise<LogoArt> {
  const art = await logoArtOf({ kind: "vector", svg: masterSvg, brandName: brand.brandName });
  const chosen = parseColour(brand.brandColour);
  return chosen ? { ...art, brandColour: toHex(chosen) } : art;
}

/** All six files, in the order the kit's README lists them. */
export async function makeStationery(
  masterSvg: string,
  brand: StationeryBrand,
  details: ContactDetails,
): Promise<StationeryFile[]> {
  return makeStationeryFiles(await artOf(masterSvg, brand), brand.stem, details);
}

/** The two business card PDFs alone: the files that change when only the card is reprinted. */
export async function makeBusinessCards(
  masterSvg: string,
  brand: StationeryBrand,
  details: ContactDetails,
): Promise<StationeryFile[]> {
  return makeStationeryFiles(
    await artOf(masterSvg, brand),
    brand.stem,
    details,
    (entry) => entry.kind === "card",
  );
}

/**
 * The signature for pasting into a mail app ("Copy signature"), its image loaded from `imageUrl`
 * (the uploaded signature PNG). It needs the master because the image's height, written into the
 * HTML for Outlook, follows the logo's shape.
 */
export async function signatureHtml(
  masterSvg: string,
  brand: StationeryBrand,
  details: ContactDetails,
  imageUrl: string,
): Promise<string> {
  const art = await artOf(masterSvg, brand);
  return signatureTable(art, contactLines(details), imageUrl, signatureLogoSize(art));
}
