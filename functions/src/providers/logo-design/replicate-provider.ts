import type Replicate from "replicate";
import type { Prediction } from "replicate";
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
import { firstOutputUrl, isAbort, sleep } from "../replicate/replicate-helpers";
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

/** The downloaded answer, with the type the file host gave it. */
interface SymbolFile {
  bytes: Buffer;
  contentType: string | null;
}

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

interface HttpFailure {
  status: number;
  retryAfterMs: number | null;
}

/** The client throws ApiError with the HTTP response attached; read what we need from it. */
function httpFailure(error: unknown): HttpFailure | null {
  if (typeof error !== "object" || error === null || !("response" in error)) return null;
  const response: unknown = error.response;
  if (!(response instanceof Response)) return null;
  const header = response.headers.get("retry-after");
  let retryAfterMs: number | null = null;
  if (header !== null) {
    const seconds = Number(header);
    retryAfterMs = Number.isFinite(seconds) ? seconds * 1000 : Math.max(0, Date.parse(header) - Date.now());
  }
  return { status: response.status, retryAfterMs: Number.isNaN(retryAfterMs) ? null : retryAfterMs };
}

export class ReplicateLogoDesignProvider implements LogoDesignProvider {
  readonly name = "replicate";

  constructor(private readonly options: ReplicateProviderOptions) {}

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

  /** Starts predictions (bounded), polls each until it settles or the deadline passes. */
  private async generateSymbol(input: SymbolInput, deadline: AbortSignal): Promise<SymbolFile> {
    const { client, model, maxAttempts, pollIntervalMs } = this.options;
    const maxRetryAfterMs = this.options.maxRetryAfterMs ?? 10_000;
    let lastFailure: LogoDesignError | undefined;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      let prediction: Prediction;
      try {
        prediction = await client.predictions.create({ model, input, signal: deadline });
      } catch (error) {
        if (deadline.aborted || isAbort(error))
          throw new LogoDesignError("timeout", "The image model timed out", error);
        const failure = httpFailure(error);
        if (failure?.status === 429) {
          lastFailure = new LogoDesignError(
            "rate_limited",
            "The image model is rate limited; try again shortly",
            error,
          );
          const wait = failure.retryAfterMs ?? pollIntervalMs;
          if (attempt < maxAttempts && wait <= maxRetryAfterMs) await sleep(wait, deadline);
          continue;
        }
        throw new LogoDesignError("failed", "The image model could not be reached", error);
      }

      const settled = await this.waitForPrediction(prediction, deadline);
      if (settled.status === "succeeded") {
        const url = firstOutputUrl(settled.output);
        if (!url) throw new LogoDesignError("invalid_output", "The image model returned no image");
        return this.download(url, deadline);
      }
      lastFailure = new LogoDesignError(
        "failed",
        `The image model's prediction ${settled.status}`,
        settled.error,
      );
    }
    throw lastFailure ?? new LogoDesignError("failed", "The image model produced no prediction");
  }

  private async waitForPrediction(initial: Prediction, deadline: AbortSignal): Promise<Prediction> {
    const { client, pollIntervalMs } = this.options;
    let prediction = initial;
    while (prediction.status === "starting" || prediction.status === "processing") {
      await sleep(pollIntervalMs, deadline);
      if (deadline.aborted) {
        // Stop paying for a prediction nobody will wait for; failure to cancel changes nothing.
        await client.predictions.cancel(prediction.id).catch(() => undefined);
        throw new LogoDesignError("timeout", "The image model timed out");
      }
      try {
        prediction = await client.predictions.get(prediction.id, { signal: deadline });
      } catch (error) {
        if (deadline.aborted || isAbort(error)) {
          await client.predictions.cancel(prediction.id).catch(() => undefined);
          throw new LogoDesignError("timeout", "The image model timed out", error);
        }
        const failure = httpFailure(error);
        if (failure?.status === 429)
          throw new LogoDesignError("rate_limited", "The image model is rate limited", error);
        throw new LogoDesignError("failed", "Could not read the prediction", error);
      }
    }
    return prediction;
  }

  private async download(url: string, deadline: AbortSignal): Promise<SymbolFile> {
    let response: Response;
    try {
      response = await this.options.fetch(url, { signal: deadline });
    } catch (error) {
      if (deadline.aborted || isAbort(error))
        throw new LogoDesignError("timeout", "Downloading the image timed out", error);
      throw new LogoDesignError("failed", "Could not download the generated image", error);
    }
    if (!response.ok)
      throw new LogoDesignError("invalid_output", `The generated image is gone (${response.status})`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) {
      throw new LogoDesignError("invalid_output", "The generated image is empty or too large");
    }
    return { bytes, contentType: response.headers.get("content-type") };
  }
}
