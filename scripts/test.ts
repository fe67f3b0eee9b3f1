/**
 * `npm test`: every check on a fresh clone, in order, with one readable summary at the end.
 * typecheck -> lint -> unused exports -> module size -> unit tests -> build -> (inside the emulators) integration,
 * rules, browser.
 *
 * The terminal shows one line per phase, a heartbeat while a long phase runs, failing tests as they
 * fail, and at the end the failures (with the start of their errors) and the skipped tests. Every
 * phase's full output (emulator, Functions and Hosting logs included) goes to test-results/logs/.
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { runLogged } from "./lib/run-step";
import { REPO_ROOT } from "./lib/stack";
import {
  type Counts,
  combineReports,
  type NamedTest,
  type ReportDetails,
  readPlaywrightReport,
  readVitestReport,
  stripAnsi,
} from "./lib/test-reports";

const reportsDir = join(REPO_ROOT, ".cache", "test-reports");
const logsDir = join(REPO_ROOT, "test-results", "logs");
const HEARTBEAT_MS = 30_000;
const LOG_TAIL_LINES = 30;

interface PhaseResult {
  name: string;
  ok: boolean;
  report: ReportDetails | null;
  seconds: number;
  logPath: string;
}

const results: PhaseResult[] = [];

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function countsText(counts: Counts): string {
  return `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`;
}

/** A reporter's line for a failed test (vitest's ×/FAIL, Playwright's ✘), shown the moment it fails. */
function isFailureLine(line: string): boolean {
  return /^\s*(✘|×|✗)\s|^\s*FAIL\s/.test(stripAnsi(line));
}

/** A reporter's line that names a test or a file as it finishes: the heartbeat shows the latest. */
function isProgressLine(line: string): boolean {
  return /^\s*(✓|✘|×|✗|↓)\s+\S/.test(stripAnsi(line));
}

async function phase(
  name: string,
  command: string[],
  report?: () => ReportDetails | null,
  env?: NodeJS.ProcessEnv,
): Promise<boolean> {
  const logPath = join(logsDir, `${slug(name)}.log`);
  const started = Date.now();
  process.stdout.write(`▸ ${name} ...\n`);
  let latest = "";
  const heartbeat = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    const clean = stripAnsi(latest).trim();
    console.log(`    … ${seconds} s${clean ? `  last: ${clean.slice(0, 120)}` : ""}`);
  }, HEARTBEAT_MS);
  const [program = "npx", ...args] = command;
  const code = await runLogged(
    program,
    args,
    logPath,
    (line) => {
      if (isProgressLine(line)) latest = line;
      if (isFailureLine(line)) console.log(`    ${stripAnsi(line).trim()}`);
    },
    env,
  );
  clearInterval(heartbeat);
  const result: PhaseResult = {
    name,
    ok: code === 0,
    report: report ? report() : null,
    seconds: (Date.now() - started) / 1000,
    logPath,
  };
  results.push(result);
  const counts = result.report ? `  ${countsText(result.report.counts)}` : "";
  console.log(`  ${result.ok ? "ok  " : "FAIL"} ${name} (${result.seconds.toFixed(1)} s)${counts}`);
  return result.ok;
}

/** `where` picks the project: ["--root", "web"] (its config resolves from there) or ["--config", file]. */
function vitest(where: string[], report: string): string[] {
  return [
    "npx",
    "vitest",
    "run",
    ...where,
    "--passWithNoTests",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${join(reportsDir, report)}`,
  ];
}

function logTail(path: string): string {
  try {
    const lines = stripAnsi(readFileSync(path, "utf8")).trimEnd().split("\n");
    return lines.slice(-LOG_TAIL_LINES).join("\n");
  } catch {
    return "(no output)";
  }
}

function indent(text: string, spaces: number): string {
  return text
    .split("\n")
    .map((line) => `${" ".repeat(spaces)}${line}`)
    .join("\n");
}

function printSkipped(skipped: NamedTest[]): void {
  if (skipped.length === 0) return;
  console.log(`\nSkipped (${skipped.length}): these did not run, they are not counted as passed`);
  for (const test of skipped) console.log(`  - ${test.name}${test.reason ? `  (${test.reason})` : ""}`);
}

function printFailures(failed: PhaseResult[]): void {
  if (failed.length === 0) return;
  console.log("\nFailures");
  for (const result of failed) {
    const log = relative(REPO_ROOT, result.logPath);
    console.log(`\n  ${result.name}  (full output: ${log})`);
    const failures = result.report?.failures ?? [];
    if (failures.length === 0) {
      // typecheck, lint, build or a phase that never wrote a report: its own last words say why.
      console.log(indent(logTail(result.logPath), 4));
      continue;
    }
    for (const test of failures) {
      console.log(`    ✘ ${test.name}`);
      if (test.message) console.log(indent(test.message, 8));
    }
  }
}

async function main(): Promise<number> {
  rmSync(reportsDir, { recursive: true, force: true });
  rmSync(logsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  mkdirSync(logsDir, { recursive: true });
  mkdirSync(join(REPO_ROOT, "test-results", "screenshots"), { recursive: true });
  console.log(`Full output of every phase: ${relative(REPO_ROOT, logsDir)}/`);

  await phase("typecheck", ["npm", "run", "--silent", "typecheck"]);
  await phase("lint + format", ["npx", "biome", "check", "."]);
  await phase("unused exports", ["npx", "tsx", "scripts/check-unused-exports.ts"]);
  await phase("module size", ["npx", "tsx", "scripts/check-module-size.ts"]);
  await phase("unit: functions", vitest(["--root", "functions"], "unit-functions.json"), () =>
    readVitestReport(join(reportsDir, "unit-functions.json")),
  );
  await phase("unit: web", vitest(["--root", "web"], "unit-web.json"), () =>
    readVitestReport(join(reportsDir, "unit-web.json")),
  );
  await phase(
    "unit: scripts (storage emulator)",
    vitest(["--config", "scripts/vitest.config.ts"], "unit-scripts.json"),
    () => readVitestReport(join(reportsDir, "unit-scripts.json")),
  );
  const built = await phase("build", ["npm", "run", "--silent", "build"]);
  if (built) {
    await phase(
      "integration, rules and browser journeys (emulators)",
      ["npx", "tsx", "scripts/emulators-exec.ts", "npx tsx scripts/test-in-emulators.ts"],
      () =>
        combineReports([
          readVitestReport(join(reportsDir, "integration.json")),
          readPlaywrightReport(join(reportsDir, "browser.json")),
        ]),
    );
    await phase(
      "crash safety (npm start killed and restarted)",
      vitest(["--config", "scripts/vitest.crash.config.ts"], "crash.json"),
      () => readVitestReport(join(reportsDir, "crash.json")),
    );
  } else {
    console.log("Build failed: the emulator-backed tests were not run.");
  }

  console.log("\n━━━ summary ━━━");
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const result of results) {
    const counts = result.report ? countsText(result.report.counts) : "";
    console.log(
      `${result.ok ? "ok  " : "FAIL"}  ${result.name.padEnd(52)} ${result.seconds.toFixed(1).padStart(6)} s  ${counts}`,
    );
    if (result.report) {
      total.passed += result.report.counts.passed;
      total.failed += result.report.counts.failed;
      total.skipped += result.report.counts.skipped;
    }
    if (!result.ok && (result.report?.counts.failed ?? 0) === 0) {
      // A check without failed tests (typecheck, lint, build, a crash) counts as one failure.
      total.failed += 1;
    }
  }
  printSkipped(results.flatMap((result) => result.report?.skipped ?? []));
  printFailures(results.filter((result) => !result.ok));
  const allOk = results.every((result) => result.ok) && built;
  if (!allOk && total.failed === 0) total.failed = 1;
  console.log("");
  console.log(countsText(total));
  return allOk ? 0 : 1;
}

main().then((code) => process.exit(code));
