/**
 * The offline stationery maker: the plan's files, drawn from the logo with the owner's details.
 */
import type { ContactDetails } from "../../contract/stationery";
import type { ExportSource } from "../../domain/ports/export-image-processor";
import type {
  MadeStationery,
  MadeStationeryFile,
  StationeryMaker,
} from "../../domain/ports/stationery-maker";
import {
  contactLines,
  type StationeryEntry,
  signatureImageName,
  stationeryPlan,
} from "../../domain/stationery/stationery-plan";
import { type LogoArt, logoArtOf } from "../graphics/logo-art";
import {
  type SignatureImage,
  signatureDocument,
  signatureImage,
  signatureLogoSize,
  signatureTable,
} from "./email-signature";
import { businessCardPdf, letterheadPdf } from "./stationery-pdf";

/**
 * The files of the plan that `wanted` keeps (all of them by default), drawn for `art`. The
 * signature's image is rendered only when a signature file is wanted.
 */
export async function makeStationeryFiles(
  art: LogoArt,
  stem: string,
  details: ContactDetails,
  wanted: (entry: StationeryEntry) => boolean = () => true,
): Promise<MadeStationeryFile[]> {
  const lines = contactLines(details);
  const entries = stationeryPlan(stem).filter(wanted);
  let image: Promise<SignatureImage> | undefined;
  const signature = () => {
    image ??= signatureImage(art);
    return image;
  };
  return Promise.all(
    entries.map(async (entry): Promise<MadeStationeryFile> => {
      const made = (data: Buffer): MadeStationeryFile => ({
        path: entry.path,
        contentType: entry.contentType,
        purpose: entry.purpose,
        data,
      });
      switch (entry.kind) {
        case "card":
          if (!entry.format) throw new Error(`${entry.path} has no print format`);
          return made(await businessCardPdf(art, entry.format, lines));
        case "letterhead":
          if (!entry.format) throw new Error(`${entry.path} has no print format`);
          return made(await letterheadPdf(art, entry.format, lines));
        case "signature-html": {
          const table = signatureTable(art, lines, signatureImageName(stem), signatureLogoSize(art));
          return made(Buffer.from(signatureDocument(art, table), "utf8"));
        }
        case "signature-png":
          return made((await signature()).png);
      }
    }),
  );
}

/** Every stationery file for `art`, with the signature's HTML for any image link. */
export async function makeStationery(
  art: LogoArt,
  stem: string,
  details: ContactDetails,
): Promise<MadeStationery> {
  const lines = contactLines(details);
  return {
    files: await makeStationeryFiles(art, stem, details),
    signatureImagePath: `stationery/${signatureImageName(stem)}`,
    signatureHtml: (imageUrl) => signatureTable(art, lines, imageUrl, signatureLogoSize(art)),
  };
}

export const exportStationeryMaker: StationeryMaker = {
  async make(source: ExportSource, brand, details) {
    return makeStationery(await logoArtOf(source), brand.stem, details);
  },
};
