/**
 * Running the ffmpeg binary that ships inside the @ffmpeg-installer/linux-x64 npm package (ffmpeg
 * 4.1 with libx264 and libwebp): nothing is downloaded at install or at run time, so it works in
 * the deployed function and offline alike. Frames go to its stdin as raw pixels, files come back
 * through a private temporary folder (an MP4 that starts playing before it has fully loaded needs
 * a seekable output, which a pipe is not).
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import { packageFile } from "../../../engine/package-files";

/** How many lines of ffmpeg's own report a failure carries: enough for its reason, not its banner. */
const STDERR_TAIL_LINES = 8;
/** Kept of stderr: the stream descriptions and the final report are all we read. */
const STDERR_KEEP_CHARS = 64 * 1024;
const DEFAULT_TIMEOUT_MS = 120_000;

function ffmpegPath(): string {
  return packageFile("@ffmpeg-installer/linux-x64", "ffmpeg");
}

interface FfmpegRun {
  stdout: Buffer;
  stderr: string;
}

interface FfmpegOptions {
  /**
   * Written to ffmpeg's stdin, one chunk at a time as it takes them, each after the one before has
   * gone to the pipe; stdin is closed after.
   */
  input?: Iterable<Buffer> | AsyncIterable<Buffer>;
  /** The process is killed after this long and the run fails. */
  timeoutMs?: number;
  /** Keep what ffmpeg writes to stdout (a decoded frame); dropped otherwise. */
  captureStdout?: boolean;
}

function lastLines(text: string, count: number): string {
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .slice(-count)
    .join("\n");
}

function isBrokenPipe(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "EPIPE" || code === "ERR_STREAM_DESTROYED" || code === "ECONNRESET";
}

/**
 * Writes each chunk and waits until it has gone to the pipe before asking for the next, so the
 * input may paint its next chunk into the buffer it handed over last (see videoFrames).
 */
async function feed(stdin: Writable, input: Iterable<Buffer> | AsyncIterable<Buffer>): Promise<void> {
  for await (const chunk of input) {
    await new Promise<void>((resolve, reject) =>
      stdin.write(chunk, (error) => (error ? reject(error) : resolve())),
    );
  }
  await new Promise<void>((resolve) => stdin.end(resolve));
}

/**
 * Runs ffmpeg with `args` (the banner and the progress line are turned off here). Rejects when it
 * exits with an error, with the last lines of what it said; when it runs past the timeout (it is
 * killed); or when the input fails (it is killed, so a half-fed file is never taken for a whole one).
 */
export async function runFfmpeg(args: string[], options: FfmpegOptions = {}): Promise<FfmpegRun> {
  const { input, timeoutMs = DEFAULT_TIMEOUT_MS, captureStdout = false } = options;
  const fullArgs = ["-hide_banner", "-nostats", ...(input ? [] : ["-nostdin"]), ...args];
  const child = spawn(ffmpegPath(), fullArgs, {
    stdio: [input ? "pipe" : "ignore", captureStdout ? "pipe" : "ignore", "pipe"],
  });

  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEEP_CHARS);
  });
  const stdoutChunks: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => stdoutChunks.push(chunk));

  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill("SIGKILL");
  }, timeoutMs);

  const exited = new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve(code));
  });

  // An error from the frames themselves (a render failing) is told apart from a broken pipe,
  // which only means ffmpeg stopped reading: its exit code and stderr say why.
  let inputError: unknown;
  let fed: Promise<void> = Promise.resolve();
  if (input && child.stdin) {
    const stdin = child.stdin;
    // A write to a process that has exited fails through its callback; the event is the same news.
    stdin.on("error", () => undefined);
    fed = feed(stdin, input).catch((error: unknown) => {
      if (!isBrokenPipe(error)) {
        inputError = error;
        child.kill("SIGKILL");
      }
    });
  }

  let code: number | null;
  try {
    code = await exited;
  } catch (error) {
    clearTimeout(timer);
    throw new Error(`ffmpeg could not be started: ${(error as Error).message}`);
  }
  clearTimeout(timer);
  await fed;

  if (inputError !== undefined) throw inputError;
  if (timedOut) {
    throw new Error(
      `ffmpeg was stopped after ${timeoutMs / 1000} s:\n${lastLines(stderr, STDERR_TAIL_LINES)}`,
    );
  }
  if (code !== 0) {
    throw new Error(`ffmpeg failed (exit code ${code}):\n${lastLines(stderr, STDERR_TAIL_LINES)}`);
  }
  return { stdout: Buffer.concat(stdoutChunks), stderr };
}

/**
 * A private temporary folder for one job's files, removed when `work` ends, however it ends.
 */
export async function withWorkFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), "markery-motion-"));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
