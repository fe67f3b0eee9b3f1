/**
 * Uploaded SVGs are drawn in a child process with a deadline. The budget in domain/svg-safety
 * refuses what is known to be costly before drawing; this catches whatever it cannot foresee.
 * A worker thread would not do: sharp draws on libuv's native threads, which ending a worker (or
 * a timeout inside sharp, which libvips checks only between tiles) does not stop. Killing the
 * process does, so no CPU stays busy after the request has been answered.
 */
import { spawn } from "node:child_process";
import { extname, join } from "node:path";
import { DrawingTimedOutError, UnreadableImageError } from "../../domain/ports/logo-images";

/** Longer than any logo takes (about 0.1-1 s), short enough to answer well inside Hosting's 60 s. */
const SVG_RENDER_TIMEOUT_MS = 10_000;

/** A PNG of 1024 x 1024 RGBA is at most about 4 MB; anything far beyond is not our child's. */
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

interface IsolatedRenderOptions {
  timeoutMs?: number;
  /** Told the child's pid once it runs (tests check that it is gone afterwards). */
  onStart?: (pid: number) => void;
}

/** The child's entry beside this file: .js once built, .ts (through tsx) under the tests. */
function childCommand(): string[] {
  const extension = extname(__filename);
  const script = join(__dirname, `render-svg-child${extension}`);
  return extension === ".ts" ? ["--import", "tsx", script] : [script];
}

/** The 1024 px PNG of an SVG, drawn in its own process that is killed at the deadline. */
export function renderSvgIsolated(svg: Buffer, options: IsolatedRenderOptions = {}): Promise<Buffer> {
  const timeoutMs = options.timeoutMs ?? SVG_RENDER_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, childCommand(), { stdio: ["pipe", "pipe", "pipe"] });
    const output: Buffer[] = [];
    let outputBytes = 0;
    let errorText = "";
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      finish(() => reject(new DrawingTimedOutError(timeoutMs)));
    }, timeoutMs);

    if (child.pid !== undefined) options.onStart?.(child.pid);
    child.stdout.on("data", (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > MAX_OUTPUT_BYTES) {
        child.kill("SIGKILL");
        finish(() => reject(new UnreadableImageError(new Error("The renderer wrote too much"))));
        return;
      }
      output.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (errorText.length < 2000) errorText += chunk.toString("utf8");
    });
    child.on("error", (error) => finish(() => reject(error)));
    child.on("close", (code) => {
      if (code === 0) finish(() => resolve(Buffer.concat(output)));
      else finish(() => reject(new UnreadableImageError(new Error(errorText || `renderer exit ${code}`))));
    });
    // The child may die before reading everything; its exit code says why, not this pipe.
    child.stdin.on("error", () => {});
    child.stdin.end(svg);
  });
}
