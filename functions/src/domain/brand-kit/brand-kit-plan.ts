/**
 * What the brand kit holds, as a list of files with the names, sizes and purposes a
 * shop owner reads in the README: the rules of the kit, with no drawing in them. The provider
 * (providers/brand-kit) makes each entry; the tests check every file against its entry.
 *
 * Engine logos (a vector master) get everything. Uploads and drawn logos without a master get
 * what can honestly be made from their pixels: PNG sizes, favicons and social images from the
 * transparent raster, and the brand sheet; no vector files and no symbol/wordmark split.
 */

export type KitPart = "logo" | "symbol" | "wordmark";
export type KitVersion = "colour" | "black" | "reversed";
export type KitGroup = "vector" | "png" | "web" | "social" | "brand";

export type KitDrawing =
  | { kind: "vector"; part: KitPart; version: KitVersion; format: "svg" | "pdf" }
  | { kind: "png"; part: "logo" | "symbol"; size: number }
  | { kind: "favicon-ico"; sizes: readonly number[] }
  | { kind: "favicon-svg" }
  /** Opaque square: the icon on the design's background, for home screens. */
  | { kind: "app-icon"; size: number }
  | { kind: "profile"; size: number }
  | { kind: "link-preview"; width: number; height: number }
  | { kind: "banner"; width: number; height: number }
  | { kind: "brand-sheet" }
  | { kind: "text"; name: "readme" | "brand-md" | "webmanifest" | "head-links" };

export interface KitEntry {
  /** Where the file sits in the zip, e.g. vector/harbor-and-pine-logo-reversed.svg. */
  path: string;
  group: KitGroup;
  purpose: string;
  drawing: KitDrawing;
  /** Pixel size the file must have (PNG, ICO's largest image), or null for vector and text. */
  width: number | null;
  height: number | null;
  /** For logo PNGs, whose shape follows the logo: the size of their longer side. */
  longSide: number | null;
  /** The file must have transparent pixels (a PNG drawn on nothing). */
  transparent: boolean;
  contentType: string;
}

export interface KitShape {
  stem: string;
  source: "vector" | "raster";
  /** Parts found in the vector master (both false for raster sources). */
  hasSymbol: boolean;
  hasWordmark: boolean;
}

export const PNG_SIZES = [256, 512, 1024, 2048] as const;
export const FAVICON_SIZES = [16, 32, 48] as const;
export const APPLE_TOUCH_SIZE = 180;
export const APP_ICON_SIZES = [192, 512] as const;
export const PROFILE_SIZES = [400, 1080] as const;
export const LINK_PREVIEW = { width: 1200, height: 630 } as const;
export const BANNER = { width: 1584, height: 396 } as const;

const VERSION_NAME: Record<KitVersion, string> = { colour: "color", black: "black", reversed: "reversed" };
const VERSION_PURPOSE: Record<KitVersion, string> = {
  colour: "in full color",
  black: "in one color, black: for one-color printing, stamps, engraving and fax-like copies",
  reversed: "in one color, white: for dark backgrounds, photos and dark shop signs",
};
const PART_NAME: Record<KitPart, string> = {
  logo: "The full logo",
  symbol: "The symbol alone",
  wordmark: "The name alone (wordmark)",
};

function contentTypeOf(path: string): string {
  if (path.endsWith(".svg")) return "image/svg+xml";
  if (path.endsWith(".pdf")) return "application/pdf";
  if (path.endsWith(".png")) return "image/png";
  if (path.endsWith(".ico")) return "image/x-icon";
  if (path.endsWith(".webmanifest")) return "application/manifest+json";
  if (path.endsWith(".html")) return "text/html; charset=utf-8";
  if (path.endsWith(".md")) return "text/markdown; charset=utf-8";
  return "text/plain; charset=utf-8";
}

function entry(
  path: string,
  group: KitGroup,
  purpose: string,
  drawing: KitDrawing,
  size: { width: number; height: number } | null = null,
  transparent = false,
): KitEntry {
  return {
    path,
    group,
    purpose,
    drawing,
    width: size?.width ?? null,
    height: size?.height ?? null,
    longSide: drawing.kind === "png" && drawing.part === "logo" ? drawing.size : null,
    transparent,
    contentType: contentTypeOf(path),
  };
}

/** The README names the icon file the favicon, profile pictures and app icons are drawn from. */
export function iconPart(shape: KitShape): "symbol" | "logo" {
  return shape.hasSymbol ? "symbol" : "logo";
}

export function vectorFileName(
  stem: string,
  part: KitPart,
  version: KitVersion,
  format: "svg" | "pdf",
): string {
  return `vector/${stem}-${part}-${VERSION_NAME[version]}.${format}`;
}

export function pngFileName(stem: string, part: "logo" | "symbol", size: number): string {
  return `png/${stem}-${part}-${size}.png`;
}

export function brandKitArchiveName(stem: string): string {
  return `${stem}-brand-kit.zip`;
}

/** Every file of the kit, in the order the README lists them. */
export function brandKitPlan(shape: KitShape): KitEntry[] {
  const { stem } = shape;
  const entries: KitEntry[] = [
    entry("README.txt", "brand", "What each file in this kit is for.", { kind: "text", name: "readme" }),
    entry(
      `${stem}-brand-sheet.pdf`,
      "brand",
      "One-page brand sheet: colors (HEX, RGB, CMYK), fonts, clear space, minimum size, do's and don'ts. Print it or send it to a designer, printer or sign maker.",
      { kind: "brand-sheet" },
    ),
    entry("BRAND.md", "brand", "The brand sheet as text, to paste into a website brief or an e-mail.", {
      kind: "text",
      name: "brand-md",
    }),
  ];

  if (shape.source === "vector") {
    const parts: KitPart[] = ["logo"];
    if (shape.hasSymbol) parts.push("symbol");
    if (shape.hasWordmark) parts.push("wordmark");
    for (const part of parts) {
      for (const version of ["colour", "black", "reversed"] as const) {
        for (const format of ["svg", "pdf"] as const) {
          const use =
            format === "svg"
              ? "SVG: for websites, and for designers and sign makers (scales to any size, text outlined)."
              : "PDF: for printers (vector, scales to any size).";
          entries.push(
            entry(
              vectorFileName(stem, part, version, format),
              "vector",
              `${PART_NAME[part]} ${VERSION_PURPOSE[version]}. ${use}`,
              {
                kind: "vector",
                part,
                version,
                format,
              },
            ),
          );
        }
      }
    }
  }

  const pngParts: ("logo" | "symbol")[] = shape.hasSymbol ? ["logo", "symbol"] : ["logo"];
  for (const part of pngParts) {
    for (const size of PNG_SIZES) {
      const shapeWords = part === "logo" ? `${size} px on its longer side` : `${size} x ${size} px`;
      entries.push(
        entry(
          pngFileName(stem, part, size),
          "png",
          `${PART_NAME[part]}, ${shapeWords}, transparent background: for documents, slides, e-mail signatures and websites.`,
          { kind: "png", part, size },
          part === "symbol" ? { width: size, height: size } : null,
          true,
        ),
      );
    }
  }

  const icon = iconPart(shape) === "symbol" ? "the symbol" : "the logo";
  entries.push(
    entry(
      "web/favicon.ico",
      "web",
      `Browser tab icon with ${icon} at 16, 32 and 48 px: put it at the root of your website.`,
      { kind: "favicon-ico", sizes: FAVICON_SIZES },
      { width: 48, height: 48 },
      true,
    ),
  );
  if (shape.source === "vector") {
    entries.push(
      entry("web/favicon.svg", "web", `Sharp browser tab icon (${icon}, vector) for modern browsers.`, {
        kind: "favicon-svg",
      }),
    );
  }
  entries.push(
    entry(
      "web/apple-touch-icon.png",
      "web",
      `Home-screen icon for iPhone and iPad (${APPLE_TOUCH_SIZE} x ${APPLE_TOUCH_SIZE} px, ${icon} on your background color).`,
      { kind: "app-icon", size: APPLE_TOUCH_SIZE },
      { width: APPLE_TOUCH_SIZE, height: APPLE_TOUCH_SIZE },
    ),
  );
  for (const size of APP_ICON_SIZES) {
    entries.push(
      entry(
        `web/icon-${size}.png`,
        "web",
        `App icon for Android and installed web apps (${size} x ${size} px), listed in site.webmanifest.`,
        { kind: "app-icon", size },
        { width: size, height: size },
      ),
    );
  }
  entries.push(
    entry("web/site.webmanifest", "web", "Web app manifest naming your icons and colors.", {
      kind: "text",
      name: "webmanifest",
    }),
    entry(
      "web/head-links.html",
      "web",
      "The <link> lines to paste into the <head> of your website so browsers find these icons.",
      { kind: "text", name: "head-links" },
    ),
  );

  for (const size of PROFILE_SIZES) {
    entries.push(
      entry(
        `social/${stem}-profile-${size}.png`,
        "social",
        `Profile picture, ${size} x ${size} px: ${icon} centred on your brand color (Instagram, Facebook, LinkedIn, X, WhatsApp Business, Google Business Profile).`,
        { kind: "profile", size },
        { width: size, height: size },
      ),
    );
  }
  entries.push(
    entry(
      `social/${stem}-link-preview-${LINK_PREVIEW.width}x${LINK_PREVIEW.height}.png`,
      "social",
      "Link preview (Open Graph) image, 1200 x 630 px: shown when your website is shared in messages and on social media.",
      { kind: "link-preview", ...LINK_PREVIEW },
      LINK_PREVIEW,
    ),
    entry(
      `social/${stem}-banner-${BANNER.width}x${BANNER.height}.png`,
      "social",
      "Cover / banner image, 1584 x 396 px (LinkedIn's size; also fits Facebook and X covers when centred).",
      { kind: "banner", ...BANNER },
      BANNER,
    ),
  );
  return entries;
}
