/**
 * Checks every file of a brand kit zip against the plan: it exists,
 * decodes, has the stated size, is transparent where stated (and opaque where it must be), the
 * ICO holds its three sizes, the PDFs open and the brand sheet has the colours as text, the SVGs
 * hold no <text> and refer to nothing outside themselves. Returns every problem found, so a
 * failing test lists them all.
 */
import { Resvg } from "@resvg/resvg-js";
import { unzipSync } from "fflate";
import sharp from "sharp";
import type { BrandKit } from "../../../contract";
import type { KitEntry } from "../../../domain/brand-kit/brand-kit-plan";
import { MASKABLE_SAFE_SHARE } from "../../../domain/brand-kit/kit-files";
import { parseSvg, viewBoxOf, walk } from "../../graphics/svg-tree";
import { openPdf } from "../../graphics/testing/pdf-reader";
import { decodeIco } from "../ico";

interface KitFileFacts {
  width: number | null;
  height: number | null;
  bytes: number;
}

interface CheckedKit {
  problems: string[];
  /** The files by their path in the kit (without the top folder). */
  files: Map<string, Buffer>;
  /** The HEX colours the brand sheet lists. */
  colours: string[];
  /** The brand sheet's text. */
  sheetText: string;
}

async function checkPng(
  entry: KitEntry,
  bytes: Buffer,
  problems: string[],
  facts: Map<string, KitFileFacts>,
): Promise<void> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const metadata = await sharp(bytes).metadata();
  if (metadata.format !== "png") problems.push(`${entry.path} is ${metadata.format}, not PNG`);
  facts.set(entry.path, { width: info.width, height: info.height, bytes: bytes.length });
  if (entry.width !== null && (info.width !== entry.width || info.height !== entry.height))
    problems.push(`${entry.path} is ${info.width}x${info.height}, not ${entry.width}x${entry.height}`);
  if (entry.longSide !== null && Math.max(info.width, info.height) !== entry.longSide)
    problems.push(
      `${entry.path} is ${info.width}x${info.height}, not ${entry.longSide} px on its longer side`,
    );
  let transparent = 0;
  let opaque = 0;
  for (let i = 3; i < data.length; i += 4) {
    if (data[i] === 0) transparent++;
    else if (data[i] === 255) opaque++;
  }
  const pixels = info.width * info.height;
  if (entry.drawing.kind === "app-store-icon" && metadata.hasAlpha)
    problems.push(`${entry.path} has an alpha channel; the stores refuse transparency`);
  if (entry.drawing.kind === "cover") {
    // Everything outside the safe area is the plain ground: the logo is where every device shows it.
    const { safe } = entry.drawing;
    const left = Math.floor((info.width - safe.width) / 2);
    const top = Math.floor((info.height - safe.height) / 2);
    const ground = [data[0], data[1], data[2]];
    let outside = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (x >= left && x < left + safe.width && y >= top && y < top + safe.height) continue;
        const at = (y * info.width + x) * 4;
        if (
          Math.abs((data[at] ?? 0) - (ground[0] ?? 0)) +
            Math.abs((data[at + 1] ?? 0) - (ground[1] ?? 0)) +
            Math.abs((data[at + 2] ?? 0) - (ground[2] ?? 0)) >
          12
        )
          outside++;
      }
    }
    if (outside > 0)
      problems.push(
        `${entry.path} draws ${outside} pixels outside its ${safe.width}x${safe.height} safe area`,
      );
  }
  if (entry.drawing.kind === "maskable-icon") {
    // Any mask shape keeps the central circle of 80% of the side: outside it only the ground shows.
    const ground = [data[0], data[1], data[2]];
    const radius = (MASKABLE_SAFE_SHARE * info.width) / 2;
    let outside = 0;
    let inside = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const at = (y * info.width + x) * 4;
        const differs =
          Math.abs((data[at] ?? 0) - (ground[0] ?? 0)) +
            Math.abs((data[at + 1] ?? 0) - (ground[1] ?? 0)) +
            Math.abs((data[at + 2] ?? 0) - (ground[2] ?? 0)) >
          12;
        const within = Math.hypot(x + 0.5 - info.width / 2, y + 0.5 - info.height / 2) <= radius;
        if (differs && within) inside++;
        if (differs && !within) outside++;
      }
    }
    if (outside > 0) problems.push(`${entry.path} draws ${outside} pixels outside its 80% safe circle`);
    if (inside === 0) problems.push(`${entry.path} shows no icon in its safe circle`);
  }
  if (entry.transparent && transparent === 0) problems.push(`${entry.path} has no transparent pixel`);
  if (!entry.transparent && opaque !== pixels) problems.push(`${entry.path} should be opaque`);
  if (opaque === 0) problems.push(`${entry.path} shows nothing`);
}

function checkSvg(path: string, text: string, problems: string[]): void {
  try {
    const root = parseSvg(text);
    if (!viewBoxOf(root)) problems.push(`${path} has no viewBox`);
    for (const element of walk(root)) {
      if (element.name === "text" || element.name === "tspan")
        problems.push(`${path} holds <${element.name}>`);
      for (const [name, value] of element.attributes) {
        if (/(^|:)href$|^src$/.test(name) && !value.startsWith("#") && !value.startsWith("data:"))
          problems.push(`${path} refers to ${value}`);
        if (/url\(\s*(?!#)/.test(value)) problems.push(`${path} refers to ${value}`);
      }
    }
  } catch (error) {
    problems.push(`${path} does not parse: ${String(error)}`);
    return;
  }
  if (/<text[\s>]/.test(text)) problems.push(`${path} holds <text>`);
  const image = new Resvg(text, { fitTo: { mode: "width", value: 64 } }).render();
  let visible = false;
  for (let i = 3; i < image.pixels.length && !visible; i += 4) visible = (image.pixels[i] ?? 0) > 0;
  if (!visible) problems.push(`${path} draws nothing`);
}

async function checkIco(
  entry: KitEntry,
  bytes: Buffer,
  problems: string[],
  facts: Map<string, KitFileFacts>,
): Promise<void> {
  const images = decodeIco(bytes);
  const sizes = images.map((image) => image.width);
  if (entry.drawing.kind === "favicon-ico" && sizes.join() !== entry.drawing.sizes.join())
    problems.push(`${entry.path} holds ${sizes.join(", ")} px, not ${entry.drawing.sizes.join(", ")}`);
  for (const image of images) {
    const metadata = await sharp(image.data).metadata();
    if (metadata.width !== image.width || metadata.height !== image.height)
      problems.push(
        `${entry.path}: its ${image.width} px image decodes as ${metadata.width}x${metadata.height}`,
      );
    if (!metadata.hasAlpha) problems.push(`${entry.path}: its ${image.width} px image has no transparency`);
  }
  facts.set(entry.path, { width: Math.max(...sizes), height: Math.max(...sizes), bytes: bytes.length });
}

/**
 * favicon.svg carries both themes: full colour shown by default, and under the dark colour scheme
 * the full colour hidden and the reversed (white) drawing shown instead.
 */
function checkFaviconThemes(favicon: string, problems: string[]): void {
  const style = /<style>([\s\S]*?)<\/style>/.exec(favicon)?.[1] ?? "";
  const dark = /@media \(prefers-color-scheme: dark\)\s*\{([\s\S]*)\}\s*$/.exec(style)?.[1] ?? "";
  if (!dark) problems.push("favicon.svg has no prefers-color-scheme: dark rules");
  if (!/\.on-light\s*\{\s*display:\s*none/.test(dark) || !/\.on-dark\s*\{\s*display:\s*inline/.test(dark))
    problems.push("favicon.svg does not swap its drawings in dark mode");
  if (!/^\.on-dark\s*\{\s*display:\s*none/.test(style.trim()))
    problems.push("favicon.svg shows its dark-mode drawing in light mode");
  try {
    const root = parseSvg(favicon);
    const group = (name: string) =>
      [...walk(root)].find((element) =>
        element.attributes.some(([key, value]) => key === "class" && value === name),
      );
    const light = group("on-light");
    const reversed = group("on-dark");
    if (!light || !reversed) {
      problems.push("favicon.svg lacks its on-light or on-dark drawing");
      return;
    }
    // The reversed drawing is white ink only (inside a mask, black and white are no paint).
    const masks = [...walk(reversed)].filter((element) => element.name === "mask");
    const inMasks = new Set(masks.flatMap((mask) => [...walk(mask)]));
    const painted = [...walk(reversed)]
      .filter((element) => !inMasks.has(element))
      .flatMap((element) =>
        element.attributes
          .filter(
            ([key, value]) =>
              (key === "fill" || key === "stroke") && value !== "none" && !value.startsWith("url("),
          )
          .map(([, value]) => value.toUpperCase()),
      );
    if (painted.length === 0 || painted.some((value) => value !== "#FFFFFF"))
      problems.push(`favicon.svg's dark-mode drawing is not white: ${[...new Set(painted)].join(", ")}`);
  } catch (error) {
    problems.push(`favicon.svg does not parse: ${String(error)}`);
  }
}

/** `folder` is the kit's top folder in the zip, e.g. harbor-and-pine-brand-kit. */
/** Checks a file this module does not know (the motion files, read back by their own folder). */
type FileCheck = (entry: KitEntry, bytes: Buffer, problems: string[]) => Promise<void>;

export async function checkKit(
  zip: Buffer,
  folder: string,
  plan: KitEntry[],
  summary?: BrandKit,
  checkOther: FileCheck = async () => {},
): Promise<CheckedKit> {
  const problems: string[] = [];
  const files = new Map<string, Buffer>();
  for (const [name, bytes] of Object.entries(unzipSync(zip))) {
    if (!name.startsWith(`${folder}/`)) problems.push(`${name} is outside ${folder}/`);
    files.set(name.slice(folder.length + 1), Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  const planned = new Set(plan.map((entry) => entry.path));
  for (const name of files.keys()) if (!planned.has(name)) problems.push(`${name} is not in the plan`);

  const facts = new Map<string, KitFileFacts>();
  let colours: string[] = [];
  let sheetText = "";
  for (const entry of plan) {
    const bytes = files.get(entry.path);
    if (!bytes) {
      problems.push(`${entry.path} is missing`);
      continue;
    }
    if (bytes.length === 0) problems.push(`${entry.path} is empty`);
    facts.set(entry.path, { width: null, height: null, bytes: bytes.length });
    try {
      if (entry.contentType === "image/png") await checkPng(entry, bytes, problems, facts);
      else if (entry.contentType === "image/svg+xml") checkSvg(entry.path, bytes.toString("utf8"), problems);
      else if (entry.contentType === "image/x-icon") await checkIco(entry, bytes, problems, facts);
      else if (entry.contentType === "image/jpeg") {
        const metadata = await sharp(bytes).metadata();
        facts.set(entry.path, {
          width: metadata.width ?? null,
          height: metadata.height ?? null,
          bytes: bytes.length,
        });
        if (metadata.format !== "jpeg") problems.push(`${entry.path} is ${metadata.format}, not JPEG`);
        if (metadata.width !== entry.width || metadata.height !== entry.height)
          problems.push(
            `${entry.path} is ${metadata.width}x${metadata.height}, not ${entry.width}x${entry.height}`,
          );
      } else if (entry.contentType === "application/pdf") {
        const pdf = openPdf(bytes);
        // A business card is printed on both sides: front and back.
        const pages = entry.path.includes("-business-card-") ? 2 : 1;
        if (pdf.pages !== pages) problems.push(`${entry.path} has ${pdf.pages} pages, not ${pages}`);
        if (entry.drawing.kind === "brand-sheet") sheetText = pdf.text;
      }
      await checkOther(entry, bytes, problems);
    } catch (error) {
      problems.push(`${entry.path} does not decode: ${String(error)}`);
    }
  }

  const text = (path: string) => files.get(path)?.toString("utf8") ?? "";
  const readme = text("README.txt");
  for (const entry of plan)
    if (!readme.includes(entry.path)) problems.push(`README.txt does not explain ${entry.path}`);
  const brand = text("BRAND.md");
  colours = [...brand.matchAll(/^\| \d+ \| (#[0-9A-F]{6}) \|/gm)].map((match) => match[1] ?? "");
  if (colours.length === 0) problems.push("BRAND.md lists no colours");
  for (const hex of colours)
    if (!sheetText.includes(hex)) problems.push(`The brand sheet PDF does not show ${hex} as text`);
  for (const hex of colours) {
    const rgb = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(" ");
    if (!sheetText.includes(`RGB ${rgb}`)) problems.push(`The brand sheet PDF does not show RGB ${rgb}`);
  }
  if (!/CMYK \d+ \d+ \d+ \d+/.test(sheetText)) problems.push("The brand sheet PDF shows no CMYK values");

  if (files.has("web/site.webmanifest")) {
    try {
      const manifest = JSON.parse(text("web/site.webmanifest")) as {
        icons?: { src?: string; purpose?: string }[];
      };
      for (const icon of manifest.icons ?? []) {
        if (!files.has(`web${icon.src ?? ""}`))
          problems.push(`site.webmanifest names ${icon.src}, which the kit lacks`);
        if (icon.purpose?.split(/\s+/).length !== 1)
          problems.push(`site.webmanifest declares ${icon.src} as "${icon.purpose}": one purpose per icon`);
      }
      if (!(manifest.icons ?? []).some((icon) => icon.purpose === "maskable"))
        problems.push("site.webmanifest lists no maskable icon");
    } catch {
      problems.push("site.webmanifest is not JSON");
    }
  }
  if (files.has("web/favicon.svg")) checkFaviconThemes(text("web/favicon.svg"), problems);
  if (files.has("web/head-links.html")) {
    const links = text("web/head-links.html");
    for (const needed of ['href="/favicon.ico"', 'rel="apple-touch-icon"', 'rel="manifest"'])
      if (!links.includes(needed)) problems.push(`head-links.html lacks ${needed}`);
  }

  if (summary) {
    const listed = summary.files.map((file) => file.path);
    if (listed.join("\n") !== plan.map((entry) => entry.path).join("\n"))
      problems.push("The kit summary does not list the plan's files");
    for (const file of summary.files) {
      const fact = facts.get(file.path);
      if (!fact) continue;
      if (fact.bytes !== file.bytes)
        problems.push(`The summary says ${file.path} has ${file.bytes} bytes, not ${fact.bytes}`);
      if (fact.width !== null && (fact.width !== file.width || fact.height !== file.height))
        problems.push(
          `The summary says ${file.path} is ${file.width}x${file.height}, not ${fact.width}x${fact.height}`,
        );
    }
  }
  return { problems, files, colours, sheetText };
}
