import type Replicate from "replicate";
import sharp from "sharp";
import { EXPORT_FILE } from "../../contract";
import type {
  ExportImageProcessor,
  ExportSource,
  ImageResourceType,
  ProducedFile,
  ProduceOptions,
} from "../../domain/ports/export-image-processor";
import { decodeRgba, encodePng, type RawImage } from "../graphics/png";
import { bleedColours } from "../graphics/raster-background";
import {
  HIGH_QUALITY_SIZE,
  TRIMMED_MIN_SIZE,
  trimWithMargin,
  upscaleMatte,
} from "../graphics/raster-renders";
import { ReplicateClient } from "../replicate/replicate-client";

/**
 * The spec's Replicate models for raster logos (notes/exports.md), pinned to versions, with the
 * local method as the fallback whenever Replicate fails, is too slow for the deadline, or returns
 * something that is not a sane PNG. Vector masters never go to Replicate: an exact render of the
 * paths beats any model. Normal Quality and the SVG are always local.
 *
 * Model output is downloaded at once (Replicate deletes it after an hour) and normalised to the
 * same shape the local files have: the transparent square at 4096 px, the trimmed one with an
 * even margin.
 */

const { highQualityPng, transparentSquarePng, transparentTrimmedPng } = EXPORT_FILE;

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

interface ModelCall {
  version: string;
  input: (image: string, longSide: number) => Record<string, unknown>;
}

/** Pinned model versions (notes/exports.md): a model update cannot change our files silently. */
export const EXPORT_MODELS = {
  [highQualityPng.id]: {
    version: "dfad41707589d68ecdccd1dfa600d55a208f9310748e44bfe35b4a6291453d5e",
    // Low creativity and high resemblance: a logo must not gain invented detail.
    input: (image, longSide) => ({
      image,
      prompt: "clean vector logo, flat colours, crisp edges",
      scale_factor: Math.min(4, Math.max(1, Math.round((HIGH_QUALITY_SIZE / longSide) * 100) / 100)),
      creativity: 0.1,
      resemblance: 1.5,
      num_inference_steps: 18,
      output_format: "png",
    }),
  },
  [transparentSquarePng.id]: {
    version: "f74986db0355b58403ed20963af156525e2891ea3c2d499bfbfb2a28cd87c5d7",
    input: (image) => ({ image }),
  },
  [transparentTrimmedPng.id]: {
    version: "4067ee2a58f6c161d434a9c077cfa012820b8e076efa2772aa171e26557da919",
    input: (image) => ({ image }),
  },
} satisfies Partial<Record<ImageResourceType, ModelCall>>;

type ModelType = keyof typeof EXPORT_MODELS;

function isModelType(type: ImageResourceType): type is ModelType {
  return type in EXPORT_MODELS;
}

interface ReplicateExportOptions {
  client: Replicate;
  /** Downloads the output files; the same fetch the client was given. */
  fetch: FetchLike;
  /** Makes every file the models do not, and every file when they fail. */
  local: ExportImageProcessor;
  /** Longest one model call may take (queue, run and download). */
  timeoutMs: number;
  pollIntervalMs: number;
  /** Time kept back from the deadline for the local fallback. */
  fallbackReserveMs?: number;
  log?: (message: string) => void;
}

/** Why a model's file was not used; the fallback runs for every one of them. */
class ModelOutputError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ModelOutputError";
  }
}

const MAX_OUTPUT_BYTES = 80 * 1024 * 1024;
const MIN_OUTPUT_SIDE = 256;
const MAX_OUTPUT_SIDE = 8192;
const DEFAULT_FALLBACK_RESERVE_MS = 15_000;

export class ReplicateExportImageProcessor implements ExportImageProcessor {
  readonly name = "replicate";

  private readonly replicate: ReplicateClient;

  constructor(private readonly options: ReplicateExportOptions) {
    this.replicate = new ReplicateClient({
      sdk: options.client,
      fetch: options.fetch,
      pollIntervalMs: options.pollIntervalMs,
    });
  }

  resourceTypes(source: ExportSource): ImageResourceType[] {
    return this.options.local.resourceTypes(source);
  }

  async produce(
    type: ImageResourceType,
    source: ExportSource,
    options: ProduceOptions,
  ): Promise<ProducedFile> {
    if (source.kind !== "raster" || !isModelType(type))
      return this.options.local.produce(type, source, options);
    const reserve = this.options.fallbackReserveMs ?? DEFAULT_FALLBACK_RESERVE_MS;
    const budget = Math.min(this.options.timeoutMs, options.deadline - Date.now() - reserve);
    if (budget > 0) {
      try {
        return await this.viaModel(type, source.image, AbortSignal.timeout(budget));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.options.log?.(`Replicate could not make ${type} (${reason}); using the local method`);
      }
    } else {
      this.options.log?.(`No time left for Replicate to make ${type}; using the local method`);
    }
    return this.options.local.produce(type, source, options);
  }

  private async viaModel(type: ModelType, image: Buffer, signal: AbortSignal): Promise<ProducedFile> {
    const input = await sharp(image).rotate().png().toBuffer({ resolveWithObject: true });
    const dataUri = `data:image/png;base64,${input.data.toString("base64")}`;
    const model: ModelCall = EXPORT_MODELS[type];
    // Its failures (timeout, failed prediction, missing or oversized file) all mean the fallback.
    const { bytes } = await this.replicate.runModel({
      model: { version: model.version },
      input: model.input(dataUri, Math.max(input.info.width, input.info.height)),
      signal,
      maxBytes: MAX_OUTPUT_BYTES,
    });
    const transparent = type !== highQualityPng.id;
    const pixels = await validatePng(bytes, transparent);
    return encodePng(await normalise(type, pixels), { keepAlpha: transparent });
  }
}

/** The result must decode as a PNG of a sane size; a transparent one must really have alpha. */
async function validatePng(bytes: Buffer, transparent: boolean): Promise<RawImage> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch (error) {
    throw new ModelOutputError("the result is not an image", { cause: error });
  }
  if (format !== "png") throw new ModelOutputError(`the result is ${format ?? "unknown"}, not PNG`);
  let pixels: RawImage;
  try {
    pixels = await decodeRgba(bytes);
  } catch (error) {
    throw new ModelOutputError("the result PNG does not decode", { cause: error });
  }
  const { width, height, data } = pixels;
  if (Math.min(width, height) < MIN_OUTPUT_SIDE || Math.max(width, height) > MAX_OUTPUT_SIDE) {
    throw new ModelOutputError(`the result is ${width}x${height}`);
  }
  if (transparent) {
    let clear = 0;
    let solid = 0;
    for (let i = 3; i < data.length; i += 4) {
      if (data[i] === 0) clear++;
      else if (data[i] === 255) solid++;
    }
    // A background remover that removed nothing (or everything) did not do its job.
    if (clear === 0 || solid === 0) throw new ModelOutputError("the result has no usable alpha");
  }
  return pixels;
}

/** Models leave any colour (often black) under alpha 0; enlarging must not mix it into edges. */
function bled(pixels: RawImage): RawImage {
  const data = Buffer.from(pixels.data);
  bleedColours(data, pixels.width, pixels.height);
  return { ...pixels, data };
}

/** Brings a model's output to the shape of the local file of the same type. */
async function normalise(type: ModelType, pixels: RawImage): Promise<RawImage> {
  const fit = (image: RawImage, longSide: number) => {
    const scale = longSide / Math.max(image.width, image.height);
    return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
  };
  switch (type) {
    case highQualityPng.id: {
      const size = fit(pixels, HIGH_QUALITY_SIZE);
      if (size.width === pixels.width && size.height === pixels.height) return pixels;
      const data = await sharp(pixels.data, {
        raw: { width: pixels.width, height: pixels.height, channels: 4 },
      })
        .resize(size.width, size.height, { kernel: "lanczos3", fit: "fill" })
        .raw()
        .toBuffer();
      return { data, ...size, channels: 4 };
    }
    case transparentSquarePng.id: {
      const size = fit(pixels, HIGH_QUALITY_SIZE);
      return upscaleMatte(bled(pixels), size.width, size.height);
    }
    case transparentTrimmedPng.id: {
      const trimmed = trimWithMargin(bled(pixels));
      const longSide = Math.min(
        HIGH_QUALITY_SIZE,
        Math.max(TRIMMED_MIN_SIZE, Math.max(trimmed.width, trimmed.height) * 4),
      );
      const size = fit(trimmed, longSide);
      return upscaleMatte(trimmed, size.width, size.height);
    }
  }
}
