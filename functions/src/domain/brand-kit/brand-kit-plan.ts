/**
 * What the brand kit holds, as a list of files with the names, sizes and purposes a
 * shop owner reads in the README: the rules of the kit, with no drawing in them. The provider
 * (providers/brand-kit) makes each entry; the tests check every file against its entry.
 *
 * Engine logos (a vector master) get everything. Uploads and drawn logos without a master get
 * what can honestly be made from their pixels: PNG sizes, favicons and social images from the
 * transparent raster, and the brand sheet; no vector files and no symbol/wordmark split.
 */

import { FULL_LONG_SIDE, MOCKUP_SCENES, type MockupSceneId, SCENE_ASPECT } from "../mockups/mockup-scenes";
import { type MotionFormat, motionPlan } from "../motion/motion-plan";
import { stationeryPlan } from "../stationery/stationery-plan";
import {
  FAVICON_SIZES,
  iconPart,
  type KitGround,
  type KitPart,
  type KitShape,
  type KitVersion,
  MASKABLE_ICON_SIZE,
  pngFileName,
  vectorFileName,
} from "./kit-files";

/** Full-size scenes, in the kit and nowhere else without a watermark. */
const MOCKUP_FULL_SIZE = {
  width: FULL_LONG_SIDE,
  height: (FULL_LONG_SIDE * SCENE_ASPECT.height) / SCENE_ASPECT.width,
} as const;

export type KitGroup = "vector" | "png" | "web" | "social" | "mockups" | "motion" | "stationery" | "brand";

export type KitDrawing =
  | { kind: "vector"; part: KitPart; version: KitVersion; format: "svg" | "pdf" }
  /** ground null: an upload's pixels as they are, which cannot be recoloured part by part. */
  | { kind: "png"; part: "logo" | "symbol"; size: number; ground: KitGround | null }
  | { kind: "favicon-ico"; sizes: readonly number[] }
  | { kind: "favicon-svg" }
  /** Opaque square: the icon on the design's background, for home screens. */
  | { kind: "app-icon"; size: number }
  /** Opaque square whose art stays inside the central 80% circle (Android's maskable icons). */
  | { kind: "maskable-icon"; size: number }
  /** Opaque square for the app stores (iOS refuses transparency). */
  | { kind: "app-store-icon"; size: number }
  /** A platform's cover: the logo kept inside the area every device shows. */
  | { kind: "cover"; width: number; height: number; safe: { width: number; height: number } }
  | { kind: "mockup"; scene: MockupSceneId }
  /** The logo animated (Lottie, animated SVG, videos, looping images), drawn from the vector master. */
  | { kind: "motion"; format: MotionFormat }
  /** A stationery file with placeholder details (the export page makes them with the owner's). */
  | { kind: "stationery"; path: string }
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

const PNG_SIZES = [256, 512, 1024, 2048] as const;
const APPLE_TOUCH_SIZE = 180;
const APP_ICON_SIZES = [192, 512] as const;
const PROFILE_SIZES = [400, 1080] as const;
const LINK_PREVIEW = { width: 1200, height: 630 } as const;
export const BANNER = { width: 1584, height: 396 } as const;
export const APP_STORE_ICON_SIZE = 1024;
const LINKEDIN_LOGO_SIZE = 300;

/**
 * Covers, each with the centred area that every device shows (its safe area): the logo is fitted
 * inside it and nothing but the brand colour lies outside, so no crop cuts it and nothing covers
 * it. The platforms change their layouts; these follow their own guidance with some room to spare.
 */
export const COVERS = [
  {
    id: "x-header",
    name: "X (Twitter) header",
    width: 1500,
    height: 500,
    // Phones crop the header's top and bottom to about its middle 1500 x 360, and the profile
    // picture covers the lower left, up to about 400 px in from the left edge: a centred area
    // 700 px wide stays clear of it.
    safe: { width: 700, height: 360 },
  },
  {
    id: "youtube-banner",
    name: "YouTube channel banner",
    width: 2560,
    height: 1440,
    // TVs show the whole banner; phones and computers only the middle 1546 x 423 (YouTube's own
    // safe area for text and logos).
    safe: { width: 1546, height: 423 },
  },
  {
    id: "facebook-cover",
    name: "Facebook page cover",
    width: 851,
    height: 315,
    // Computers show it at 820 x 312; phones at 640 x 360, which scales the picture up to the
    // phone's height and cuts its sides, leaving about its middle 560 px, where the page's name
    // and buttons sit below, not over it.
    safe: { width: 560, height: 300 },
  },
] as const;

const VERSION_PURPOSE: Record<KitVersion, string> = {
  "colour-on-light": "in full color for light backgrounds: white pages, letters, light websites",
  "colour-on-dark": "in full color for dark backgrounds: dark websites, dark packaging, night signs",
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
  if (path.endsWith(".jpg")) return "image/jpeg";
  if (path.endsWith(".ico")) return "image/x-icon";
  if (path.endsWith(".webmanifest")) return "application/manifest+json";
  if (path.endsWith(".html")) return "text/html; charset=utf-8";
  if (path.endsWith(".md")) return "text/markdown; charset=utf-8";
  if (path.endsWith(".json")) return "application/json";
  if (path.endsWith(".lottie")) return "application/zip";
  if (path.endsWith(".mp4")) return "video/mp4";
  if (path.endsWith(".gif")) return "image/gif";
  if (path.endsWith(".webp")) return "image/webp";
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

/** The full logo's PNG for dark grounds comes in the sizes screens use. */
const DARK_PNG_SIZES = [512, 1024] as const;

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
      for (const version of ["colour-on-light", "colour-on-dark", "black", "reversed"] as const) {
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

  // An upload's pixels cannot be recoloured part by part: its PNGs are the logo as it is.
  const pngGround: KitGround | null = shape.source === "vector" ? "light" : null;
  const pngParts: ("logo" | "symbol")[] = shape.hasSymbol ? ["logo", "symbol"] : ["logo"];
  for (const part of pngParts) {
    for (const size of PNG_SIZES) {
      const shapeWords = part === "logo" ? `${size} px on its longer side` : `${size} x ${size} px`;
      entries.push(
        entry(
          pngFileName(stem, part, size, pngGround),
          "png",
          `${PART_NAME[part]}, ${shapeWords}, transparent background${pngGround ? ", for light backgrounds" : ""}: for documents, slides, e-mail signatures and websites.`,
          { kind: "png", part, size, ground: pngGround },
          part === "symbol" ? { width: size, height: size } : null,
          true,
        ),
      );
    }
  }
  if (shape.source === "vector") {
    for (const size of DARK_PNG_SIZES) {
      entries.push(
        entry(
          pngFileName(stem, "logo", size, "dark"),
          "png",
          `${PART_NAME.logo}, ${size} px on its longer side, transparent background, for dark backgrounds: dark websites, slides and videos.`,
          { kind: "png", part: "logo", size, ground: "dark" },
          null,
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
    entry(
      `web/icon-maskable-${MASKABLE_ICON_SIZE}.png`,
      "web",
      `Maskable app icon for Android (${MASKABLE_ICON_SIZE} x ${MASKABLE_ICON_SIZE} px): ${icon} inside the central safe zone on your brand color, so any mask shape keeps it whole.`,
      { kind: "maskable-icon", size: MASKABLE_ICON_SIZE },
      { width: MASKABLE_ICON_SIZE, height: MASKABLE_ICON_SIZE },
    ),
    entry(
      `web/app-store-icon-${APP_STORE_ICON_SIZE}.png`,
      "web",
      `App Store and Google Play icon (${APP_STORE_ICON_SIZE} x ${APP_STORE_ICON_SIZE} px, fully opaque as iOS requires).`,
      { kind: "app-store-icon", size: APP_STORE_ICON_SIZE },
      { width: APP_STORE_ICON_SIZE, height: APP_STORE_ICON_SIZE },
    ),
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
      "LinkedIn page banner, 1584 x 396 px.",
      { kind: "banner", ...BANNER },
      BANNER,
    ),
    entry(
      `social/${stem}-linkedin-logo-${LINKEDIN_LOGO_SIZE}.png`,
      "social",
      `LinkedIn company page logo, ${LINKEDIN_LOGO_SIZE} x ${LINKEDIN_LOGO_SIZE} px: ${icon} on your brand color.`,
      { kind: "profile", size: LINKEDIN_LOGO_SIZE },
      { width: LINKEDIN_LOGO_SIZE, height: LINKEDIN_LOGO_SIZE },
    ),
  );
  for (const cover of COVERS) {
    entries.push(
      entry(
        `social/${stem}-${cover.id}-${cover.width}x${cover.height}.png`,
        "social",
        `${cover.name}, ${cover.width} x ${cover.height} px: the logo stays inside the ${cover.safe.width} x ${cover.safe.height} px centre that every device shows.`,
        { kind: "cover", width: cover.width, height: cover.height, safe: cover.safe },
        { width: cover.width, height: cover.height },
      ),
    );
  }
  for (const scene of MOCKUP_SCENES) {
    entries.push(
      entry(
        `mockups/${stem}-${scene.id}.jpg`,
        "mockups",
        `${scene.title}: your logo in use, ${MOCKUP_FULL_SIZE.width} x ${MOCKUP_FULL_SIZE.height} px, for your website, a pitch or a printer's proof.`,
        { kind: "mockup", scene: scene.id },
        MOCKUP_FULL_SIZE,
      ),
    );
  }
  // Parts to animate exist only in a vector master: an upload's pixels get no animation.
  if (shape.source === "vector") {
    for (const file of motionPlan(stem)) {
      entries.push(
        entry(file.path, "motion", file.purpose, { kind: "motion", format: file.format }, file.size),
      );
    }
  }
  for (const file of stationeryPlan(stem)) {
    entries.push(
      entry(
        file.path,
        "stationery",
        `${file.purpose} Made with placeholder details: fill in yours on the export page to get them with your name.`,
        { kind: "stationery", path: file.path },
      ),
    );
  }
  return entries;
}
