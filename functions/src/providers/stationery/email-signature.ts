/**
 * An e-mail signature that survives Gmail, Outlook and Apple Mail: a table layout with inline
 * styles only (Gmail drops <style>, Outlook's Word engine ignores most CSS but honours tables and
 * width/height attributes), web-safe fonts, the image with its size written out, and every line a
 * real link. The image is the logo on white, so dark-mode clients cannot lose it.
 */
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import {
  type ContactLine,
  SIGNATURE_IMAGE,
  signatureImageSize,
} from "../../domain/stationery/stationery-plan";
import type { LogoArt } from "../graphics/logo-art";
import { contrast, parseColour, WHITE } from "../graphics/paint";

const INK = "#1F2328";
const MUTED = "#5B6470";
const FONT = "Arial, Helvetica, sans-serif";

export interface SignatureImage {
  png: Buffer;
  /** The size the message shows it at (the PNG is twice that). */
  width: number;
  height: number;
}

/** The size a message shows the logo at (the logo for light grounds: a message is white). */
export function signatureLogoSize(art: LogoArt): { width: number; height: number } {
  const logo = art.logo("light");
  return signatureImageSize(logo.width / logo.height);
}

/** The logo for light grounds on white, at twice the size it is shown. */
export async function signatureImage(art: LogoArt): Promise<SignatureImage> {
  const logo = art.logo("light");
  const { width, height } = signatureLogoSize(art);
  const rendered = new Resvg(logo.svg, {
    fitTo: { mode: "width", value: width * SIGNATURE_IMAGE.scale },
    font: { loadSystemFonts: false },
  }).render();
  const png = await sharp(rendered.asPng())
    .resize(width * SIGNATURE_IMAGE.scale, height * SIGNATURE_IMAGE.scale, {
      fit: "contain",
      background: "#FFFFFF",
    })
    .flatten({ background: "#FFFFFF" })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { png, width, height };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Links in the brand colour when it reads as text on a white message (4.5:1), else in ink. */
function readableLinkColour(brandColour: string): string {
  const colour = parseColour(brandColour);
  return colour && contrast(colour, WHITE) >= 4.5 ? brandColour : INK;
}

/** `dir="auto"`: a name in Arabic or Hebrew reads right to left in any mail client. */
function lineHtml(line: ContactLine, linkColour: string): string {
  const text = escapeHtml(line.text);
  const style = `margin:0;padding:0 0 2px 0;font-family:${FONT};`;
  if (line.field === "name")
    return `<tr><td dir="auto" style="${style}font-size:15px;font-weight:bold;color:${INK};">${text}</td></tr>`;
  if (line.field === "role" || line.link === null)
    return `<tr><td dir="auto" style="${style}font-size:13px;color:${MUTED};padding-bottom:6px;">${text}</td></tr>`;
  const link = `<a href="${escapeHtml(line.link)}" style="color:${linkColour};text-decoration:none;">${text}</a>`;
  return `<tr><td dir="auto" style="${style}font-size:13px;color:${INK};">${link}</td></tr>`;
}

/** The signature as HTML, its image at `imageSrc` (a file name beside it, or a public URL). */
export function signatureTable(
  art: LogoArt,
  lines: ContactLine[],
  imageSrc: string,
  image: { width: number; height: number },
): string {
  const alt = escapeHtml(art.brandName || "Logo");
  const rows = lines.map((line) => lineHtml(line, readableLinkColour(art.brandColour))).join("");
  return [
    `<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse;font-family:${FONT};color:${INK};">`,
    "<tr>",
    `<td valign="top" style="padding:0 16px 0 0;border-right:2px solid ${art.brandColour};">`,
    `<img src="${escapeHtml(imageSrc)}" width="${image.width}" height="${image.height}" alt="${alt}" style="display:block;border:0;outline:none;width:${image.width}px;height:${image.height}px;">`,
    "</td>",
    `<td valign="top" style="padding:0 0 0 16px;">`,
    `<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse;">${rows}</table>`,
    "</td>",
    "</tr>",
    "</table>",
  ].join("");
}

/** The downloadable file: a whole HTML document around the signature, for pasting or hosting. */
export function signatureDocument(art: LogoArt, body: string): string {
  const title = escapeHtml(`${art.brandName || "Logo"} e-mail signature`);
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}
