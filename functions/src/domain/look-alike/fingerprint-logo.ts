import type { LogoStoragePaths } from "../firestore-documents";
import type { FileStore } from "../ports/file-store";
import {
  isBlankFingerprint,
  type LogoFingerprint,
  type LogoFingerprinter,
} from "../ports/logo-fingerprinter";

/** A blank drawing looks like nothing: it is never registered or searched for. */
function withoutBlanks(fingerprint: LogoFingerprint): LogoFingerprint | null {
  if (isBlankFingerprint(fingerprint.logo)) return null;
  const symbol = fingerprint.symbol && !isBlankFingerprint(fingerprint.symbol) ? fingerprint.symbol : null;
  return { logo: fingerprint.logo, symbol };
}

/** What a stored logo is drawn from: its vector master, or its pixels when it has none. */
export type LogoDrawing = { kind: "vector"; svg: string } | { kind: "raster"; image: Buffer };

/** The logo's vector master when it has one, else its PNG or uploaded original; null when none can be read. */
export async function readLogoDrawing(
  files: FileStore,
  paths: LogoStoragePaths,
): Promise<LogoDrawing | null> {
  if (paths.svg) {
    const svg = await files.read(paths.svg);
    if (svg) return { kind: "vector", svg: svg.toString("utf8") };
  }
  // Never the preview: its watermark is no part of the logo.
  for (const path of [paths.png, paths.original]) {
    if (!path || path.endsWith(".svg")) continue;
    const image = await files.read(path);
    if (image) return { kind: "raster", image };
  }
  return null;
}

/** A drawing's fingerprint; null when it has no ink at all. */
export async function fingerprintDrawing(
  fingerprinter: LogoFingerprinter,
  drawing: LogoDrawing,
): Promise<LogoFingerprint | null> {
  const fingerprint =
    drawing.kind === "vector"
      ? await fingerprinter.ofVector(drawing.svg)
      : await fingerprinter.ofRaster(drawing.image);
  return withoutBlanks(fingerprint);
}

/**
 * The fingerprint of a stored logo, from its vector master when it has one (the symbol is named
 * there) and from its pixels otherwise. Null when no file of it can be read (such a logo cannot
 * be exported either, and the export gives its credit back) or when it has no ink at all.
 */
export async function fingerprintStoredLogo(
  files: FileStore,
  fingerprinter: LogoFingerprinter,
  paths: LogoStoragePaths,
): Promise<LogoFingerprint | null> {
  const drawing = await readLogoDrawing(files, paths);
  return drawing ? fingerprintDrawing(fingerprinter, drawing) : null;
}

/** The fingerprint of a freshly drawn master, or null when it has no ink. */
export async function fingerprintDrawnLogo(
  fingerprinter: LogoFingerprinter,
  svg: string,
): Promise<LogoFingerprint | null> {
  return withoutBlanks(await fingerprinter.ofVector(svg));
}

/** The symbol's fingerprint of a freshly drawn master; null when it names none or it is blank. */
export async function fingerprintDrawnSymbol(
  fingerprinter: LogoFingerprinter,
  svg: string,
): Promise<number[] | null> {
  const symbol = await fingerprinter.symbolOfVector(svg);
  return symbol && !isBlankFingerprint(symbol) ? symbol : null;
}
