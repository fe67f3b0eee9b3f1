import { spawn } from "node:child_process";
import { REPO_ROOT } from "./stack";

export interface StepResult {
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
