import type Replicate from "replicate";
import type { Prediction } from "replicate";

/**
 * How Markery runs a model on Replicate. Both Replicate adapters use it: logo-design draws
 * symbols with it and export-images runs the export models. It starts a prediction, polls it at a
 * steady interval, cancels it once the caller's deadline passes (nobody will wait for it, so we
 * stop paying for it), and downloads the output file at once, because Replicate deletes outputs
 * after an hour.
 *
 * Failures come back as ReplicateCallError with a reason; each adapter turns a reason into the
 * error its own callers know (a LogoDesignError kind, or a fallback to local processing).
 */

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A model by name (Replicate runs its latest version), or one version pinned by id. */
export type ReplicateModel = { model: `${string}/${string}` } | { version: string };

type ReplicateFailureReason =
  /** The deadline passed before the prediction settled (a started prediction is cancelled). */
  | "timed_out"
  /** Replicate refused to start a prediction for every attempt with 429. */
  | "rate_limited"
  /** Starting the prediction failed otherwise. */
  | "unreachable"
  /** Reading the prediction's progress was refused with 429. */
  | "poll_rate_limited"
  /** Reading the prediction's progress failed otherwise. */
  | "poll_failed"
  /** The prediction ended failed or canceled on the last attempt; `detail` says which. */
  | "prediction_failed"
  /** The prediction succeeded without a file URL in its output. */
  | "no_output"
  | "download_timed_out"
  | "download_failed"
  /** The file host answered an error status; `detail` holds it. */
  | "output_gone"
  /** The file is empty or larger than the caller accepts. */
  | "output_size";

export class ReplicateCallError extends Error {
  constructor(
    readonly reason: ReplicateFailureReason,
    message: string,
    /** The prediction's final status, or the file host's HTTP status. */
    readonly detail: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ReplicateCallError";
  }
}

/** The downloaded output, with the type the file host gave it. */
export interface ReplicateOutputFile {
  bytes: Buffer;
  contentType: string | null;
}

interface ReplicateClientOptions {
  /** The SDK client; its base URL decides where requests go (tests point it at a fake). */
  sdk: Replicate;
  /** Downloads the output files; the same fetch the SDK client was given. */
  fetch: FetchLike;
  pollIntervalMs: number;
}

interface RunModelRequest {
  model: ReplicateModel;
  input: Record<string, unknown>;
  /** The caller's deadline: once it aborts, nothing more is started and the prediction is cancelled. */
  signal: AbortSignal;
  /** Largest output file accepted. */
  maxBytes: number;
  /** Predictions started at most; a rate limit or a failed prediction starts the next. */
  maxAttempts?: number;
  /** Longest Retry-After worth waiting for before the next attempt; a longer one is not waited out. */
  maxRetryAfterMs?: number;
}

const DEFAULT_MAX_RETRY_AFTER_MS = 10_000;

export class ReplicateClient {
  constructor(private readonly options: ReplicateClientOptions) {}

  /** Runs the model to the end and returns its output file. */
  async runModel(request: RunModelRequest): Promise<ReplicateOutputFile> {
    const { signal } = request;
    const maxAttempts = Math.max(1, request.maxAttempts ?? 1);
    const maxRetryAfterMs = request.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
    for (let attempt = 1; ; attempt++) {
      const lastAttempt = attempt >= maxAttempts;
      let prediction: Prediction;
      try {
        prediction = await this.options.sdk.predictions.create({
          ...request.model,
          input: request.input,
          signal,
        });
      } catch (error) {
        if (signal.aborted || isAbort(error))
          throw new ReplicateCallError("timed_out", "the model timed out", null, { cause: error });
        const failure = httpFailure(error);
        if (failure?.status !== 429)
          throw new ReplicateCallError("unreachable", "the model could not be reached", null, {
            cause: error,
          });
        if (lastAttempt)
          throw new ReplicateCallError("rate_limited", "the model is rate limited", null, { cause: error });
        const wait = failure.retryAfterMs ?? this.options.pollIntervalMs;
        if (wait <= maxRetryAfterMs) await sleep(wait, signal);
        continue;
      }

      const settled = await this.waitForPrediction(prediction, signal);
      if (settled.status === "succeeded") {
        const url = firstOutputUrl(settled.output);
        if (!url) throw new ReplicateCallError("no_output", "the model returned no file");
        return this.download(url, signal, request.maxBytes);
      }
      if (lastAttempt) {
        throw new ReplicateCallError(
          "prediction_failed",
          `the prediction ${settled.status}`,
          settled.status,
          {
            cause: settled.error,
          },
        );
      }
    }
  }

  private async waitForPrediction(initial: Prediction, signal: AbortSignal): Promise<Prediction> {
    const { sdk, pollIntervalMs } = this.options;
    // A cancel that fails changes nothing for us: the prediction is given up either way.
    const cancel = (id: string) => sdk.predictions.cancel(id).catch(() => undefined);
    let prediction = initial;
    while (prediction.status === "starting" || prediction.status === "processing") {
      await sleep(pollIntervalMs, signal);
      if (signal.aborted) {
        await cancel(prediction.id);
        throw new ReplicateCallError("timed_out", "the model timed out");
      }
      try {
        prediction = await sdk.predictions.get(prediction.id, { signal });
      } catch (error) {
        if (signal.aborted || isAbort(error)) {
          await cancel(prediction.id);
          throw new ReplicateCallError("timed_out", "the model timed out", null, { cause: error });
        }
        if (httpFailure(error)?.status === 429)
          throw new ReplicateCallError("poll_rate_limited", "the model is rate limited", null, {
            cause: error,
          });
        throw new ReplicateCallError("poll_failed", "could not read the prediction", null, { cause: error });
      }
    }
    return prediction;
  }

  private async download(url: string, signal: AbortSignal, maxBytes: number): Promise<ReplicateOutputFile> {
    const failed = (error: unknown) =>
      signal.aborted || isAbort(error)
        ? new ReplicateCallError("download_timed_out", "downloading the result timed out", null, {
            cause: error,
          })
        : new ReplicateCallError("download_failed", "could not download the result", null, { cause: error });
    let response: Response;
    try {
      response = await this.options.fetch(url, { signal });
    } catch (error) {
      throw failed(error);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ReplicateCallError(
        "output_gone",
        `the result is gone (${response.status})`,
        String(response.status),
      );
    }
    const tooBig = () => new ReplicateCallError("output_size", "the result is empty or too large");
    // A declared size over the limit is refused before any of it is read.
    if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw tooBig();
    }
    let bytes: Buffer | null;
    try {
      bytes = await readAtMost(response, maxBytes);
    } catch (error) {
      throw failed(error);
    }
    if (!bytes || bytes.length === 0) throw tooBig();
    return { bytes, contentType: response.headers.get("content-type") };
  }
}

/** The body, or null as soon as it grows past `maxBytes` (a host may send no or a false length). */
async function readAtMost(response: Response, maxBytes: number): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
}

/** Waits `ms`, or less when the signal aborts first (it never rejects). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** An abort by our own signal or by `AbortSignal.timeout`. */
function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

/** Model outputs come as one URL or a list of them. */
function firstOutputUrl(output: unknown): string | null {
  const candidate = Array.isArray(output) ? output[0] : output;
  return typeof candidate === "string" && /^https?:\/\//.test(candidate) ? candidate : null;
}

interface HttpFailure {
  status: number;
  retryAfterMs: number | null;
}

/** The SDK throws ApiError with the HTTP response attached; read what we need from it. */
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
