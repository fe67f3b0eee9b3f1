/**
 * The logo editor: a design is edited as a small spec of choices (texts, palette,
 * font, layout, symbol), never as SVG. The server re-renders the spec with the same design engine
 * that made the logo, so the preview, the saved files and a later re-edit all agree. Ids are
 * checked here for shape only; the API checks them against the engine's registries.
 */
import { z } from "zod";
import { DocumentId } from "./common";
import { BrandName, Logo, PromptsWithLogos } from "./logos";
import { userText } from "./user-text";

/** The engine's own bound on a direction's tagline. */
export const TAGLINE_MAX = 60;
/** WCAG 2.x AA: normal text, and graphics such as a symbol. */
export const WCAG_TEXT_CONTRAST = 4.5;
export const WCAG_GRAPHIC_CONTRAST = 3;
/** The browser waits this long after the last change before asking for a preview. */
export const DESIGN_PREVIEW_DEBOUNCE_MS = 180;
export const ICON_SEARCH_MAX_RESULTS = 24;

export const DESIGN_MESSAGE = {
  uploadNotCustomizable:
    "Uploaded logos cannot be customized: only designs made by Markery have an editable vector design.",
  noVectorDesign:
    "This logo cannot be customized: it was not drawn by Markery's design engine, so it has no editable vector design.",
  layoutNeedsSymbol:
    "This layout is built around a symbol. Choose an icon, the monogram or the mark, or a name-only layout.",
  unknownFont: "Choose one of the listed fonts.",
  unknownPalette: "Choose one of the listed palettes.",
  unknownLayout: "Choose one of the listed layouts.",
  unknownIcon: "That symbol is not in Markery's icon sets. Search for another one.",
  /** Fallbacks of the editor's calls (in the house style: 'Error <doing what>'). */
  loadFailed: "Error loading the logo design",
  previewFailed: "Error previewing the logo design",
  saveFailed: "Error saving the customized logo",
  searchFailed: "Error searching symbols",
  optionsFailed: "Error loading the design options",
  fontsFailed: "Error checking which fonts can set the name",
  /** Beside the font list when the chosen font cannot set the name as it now reads. */
  fontCannotSetName: "The chosen font cannot set this name: pick one of the fonts listed.",
  customizableFailed: "Error checking which logos can be customized",
} as const;

const Tagline = userText("line", { error: "Tagline must be text" }).max(
  TAGLINE_MAX,
  `Tagline must be at most ${TAGLINE_MAX} characters`,
);

/** #RRGGBB, stored upper-case so one colour has one spelling. */
const HexColor = z
  .string({ error: "Colours must be written as #RRGGBB" })
  .regex(/^#[0-9A-Fa-f]{6}$/, "Colours must be written as #RRGGBB, e.g. #1F3A5F")
  .transform((hex) => hex.toUpperCase());

function registryId(what: string) {
  return z
    .string({ error: `Choose a ${what}` })
    .min(1, `Choose a ${what}`)
    .max(60, `Unknown ${what}`)
    .regex(/^[a-z0-9-]+$/, `Unknown ${what}`);
}

/** `set:name`, e.g. `phosphor:bread`. */
const IconId = z
  .string({ error: "Choose a symbol" })
  .max(80, "Unknown symbol")
  .regex(/^[a-z]+:[a-z0-9-]+$/, "Unknown symbol");

const DesignPalette = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("curated"),
      id: registryId("palette"),
      background: z.enum(["light", "dark"], { error: "Choose a light or dark background" }),
    }),
    z.object({ kind: z.literal("custom"), background: HexColor, text: HexColor, brand: HexColor }),
  ],
  { error: "Choose a palette or custom colours" },
);

/** The symbol beside or above the name: an icon, the direction's monogram or mark, or none. */
export const DesignSymbol = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("none") }),
    z.object({ kind: z.literal("monogram") }),
    z.object({ kind: z.literal("mark") }),
    z.object({ kind: z.literal("icon"), icon: IconId }),
  ],
  { error: "Choose a symbol" },
);
export type DesignSymbol = z.infer<typeof DesignSymbol>;

/** Body of the preview and save calls; also what an edited logo keeps for its next edit. */
export const DesignEdits = z.object({
  brandName: BrandName,
  /** Empty: no tagline. Words on a logo come from the user. */
  tagline: Tagline,
  palette: DesignPalette,
  font: registryId("font"),
  layout: registryId("layout"),
  symbol: DesignSymbol,
});
export type DesignEdits = z.infer<typeof DesignEdits>;

const PaletteColors = z.object({
  background: z.string(),
  ink: z.string(),
  primary: z.string(),
  secondary: z.string(),
  accent: z.string(),
});

export const DesignPaletteOption = z.object({
  id: z.string(),
  label: z.string(),
  light: PaletteColors,
  dark: PaletteColors,
});
export type DesignPaletteOption = z.infer<typeof DesignPaletteOption>;

export const DesignFontOption = z.object({
  id: z.string(),
  label: z.string(),
  category: z.string(),
  /** The family's name outlined in the family itself, as an SVG data URL (no web fonts needed). */
  sample: z.string(),
});
export type DesignFontOption = z.infer<typeof DesignFontOption>;

export const DesignLayoutOption = z.object({
  id: z.string(),
  label: z.string(),
  needsSymbol: z.boolean(),
  showsTagline: z.boolean(),
});
export type DesignLayoutOption = z.infer<typeof DesignLayoutOption>;

/** GET /design/options: the engine's registries, the same for every logo. */
export const DesignOptionsResponse = z.object({
  success: z.literal(true),
  palettes: z.array(DesignPaletteOption),
  fonts: z.array(DesignFontOption),
  layouts: z.array(DesignLayoutOption),
});
export type DesignOptionsResponse = z.infer<typeof DesignOptionsResponse>;

/** GET /design/fonts?text=: which of the editor's fonts can set a name (every letter drawn). */
export const DesignFontsQuery = z.object({ text: BrandName });
export const DesignFontsResponse = z.object({
  success: z.literal(true),
  /** Font ids in the order of the options' list. */
  fonts: z.array(z.string()),
});
export type DesignFontsResponse = z.infer<typeof DesignFontsResponse>;

export const IconOption = z.object({
  id: z.string(),
  label: z.string(),
  set: z.string(),
  /** The icon alone as an SVG data URL, for the picker. */
  preview: z.string(),
});
export type IconOption = z.infer<typeof IconOption>;

/** GET /design/icons?q= */
export const IconSearchQuery = z.object({
  q: userText("line", { error: "Type a word to search symbols" })
    .min(1, "Type a word to search symbols")
    .max(40, "Search with at most 40 characters"),
});
export const IconSearchResponse = z.object({ success: z.literal(true), icons: z.array(IconOption) });
export type IconSearchResponse = z.infer<typeof IconSearchResponse>;

/** GET /logos/{id}/design: the edits that reproduce the logo, to start the editor from. */
export const LogoDesignResponse = z.object({
  success: z.literal(true),
  logoId: DocumentId,
  design: DesignEdits,
  /** The icon the design uses, when it uses one, so the picker can show it. */
  icon: IconOption.nullable(),
});
export type LogoDesignResponse = z.infer<typeof LogoDesignResponse>;

export const ContrastReport = z.object({
  role: z.enum(["name", "tagline", "initials"]),
  foreground: z.string(),
  background: z.string(),
  ratio: z.number(),
});
export type ContrastReport = z.infer<typeof ContrastReport>;

/** POST /logos/{id}/design/preview: the watermarked preview exactly as it would be saved. */
export const DesignPreviewResponse = z.object({
  success: z.literal(true),
  preview: z.string().startsWith("data:image/png;base64,"),
  /** Every text colour pair of the rendered design, lowest ratio first. */
  contrast: z.array(ContrastReport),
});
export type DesignPreviewResponse = z.infer<typeof DesignPreviewResponse>;

/** POST /logos/{id}/design: the new logo, in the same prompt group as the one edited. */
export const CustomizeLogoResponse = z.object({
  success: z.literal(true),
  logo: Logo,
  promptsWithLogos: PromptsWithLogos,
});
export type CustomizeLogoResponse = z.infer<typeof CustomizeLogoResponse>;

export const LogoCustomizability = z.object({
  customizable: z.boolean(),
  /** Why not, in words for the user; null when it can be customized. */
  reason: z.string().nullable(),
});
export type LogoCustomizability = z.infer<typeof LogoCustomizability>;

/** GET /projects/{id}/designs: which of a project's logos the editor can open. */
export const ProjectDesignsResponse = z.object({
  success: z.literal(true),
  logos: z.record(z.string(), LogoCustomizability),
});
export type ProjectDesignsResponse = z.infer<typeof ProjectDesignsResponse>;

export function isHexColor(value: string): boolean {
  return /^#[0-9A-Fa-f]{6}$/.test(value);
}
