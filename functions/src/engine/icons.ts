import { readFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { ByteLruCache } from "./byte-lru-cache";
import { FIELD_BYTES, OBJECT_BYTES, stringBytes } from "./memory-estimates";
import { packageFile } from "./package-files";
import { readPackedIcons } from "./packed-icons";

/**
 * Symbols from permissively licensed icon sets shipped on npm (none asks for attribution inside
 * the artwork; see LICENSES.md):
 * - Phosphor (MIT): filled, duotone and bold weights of one drawing, our main source.
 * - Tabler (MIT): outline and some filled icons, wide tag coverage.
 * - Lucide (ISC): outline icons with a few subjects the others lack (croissant, wheat...).
 * Brand logos are excluded: a small business must never get someone else's trademark.
 */

export type IconSetId = "phosphor" | "tabler" | "lucide";
export type IconStyle = "solid" | "duotone" | "line";

export interface IconEntry {
  /** `set:name`, e.g. `phosphor:bread`. */
  id: string;
  set: IconSetId;
  name: string;
  tags: readonly string[];
  /** Styles this icon can be drawn in natively. */
  styles: readonly IconStyle[];
}

/** Lucide has no category file; these are its trademark icons. */
const LUCIDE_BRANDS = new Set([
  "chrome",
  "codepen",
  "codesandbox",
  "dribbble",
  "facebook",
  "figma",
  "framer",
  "github",
  "gitlab",
  "instagram",
  "linkedin",
  "pocket",
  "slack",
  "trello",
  "twitch",
  "twitter",
  "youtube",
  "rail-symbol",
]);

interface PhosphorCatalogEntry {
  name: string;
  categories: string[];
  tags: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function loadPhosphor(): IconEntry[] {
  // The UMD build is the CommonJS entry; its `icons` export is the tagged catalogue.
  const catalogue: unknown = require("@phosphor-icons/core");
  const icons = isRecord(catalogue) && Array.isArray(catalogue.icons) ? catalogue.icons : [];
  return icons
    .filter((raw): raw is PhosphorCatalogEntry => isRecord(raw) && typeof raw.name === "string")
    .filter((icon) => !stringArray(icon.categories).includes("brands"))
    .map((icon) => ({
      id: `phosphor:${icon.name}`,
      set: "phosphor",
      name: icon.name,
      tags: stringArray(icon.tags).filter((t) => !t.startsWith("*")),
      styles: ["solid", "duotone", "line"],
    }));
}

function loadTabler(): IconEntry[] {
  const raw: unknown = JSON.parse(readFileSync(packageFile("@tabler/icons", "icons.json"), "utf8"));
  if (!isRecord(raw)) return [];
  return Object.values(raw)
    .filter(isRecord)
    .filter((icon) => typeof icon.name === "string" && !String(icon.name).startsWith("brand-"))
    .map((icon) => {
      const name = String(icon.name);
      const styles = isRecord(icon.styles) ? icon.styles : {};
      const available: IconStyle[] = ["line"];
      if ("filled" in styles) available.push("solid");
      return {
        id: `tabler:${name}`,
        set: "tabler" as const,
        name,
        tags: [
          ...stringArray(icon.tags),
          ...(typeof icon.category === "string" ? [icon.category.toLowerCase()] : []),
        ],
        styles: available,
      };
    });
}

function loadLucide(): IconEntry[] {
  const raw: unknown = JSON.parse(readFileSync(packageFile("lucide-static", "tags.json"), "utf8"));
  if (!isRecord(raw)) return [];
  return Object.entries(raw)
    .filter(([name]) => !LUCIDE_BRANDS.has(name))
    .map(([name, tags]) => ({
      id: `lucide:${name}`,
      set: "lucide" as const,
      name,
      tags: stringArray(tags),
      styles: ["line"] as IconStyle[],
    }));
}

/** Trademarked marks some sets file outside their brand categories. */
const TRADEMARK_NAMES = /(^|-)(bluetooth|paypal|visa|mastercard|android|apple-logo|windows-logo)(-|$)/;

let index: Map<string, IconEntry> | undefined;

/** Every icon the engine may use, read from the three packages' catalogues. */
export function iconEntriesFromPackages(): IconEntry[] {
  return [...loadPhosphor(), ...loadTabler(), ...loadLucide()].filter(
    (entry) => !TRADEMARK_NAMES.test(entry.name),
  );
}

export function iconIndex(): Map<string, IconEntry> {
  if (!index) {
    // Built functions carry the catalogue packed (icon-pack.ts): reading it is a fraction of
    // parsing the packages' own catalogues, which a fresh instance's first generation waited for.
    const entries = readPackedIcons()?.entries ?? iconEntriesFromPackages();
    index = new Map(entries.map((entry) => [entry.id, entry]));
  }
  return index;
}

export function getIcon(id: string): IconEntry | undefined {
  return iconIndex().get(id);
}

/** Variants such as `-off`, `-x` or arrows are never what a logo needs. */
const UNSUITABLE =
  /(^|-)(off|slash|x|minus|plus|check|dashed|question|alert|warning|arrow|search|broken|crack)(-|$)/;

export function isUnsuitableIconName(name: string): boolean {
  return UNSUITABLE.test(name);
}

export interface IconArt {
  id: string;
  /** Side of the square viewBox the markup is drawn in. */
  viewBox: number;
  /** Stroke-drawn icons need stroke attributes from the caller. */
  stroked: boolean;
  /** Inner SVG markup. Fills use `currentColor`; duotone backgrounds use the `SECONDARY` token. */
  markup: string;
  /** Ink bounds inside the viewBox, for optical sizing and centring. */
  bounds: { x: number; y: number; width: number; height: number };
  /** Stroke width in viewBox units the icon was designed with (0 for filled art). */
  strokeWidth: number;
}

export const SECONDARY_TOKEN = "SECONDARY";

function innerMarkup(svg: string): string {
  return svg
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function assetPath(entry: IconEntry, style: IconStyle): { file: string; stroked: boolean; viewBox: number } {
  switch (entry.set) {
    case "phosphor": {
      const weight = style === "solid" ? "fill" : style === "duotone" ? "duotone" : "bold";
      return {
        file: packageFile("@phosphor-icons/core", "assets", weight, `${entry.name}-${weight}.svg`),
        stroked: false,
        viewBox: 256,
      };
    }
    case "tabler": {
      const filled = style === "solid" && entry.styles.includes("solid");
      return {
        file: packageFile("@tabler/icons", "icons", filled ? "filled" : "outline", `${entry.name}.svg`),
        stroked: !filled,
        viewBox: 24,
      };
    }
    case "lucide":
      return { file: packageFile("lucide-static", "icons", `${entry.name}.svg`), stroked: true, viewBox: 24 };
  }
}

/** An icon's markup and id, its key, and the record and bounds around them. */
function iconArtBytes(art: IconArt, key: string): number {
  return (
    stringBytes(art.markup) + stringBytes(art.id) + stringBytes(key) + 2 * OBJECT_BYTES + 10 * FIELD_BYTES
  );
}

/**
 * Icons drawn so far, by bytes: each costs a file read and a resvg measure, and the editor's
 * search shows dozens at a time. Which icons are asked for is up to whoever calls, and the three
 * sets hold over 8,000 icons in up to three styles (24,000 drawings of 1-3 KB); 8 MB keeps a few
 * thousand, every search a session makes, without a worker holding the whole catalogue.
 */
const ART_CACHE_BUDGET_BYTES = 8 * 1024 * 1024;
const artCache = new ByteLruCache<string, IconArt>(ART_CACHE_BUDGET_BYTES, iconArtBytes);

/** Loads an icon drawn in `style`, or the nearest style its set offers. */
export function loadIconArt(id: string, style: IconStyle): IconArt {
  const key = `${id}|${style}`;
  const cached = artCache.get(key);
  if (cached) return cached;
  const entry = getIcon(id);
  if (!entry) throw new Error(`Unknown icon ${id}`);
  const { file, stroked, viewBox } = assetPath(entry, style);
  let markup = innerMarkup(readFileSync(file, "utf8"));
  if (entry.set === "phosphor" && style === "duotone") {
    markup = markup.replace(/opacity="0\.2"/g, `fill="${SECONDARY_TOKEN}"`);
  }
  const strokeWidth = stroked ? 2 : 0;
  const probe = stroked
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBox} ${viewBox}" width="${viewBox}" height="${viewBox}"><g fill="none" stroke="#000" stroke-width="${strokeWidth}">${markup}</g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBox} ${viewBox}" width="${viewBox}" height="${viewBox}"><g fill="#000">${markup.replaceAll(SECONDARY_TOKEN, "#000")}</g></svg>`;
  // The probe has no text, so resvg need not scan the system's fonts (tens of ms a call).
  const box = new Resvg(probe, { font: { loadSystemFonts: false } }).getBBox();
  // getBBox measures geometry without stroke, so widen stroked icons by half the stroke.
  const pad = strokeWidth / 2;
  const bounds = box
    ? { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad }
    : { x: 0, y: 0, width: viewBox, height: viewBox };
  const art: IconArt = { id, viewBox, stroked, markup, bounds, strokeWidth };
  artCache.set(key, art);
  return art;
}
