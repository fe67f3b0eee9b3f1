import type Replicate from "replicate";
import sharp from "sharp";
import {
  type DesignDirection,
  type DesignLogoInput,
  LogoDesignError,
  type LogoDesignProvider,
  type PlanDirectionsInput,
  type RenderedLogo,
} from "../../domain/ports/logo-designer";
import {
  type DirectionSpec,
  designLogoSvg,
  mixSeed,
  planDirections,
  renderPreviewPixels,
  specFromDirection,
  unsettableCharacters,
} from "../../engine";
import { ReplicateCallError, ReplicateClient, type ReplicateOutputFile } from "../replicate/replicate-client";
import { type SymbolMedium, writeSymbolPrompt } from "./replicate-prompt";
import { looksLikeSvg, readVectorSymbol, uniqueIdPrefix } from "./vector-symbol";

/**
 * Logos drawn with an image model on Replicate. Directions are planned by the built-in engine
 * (so prompts stay meaningful and 'Create Similar' keeps its family); the model draws only the
 * symbol and the engine sets the brand name beside it in a real font, outlined, so the wordmark
 * is always spelled exactly as typed.
 *
 * A vector model (Recraft's SVG models, the default) answers SVG: it is sanitised like an upload
 * and becomes vector artwork inside the logo's master (vector-symbol.ts). A raster model such as
 * flux answers pixels, embedded in the master as a PNG.
 *
 * Replicate deletes outputs after an hour, so the image is downloaded within the same call and
 * returned as bytes; storing every RenderedLogo in Storage at once is the caller's job (the
 * generation endpoint does it). Failures come back as LogoDesignError kinds so the caller can
 * refund credits: rate_limited, timeout, failed, invalid_output.
 */

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

interface ReplicateProviderOptions {
  client: Replicate;
  model: `${string}/${string}`;
  /** Used to download the output image; the same fetch the client was given. */
  fetch: FetchLike;
  timeoutMs: number;
  pollIntervalMs: number;
  /** Predictions started per logo at most (rate limits and failed predictions both count). */
  maxAttempts: number;
  /** Longest Retry-After we are willing to wait for inside one request. */
  maxRetryAfterMs?: number;
}

const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
const SYMBOL_SIZE = 640;
/** What a raster model may answer; anything else (an SVG sharp would draw itself) is refused. */
const RASTER_FORMATS: ReadonlySet<string> = new Set(["png", "jpeg", "webp"]);

type SymbolInput = Record<string, string | number | boolean>;

/** Recraft's SVG models answer real SVG; every other model is asked and read as a raster model. */
function symbolMediumOf(model: string): SymbolMedium {
  return /^recraft-ai\/recraft-[\w.-]*svg$/.test(model) ? "vector" : "raster";
}

/**
 * The input each model accepts: a model refuses inputs outside its schema. recraft-v3-svg takes
 * prompt, size, style (any, engraving, line_art, line_circuit, linocut) and aspect_ratio, and no
 * seed; Recraft's other SVG models name their styles differently, so they keep their defaults.
 */
function symbolInput(
  model: string,
  prompt: string,
  seed: number,
  iconStyle: DirectionSpec["iconStyle"],
): SymbolInput {
  if (symbolMediumOf(model) === "vector") {
    if (model !== "recraft-ai/recraft-v3-svg") return { prompt };
    return { prompt, size: "1024x1024", style: iconStyle === "line" ? "line_art" : "any" };
  }
  return {
    prompt,
    seed,
    // go_fast trades determinism for speed; we want the same seed to give the same symbol.
    go_fast: false,
    num_outputs: 1,
    aspect_ratio: "1:1",
    output_format: "png",
    megapixels: "1",
  };
}

/** A raster answer as the PNG data URI the engine embeds, on white like the logo's ground. */
async function rasterSymbolHref(image: Buffer): Promise<string> {
  const invalid = (error?: unknown) =>
    new LogoDesignError("invalid_output", "The image model returned something that is not an image", error);
  const metadata = await sharp(image)
    .metadata()
    .catch((error: unknown) => {
      throw invalid(error);
    });
  if (!RASTER_FORMATS.has(metadata.format ?? "")) throw invalid();
  const symbolPng = await sharp(image)
    .resize(SYMBOL_SIZE, SYMBOL_SIZE, { fit: "contain", background: "#FFFFFF" })
    .flatten({ background: "#FFFFFF" })
    .png()
    .toBuffer()
    .catch((error: unknown) => {
      throw invalid(error);
    });
  return `data:image/png;base64,${symbolPng.toString("base64")}`;
}

/** The error our callers know for each way a Replicate call fails, in this adapter's words. */
function designError(failure: ReplicateCallError): LogoDesignError {
  const { cause, detail } = failure;
  switch (failure.reason) {
    case "timed_out":
      return new LogoDesignError("timeout", "The image model timed out", cause);
    case "rate_limited":
      return new LogoDesignError("rate_limited", "The image model is rate limited; try again shortly", cause);
    case "poll_rate_limited":
      return new LogoDesignError("rate_limited", "The image model is rate limited", cause);
    case "unreachable":
      return new LogoDesignError("failed", "The image model could not be reached", cause);
    case "poll_failed":
      return new LogoDesignError("failed", "Could not read the prediction", cause);
    case "prediction_failed":
      return new LogoDesignError("failed", `The image model's prediction ${detail}`, cause);
    case "no_output":
      return new LogoDesignError("invalid_output", "The image model returned no image", cause);
    case "download_timed_out":
      return new LogoDesignError("timeout", "Downloading the image timed out", cause);
    case "download_failed":
      return new LogoDesignError("failed", "Could not download the generated image", cause);
    case "output_gone":
      return new LogoDesignError("invalid_output", `The generated image is gone (${detail})`, cause);
    case "output_size":
      return new LogoDesignError("invalid_output", "The generated image is empty or too large", cause);
  }
}

export class ReplicateLogoDesignProvider implements LogoDesignProvider {
  readonly name = "replicate";

  private readonly replicate: ReplicateClient;

  constructor(private readonly options: ReplicateProviderOptions) {
    this.replicate = new ReplicateClient({
      sdk: options.client,
      fetch: options.fetch,
      pollIntervalMs: options.pollIntervalMs,
    });
  }

  /** The name beside the model's symbol is set by the engine, with the engine's fonts. */
  async unsettableCharacters(text: string): Promise<string[]> {
    return unsettableCharacters(text);
  }

  async planDirections({ brief, count, existing, seed }: PlanDirectionsInput): Promise<DesignDirection[]> {
    return planDirections(brief, count, existing, seed);
  }

  async designLogo({ brief, direction, variant, seed, signal }: DesignLogoInput): Promise<RenderedLogo> {
    const { model } = this.options;
    const spec = specFromDirection(brief, direction, seed);
    const prompt = writeSymbolPrompt(spec, variant, symbolMediumOf(model));
    const input = symbolInput(model, prompt, mixSeed(seed, spec.seed, variant) % 2147483647, spec.iconStyle);
    // Our own per-logo budget, or the request's deadline when that comes first.
    const ownTimeout = AbortSignal.timeout(this.options.timeoutMs);
    const deadline = signal ? AbortSignal.any([ownTimeout, signal]) : ownTimeout;
    const file = await this.generateSymbol(input, deadline);
    // Read by what came back, not by what was asked: an operator may point REPLICATE_MODEL anywhere.
    const symbol = looksLikeSvg(file.bytes, file.contentType)
      ? { symbolVector: readVectorSymbol(file.bytes, uniqueIdPrefix()) }
      : { symbolImage: await rasterSymbolHref(file.bytes) };
    const { svg } = designLogoSvg(brief, spec, variant, seed, symbol);
    try {
      return { svg, png: null, preview: await renderPreviewPixels(svg) };
    } catch (error) {
      throw new LogoDesignError("invalid_output", "The logo could not be rendered", error);
    }
  }

  /** Predictions are bounded by maxAttempts; a rate limit or a failed prediction starts the next. */
  private async generateSymbol(input: SymbolInput, deadline: AbortSignal): Promise<ReplicateOutputFile> {
    const { model, maxAttempts, maxRetryAfterMs } = this.options;
    try {
      return await this.replicate.runModel({
        model: { model },
        input,
        signal: deadline,
        maxBytes: MAX_IMAGE_BYTES,
        maxAttempts,
        ...(maxRetryAfterMs === undefined ? {} : { maxRetryAfterMs }),
      });
    } catch (error) {
      throw error instanceof ReplicateCallError ? designError(error) : error;
    }
  }
}
