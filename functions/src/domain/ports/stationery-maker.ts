/**
 * Draws the stationery (business cards, letterheads, e-mail signature) from a logo and the
 * owner's contact details: providers/stationery.
 */
import type { ContactDetails } from "../../contract/stationery";
import type { ExportSource } from "./export-image-processor";

export interface MadeStationeryFile {
  /** Where it sits in the brand kit, e.g. stationery/harbor-and-pine-letterhead-a4.pdf. */
  path: string;
  contentType: string;
  data: Buffer;
  purpose: string;
}

export interface MadeStationery {
  files: MadeStationeryFile[];
  /** The file (a path among `files`) the e-mail signature shows. */
  signatureImagePath: string;
  /** The signature as rich HTML showing the image from `imageUrl`, for 'Copy signature'. */
  signatureHtml(imageUrl: string): string;
}

export interface StationeryMaker {
  make(
    source: ExportSource,
    brand: { brandName: string; stem: string },
    details: ContactDetails,
  ): Promise<MadeStationery>;
}
