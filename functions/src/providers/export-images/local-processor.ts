import { EXPORT_FILE } from "../../contract";
import { plannedImageTypes } from "../../domain/exports/export-rules";
import type {
  ExportImageProcessor,
  ExportSource,
  ImageResourceType,
  ProducedFile,
  ProduceOptions,
} from "../../domain/ports/export-image-processor";
import {
  decodeRgba,
  encodePlacedPng,
  encodePng,
  encodePngOver,
  type PlacedImage,
  type RawImage,
} from "../graphics/png";
import {
  HIGH_QUALITY_SIZE,
  NORMAL_QUALITY_SIZE,
  rasterHighQuality,
  rasterNormalQuality,
  rasterTransparentSquare,
  rasterTransparentTrimmed,
} from "../graphics/raster-renders";
import { solidBackdrop, svgCanvas } from "../graphics/svg-background";
import {
  renderSquareArtwork,
  renderSvg,
  renderTrimmedSvg,
  transparentMaster,
  transparentMasterForLightGrounds,
} from "../graphics/vector-renders";

/**
 * Makes every export file on this machine: exact resvg renders for vector masters, sharp and
 * our own background removal for raster logos. No network, deterministic output.
 *
 * The pipeline asks for one type at a time (often two at once) with the same source object, so
 * intermediate results that several files share (the transparent 4096 px render, the decoded
 * raster) are memoised per source and dropped with it.
 */

const { normalQualityPng, highQualityPng, transparentSquarePng, transparentTrimmedPng, vectorMaster } =
  EXPORT_FILE;

type TransparentType = typeof transparentSquarePng.id | typeof transparentTrimmedPng.id;

/**
 * When a vector master's files start in a run (two at a time): the free SVG and the quick 1024 px
 * file first, then the trimmed file, which needs no other file's render, beside the 4096 px
 * square that the high quality file and the transparent square then share. The two big renders
 * overlap instead of the trimmed one starting last. A raster logo's files start in the list's order.
 */
const VECTOR_START: Record<ImageResourceType, number> = {
  [vectorMaster.id]: 0,
  [normalQualityPng.id]: 1,
  [transparentTrimmedPng.id]: 2,
  [highQualityPng.id]: 3,
  [transparentSquarePng.id]: 4,
};

/** The size of the render that finds the artwork's edges for the trimmed file (see below). */
const TRIM_REFERENCE_SIZE = 2048;

type Memo = Map<string, Promise<unknown>>;

export class LocalExportImageProcessor implements ExportImageProcessor {
  readonly name: string = "local";
  private readonly memos = new WeakMap<ExportSource, Memo>();

  resourceTypes(source: ExportSource): ImageResourceType[] {
    const types = plannedImageTypes(source.kind);
    return source.kind === "vector" ? types.sort((a, b) => VECTOR_START[a] - VECTOR_START[b]) : types;
  }

  async produce(
    type: ImageResourceType,
    source: ExportSource,
    options: ProduceOptions,
  ): Promise<ProducedFile> {
    if (Date.now() >= options.deadline) throw new Error(`No time left to make ${type}`);
    return source.kind === "vector" ? this.produceVector(type, source) : this.produceRaster(type, source);
  }

  /** Runs `make` once per source and key; concurrent callers share the same promise. */
  private memo<T>(source: ExportSource, key: string, make: () => Promise<T>): Promise<T> {
    let memo = this.memos.get(source);
    if (!memo) {
      memo = new Map();
      this.memos.set(source, memo);
    }
    const existing = memo.get(key);
    if (existing) return existing as Promise<T>;
    const created = make();
    memo.set(key, created);
    // A failure must not stick: a retry of the same source should try again.
    created.catch(() => memo.delete(key));
    return created;
  }

  private async produceVector(
    type: ImageResourceType,
    source: Extract<ExportSource, { kind: "vector" }>,
  ): Promise<ProducedFile> {
    const { svg } = source;
    switch (type) {
      case vectorMaster.id: {
        const canvas = svgSize(svg);
        return {
          bytes: Buffer.from(svg, "utf8"),
          contentType: "image/svg+xml",
          extension: "svg",
          ...canvas,
        };
      }
      case normalQualityPng.id:
        return encodePng(await renderSvg(svg, NORMAL_QUALITY_SIZE));
      case highQualityPng.id: {
        // The transparent square is the same artwork at the same size: when its master is the
        // plain one, the high quality file is that render laid over the background colour, and a
        // second 4096 px render (a fifth of the run's CPU) is saved.
        const backdrop = solidBackdrop(svg);
        const clear = backdrop ? await this.transparentMaster(source) : null;
        if (backdrop && clear !== null && clear === transparentMaster(svg)) {
          return encodePngOver(await this.transparentSquare(source, clear), backdrop);
        }
        return encodePng(await renderSvg(svg, HIGH_QUALITY_SIZE));
      }
      case transparentSquarePng.id:
      case transparentTrimmedPng.id: {
        const clear = await this.transparentMaster(source);
        if (clear === null) return this.vectorViaPixels(type, source);
        if (type === transparentSquarePng.id) {
          return encodePlacedPng(await this.transparentSquare(source, clear));
        }
        // The artwork's edges come from a render with a quarter of the square's pixels, so the
        // trimmed file need not wait for the square: its edges are found to 2 px of 4096 instead
        // of 1, which moves the margin by a pixel or two at most.
        const reference = await renderSvg(clear, TRIM_REFERENCE_SIZE);
        return encodePlacedPng(await renderTrimmedSvg(clear, reference, HIGH_QUALITY_SIZE));
      }
    }
  }

  /** The master the transparent files are drawn from; null when only pixels can lose the background. */
  private transparentMaster(source: Extract<ExportSource, { kind: "vector" }>): Promise<string | null> {
    return this.memo(source, "transparent-master", () => transparentMasterForLightGrounds(source.svg));
  }

  /** That master's 4096 px square (its artwork's box drawn, the rest clear), shared by the files drawn from it. */
  private transparentSquare(source: ExportSource, clear: string): Promise<PlacedImage> {
    return this.memo(source, "transparent-4096", () => renderSquareArtwork(clear, HIGH_QUALITY_SIZE));
  }

  /**
   * A master whose background is not a plain rect (or that embeds a bitmap with its own
   * backdrop): its exact 1024 px render goes through the raster background removal.
   */
  private async vectorViaPixels(
    type: TransparentType,
    source: Extract<ExportSource, { kind: "vector" }>,
  ): Promise<ProducedFile> {
    const pixels = await this.memo(source, "render-1024", () => renderSvg(source.svg, NORMAL_QUALITY_SIZE));
    const made =
      type === transparentSquarePng.id
        ? await rasterTransparentSquare(pixels)
        : await rasterTransparentTrimmed(pixels);
    return encodePng(made, { keepAlpha: true });
  }

  private async produceRaster(
    type: ImageResourceType,
    source: Extract<ExportSource, { kind: "raster" }>,
  ): Promise<ProducedFile> {
    if (type === vectorMaster.id) throw new Error("A raster logo has no vector master");
    const pixels: RawImage = await this.memo(source, "decoded", () => decodeRgba(source.image));
    switch (type) {
      case normalQualityPng.id:
        return encodePng(await rasterNormalQuality(pixels));
      case highQualityPng.id:
        return encodePng(await rasterHighQuality(pixels));
      case transparentSquarePng.id:
        return encodePng(await rasterTransparentSquare(pixels), { keepAlpha: true });
      case transparentTrimmedPng.id:
        return encodePng(await rasterTransparentTrimmed(pixels), { keepAlpha: true });
    }
  }
}

/** An SVG's nominal size: its viewBox (1024 x 1024 for engine masters). */
function svgSize(svg: string): { width: number; height: number } {
  const canvas = svgCanvas(svg);
  const side = (value: number | undefined) => Math.max(1, Math.round(value ?? NORMAL_QUALITY_SIZE));
  return { width: side(canvas?.width), height: side(canvas?.height) };
}
