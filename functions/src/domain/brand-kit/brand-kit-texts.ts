/**
 * The words of the brand kit: the README in the zip, BRAND.md, the web manifest, the <link>
 * lines to paste, and the content of the one-page brand sheet. Pure functions of the plan and of
 * what the maker measured.
 */
import {
  EXCLUSIVITY_TEXT,
  type LogoHealth,
  type LogoScore,
  SCORE_FACET_LABEL,
  SCORE_FACETS,
  SCORE_TEXT,
} from "../../contract";
import type { BrandSheet, KitContent, LogoAnalysis } from "../ports/brand-kit-maker";
import { BANNER, COVERS, type KitEntry, type KitGroup } from "./brand-kit-plan";
import { iconPart, type KitShape, MASKABLE_ICON_SIZE } from "./kit-files";
import { minimumSizes } from "./logo-health";

const GROUP_TITLES: Record<KitGroup, string> = {
  brand: "Brand sheet",
  vector: "vector/  Vector logos (SVG and PDF): any size, for print, signs and websites",
  png: "png/  PNG logos with a transparent background",
  web: "web/  Website icons",
  social: "social/  Social media images and covers",
  mockups:
    "mockups/  Your logo in use: cards, a shop sign, a shirt, a cup, a bag, a phone, a profile, a letter",
  motion:
    "motion/  Your logo animated: Lottie for apps and websites, an animated SVG, video intros for posts, reels and stories, and a looping GIF and WebP for e-mails and chats",
  stationery:
    "stationery/  Business cards, letterheads and an e-mail signature (placeholder details: make yours on the export page). To use the signature, put its PNG on your website and change the image address in the HTML to it, or use 'Copy signature' on the export page.",
};

const GROUP_ORDER: readonly KitGroup[] = [
  "brand",
  "vector",
  "png",
  "web",
  "social",
  "mockups",
  "motion",
  "stationery",
];

/** What an upload's kit leaves out, said on the page and in the README alike. */
export function brandKitNotes(analysis: LogoAnalysis): string[] {
  const notes: string[] = [];
  if (analysis.source === "raster") {
    notes.push(
      "This logo was uploaded as a picture, so the kit is made from its pixels: PNG sizes, favicons, social images and a brand sheet. It has no vector (SVG or PDF) files, no separate symbol or wordmark and no animation, because those cannot be honestly made from pixels.",
    );
    notes.push("The fonts of an uploaded logo are not known, so the brand sheet lists its colors only.");
  } else {
    if (!analysis.hasSymbol)
      notes.push(
        "This logo is set in type only, so there is no separate symbol: the icons use the full logo.",
      );
    if (!analysis.hasWordmark)
      notes.push(
        "The name could not be told apart from the rest of this design, so there is no separate wordmark.",
      );
  }
  return notes;
}

function wrap(text: string, width = 78, indent = "    "): string {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && `${line} ${word}`.length > width - indent.length) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.map((each) => indent + each).join("\n");
}

function readme(brandName: string, plan: KitEntry[], analysis: LogoAnalysis, notes: string[]): string {
  const out: string[] = [
    `${brandName || "Your logo"}: brand kit`,
    "=".repeat(Math.max(10, `${brandName || "Your logo"}: brand kit`.length)),
    "",
    "Everything for a website, a shop sign, social profiles and a printer, made by Markery",
    analysis.source === "vector"
      ? "from your logo's vector master. Text in every file is outlined: no fonts are needed to open them."
      : "from your uploaded logo.",
    "",
  ];
  out.push(
    EXCLUSIVITY_TEXT.title,
    "-".repeat(EXCLUSIVITY_TEXT.title.length),
    wrap(EXCLUSIVITY_TEXT.body, 78, "  "),
    "",
  );
  if (notes.length > 0) {
    out.push("About this kit", "--------------");
    for (const note of notes) out.push(wrap(note, 78, "  "), "");
  }
  out.push("What each file is for", "---------------------", "");
  for (const group of GROUP_ORDER) {
    const entries = plan.filter((entry) => entry.group === group);
    if (entries.length === 0) continue;
    out.push(GROUP_TITLES[group], "");
    for (const entry of entries) {
      out.push(`  ${entry.path}`, wrap(entry.purpose), "");
    }
  }
  const vector = analysis.source === "vector";
  const covers = COVERS.map(
    (cover) => `${cover.name}: social/...-${cover.id}-${cover.width}x${cover.height}.png`,
  );
  out.push(
    "Which file where",
    "----------------",
    "",
    vector
      ? "  Website header, documents, letters: the -color-on-light files (SVG, or the PNGs)."
      : "  Website header, documents, letters: the 512 px PNG.",
    ...(vector
      ? ["  Dark website, dark slides and videos: the -color-on-dark files (SVG, or the PNGs)."]
      : []),
    "  Browser tab and phone home screen: the web/ folder (see web/head-links.html).",
    "  App Store and Google Play: web/app-store-icon-1024.png (opaque, as the stores require).",
    "  Social profile picture: social/...-profile-1080.png.",
    "  LinkedIn company page logo: social/...-linkedin-logo-300.png.",
    ...covers.map((line) => `  ${line}.`),
    `  LinkedIn page banner: social/...-banner-${BANNER.width}x${BANNER.height}.png.`,
    vector
      ? "  Printer, sign maker, embroidery, stickers: the PDF or SVG files in vector/."
      : "  Printer: the 2048 px PNG (ask for a vector redraw for large signs).",
    vector
      ? "  Photos, and one-color printing on dark: the reversed (white) version."
      : "  Dark backgrounds: set the logo on a panel of its background color, as in the social images.",
    "",
  );
  return `${out.join("\n")}\n`;
}

function brandMarkdown(brandName: string, sheet: BrandSheet, health: LogoHealth, notes: string[]): string {
  const out: string[] = [`# ${brandName || "Brand"}: brand sheet`, "", sheet.subtitle, ""];
  for (const note of notes) out.push(`> ${note}`, "");
  out.push(
    "## Colors",
    "",
    "| Color | HEX | RGB | CMYK (approximate) | Used for |",
    "| --- | --- | --- | --- | --- |",
  );
  for (const [index, colour] of sheet.colours.entries()) {
    out.push(`| ${index + 1} | ${colour.hex} | ${colour.rgb} | ${colour.cmyk} | ${colour.usage} |`);
  }
  out.push(
    "",
    "CMYK values are a plain conversion, not a press profile: ask your printer for a proof when color matters.",
    "",
  );
  out.push("## Fonts", "");
  if (sheet.fonts.length === 0) out.push("Not known for this logo.");
  for (const font of sheet.fonts) out.push(`- **${font.line}**: ${font.detail}`);
  out.push("", "## Clear space and minimum size", "", sheet.clearSpace, "");
  for (const line of sheet.minimumSize) out.push(`- ${line}`);
  out.push("", "## Do", "");
  for (const line of sheet.dos) out.push(`- ${line}`);
  out.push("", "## Don't", "");
  for (const line of sheet.donts) out.push(`- ${line}`);
  if (sheet.score.length > 0) {
    out.push("", "## Logo score", "", SCORE_TEXT.explained, "");
    for (const line of sheet.score) out.push(`- **${line.facet} ${line.score}/100**: ${line.sentence}`);
  }
  out.push("", "## Logo health check", "", health.criteria, "");
  for (const check of health.checks) {
    const mark = check.status === "pass" ? "Pass" : "Warning";
    out.push(`- **${mark}**: ${check.reason}${check.suggestion ? ` ${check.suggestion}` : ""}`);
  }
  out.push("", sheet.footer, "");
  return out.join("\n");
}

/** Home screens show about 12 characters: whole words that fit, else the first word. */
function shortName(name: string): string {
  if (name.length <= 15) return name;
  const words = name.split(/\s+/);
  let short = words[0] ?? name;
  for (const word of words.slice(1)) {
    if (`${short} ${word}`.length > 12) break;
    short = `${short} ${word}`;
  }
  return short.slice(0, 15);
}

function webManifest(brandName: string, analysis: LogoAnalysis): string {
  const manifest = {
    name: brandName || "My website",
    short_name: shortName(brandName || "Website"),
    icons: [
      // A maskable icon is cropped to a circle or squircle: it gets its own file with the art in
      // the safe zone; the plain icons are shown whole. "any maskable" would crop the plain ones.
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      {
        src: `/icon-maskable-${MASKABLE_ICON_SIZE}.png`,
        sizes: `${MASKABLE_ICON_SIZE}x${MASKABLE_ICON_SIZE}`,
        type: "image/png",
        purpose: "maskable",
      },
    ],
    theme_color: analysis.brandColour,
    background_color: analysis.background,
    display: "browser",
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function headLinks(analysis: LogoAnalysis): string {
  const lines = [
    "<!-- Copy the files of this web/ folder to the root of your website, then paste these lines into <head>. -->",
    '<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">',
  ];
  if (analysis.source === "vector") lines.push('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  lines.push(
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/site.webmanifest">',
    `<meta name="theme-color" content="${analysis.brandColour}">`,
  );
  return `${lines.join("\n")}\n`;
}

function scoreLines(score: LogoScore | null): BrandSheet["score"] {
  if (!score) return [];
  return SCORE_FACETS.map((facet) => ({
    facet: SCORE_FACET_LABEL[facet],
    score: score[facet].score,
    sentence: score[facet].sentence,
  }));
}

function brandSheet(
  brandName: string,
  analysis: LogoAnalysis,
  shape: KitShape,
  score: LogoScore | null,
): BrandSheet {
  const stem = shape.stem;
  const clearSpace =
    analysis.letterHeight !== null
      ? "Keep a clear space around the logo at least as wide as the height of the name's letters (X on this sheet): no text, edges or other pictures inside it."
      : "Keep a clear space around the logo of at least a tenth of its width: no text, edges or other pictures inside it.";
  const reversed = analysis.source === "vector";
  return {
    title: brandName || "Brand sheet",
    subtitle:
      analysis.source === "vector"
        ? "Brand sheet: colors, fonts and how to use the logo."
        : "Brand sheet: colors and how to use the logo (made from an uploaded picture).",
    colours: analysis.swatches.map((swatch) => ({
      hex: swatch.hex,
      rgb: `RGB ${swatch.rgb.join(" ")}`,
      cmyk: `CMYK ${swatch.cmyk.join(" ")}`,
      usage: swatch.usage.join(", "),
    })),
    fonts: analysis.fonts.map((font) => ({
      line: `${font.family} ${font.weight} (${font.role === "name" ? "name" : "tagline"})`,
      detail: `${font.license}, free for commercial use. Get it at ${font.url} (licence: ${font.licenseUrl}).`,
    })),
    clearSpace,
    minimumSize: minimumSizes(analysis, stem),
    dos: [
      "Use the files as they are, scaled evenly.",
      reversed
        ? "Use the reversed (white) version on dark colors and photos."
        : "Set the logo on a light, calm background.",
      `Use the ${iconPart(shape) === "symbol" ? "symbol" : "logo"} alone for small icons: favicon, profile pictures, app icons.`,
    ],
    donts: [
      "Don't stretch or squash it.",
      "Don't change its colors.",
      "Don't set it on a busy or similar-colored background.",
      "Don't add shadows, outlines or effects.",
    ],
    score: scoreLines(score),
    footer: "Made with Markery. The logo is yours to use; the fonts are free under their own licences.",
  };
}

export function brandKitContent(
  brandName: string,
  plan: KitEntry[],
  analysis: LogoAnalysis,
  shape: KitShape,
  health: LogoHealth,
  score: LogoScore | null = null,
): KitContent {
  const notes = brandKitNotes(analysis);
  const sheet = brandSheet(brandName, analysis, shape, score);
  return {
    texts: {
      readme: readme(brandName, plan, analysis, notes),
      "brand-md": brandMarkdown(brandName, sheet, health, notes),
      webmanifest: webManifest(brandName, analysis),
      "head-links": headLinks(analysis),
    },
    sheet,
  };
}
