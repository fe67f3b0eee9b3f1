import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { REPO_ROOT } from "./stack";

interface StepResult {
  code: number;
  output: string;
}

/** Runs a command quietly, keeping its output to show only if it fails. */
export function runQuietly(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<StepResult> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", (error) => resolvePromise({ code: 127, output: `${output}${error.message}` }));
    child.on("exit", (code) => resolvePromise({ code: code ?? 1, output }));
  });
}

/** Runs a command with its output streamed to this terminal. */
export function runVisibly(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: "inherit" });
    child.on("error", () => resolvePromise(127));
    child.on("exit", (code) => resolvePromise(code ?? 1));
  });
}

/**
 * Runs a command with all of its output written to `logPath`, handing each line to `onLine` as it
 * comes (for progress and live failure lines), so the terminal shows a summary and the log keeps
 * everything (emulator and hosting logs included).
 */
export function runLogged(
  command: string,
  args: string[],
  logPath: string,
  onLine: (line: string) => void = () => {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((resolvePromise) => {
    const log = createWriteStream(logPath, { flags: "a" });
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let pending = "";
    const take = (chunk: Buffer) => {
      log.write(chunk);
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) onLine(line);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    const finish = (code: number) => {
      if (pending) onLine(pending);
      log.end(() => resolvePromise(code));
    };
    child.on("error", (error) => {
      log.write(`\n${error.message}\n`);
      finish(127);
    });
    child.on("close", (code) => finish(code ?? 1));
  });
}
