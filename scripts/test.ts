/**
 * `npm test`: every check on a fresh clone, in order, with one summary at the end.
 * typecheck -> lint -> unit tests -> build -> (inside the emulators) integration, rules, browser.
 */
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { runInEmulators } from "./emulators-exec";
import { StackSetupError } from "./lib/java";
import { runVisibly } from "./lib/run-step";
import { REPO_ROOT } from "./lib/stack";
import { type Counts, readPlaywrightCounts, readVitestCounts } from "./lib/test-reports";

const reportsDir = join(REPO_ROOT, ".cache", "test-reports");

interface PhaseResult {
  name: string;
  ok: boolean;
  counts: Counts | null;
  seconds: number;
}

const results: PhaseResult[] = [];

function banner(name: string): void {
  console.log(`\n━━━ ${name} ━━━`);
}

async function phase(
  name: string,
  run: () => Promise<number>,
  counts?: () => Counts | null,
): Promise<boolean> {
  banner(name);
  const started = Date.now();
  const code = await run();
  const result: PhaseResult = {
    name,
    ok: code === 0,
    counts: counts ? counts() : null,
    seconds: (Date.now() - started) / 1000,
  };
  results.push(result);
  return result.ok;
}

/** `where` picks the project: ["--root", "web"] (its config resolves from there) or ["--config", file]. */
function vitestArgs(where: string[], report: string): string[] {
  return [
    "vitest",
    "run",
    ...where,
    "--passWithNoTests",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${join(reportsDir, report)}`,
  ];
}

async function main(): Promise<number> {
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  mkdirSync(join(REPO_ROOT, "test-results", "screenshots"), { recursive: true });

  await phase("typecheck", () => runVisibly("npm", ["run", "--silent", "typecheck"]));
  await phase("lint + format", () => runVisibly("npx", ["biome", "check", "."]));
  await phase(
    "unit: functions",
    () => runVisibly("npx", vitestArgs(["--root", "functions"], "unit-functions.json")),
    () => readVitestCounts(join(reportsDir, "unit-functions.json")),
  );
  await phase(
    "unit: web",
    () => runVisibly("npx", vitestArgs(["--root", "web"], "unit-web.json")),
    () => readVitestCounts(join(reportsDir, "unit-web.json")),
  );
  await phase(
    "unit: scripts (storage emulator)",
    () => runVisibly("npx", vitestArgs(["--config", "scripts/vitest.config.ts"], "unit-scripts.json")),
    () => readVitestCounts(join(reportsDir, "unit-scripts.json")),
  );
  const built = await phase("build", () => runVisibly("npm", ["run", "--silent", "build"]));
  if (built) {
    await phase(
      "integration, rules and browser journeys (emulators)",
      async () => {
        try {
          return await runInEmulators("npx tsx scripts/test-in-emulators.ts");
        } catch (error) {
          console.error(error instanceof StackSetupError ? error.message : error);
          return 1;
        }
      },
      () => {
        const integration = readVitestCounts(join(reportsDir, "integration.json"));
        const browser = readPlaywrightCounts(join(reportsDir, "browser.json"));
        if (!integration && !browser) return null;
        const zero: Counts = { passed: 0, failed: 0, skipped: 0 };
        const a = integration ?? zero;
        const b = browser ?? zero;
        return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
      },
    );
  } else {
    console.log("Build failed: the emulator-backed tests were not run.");
  }

  banner("summary");
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const result of results) {
    const counts = result.counts
      ? `${result.counts.passed} passed, ${result.counts.failed} failed${result.counts.skipped ? `, ${result.counts.skipped} skipped` : ""}`
      : "";
    console.log(
      `${result.ok ? "ok  " : "FAIL"}  ${result.name.padEnd(52)} ${result.seconds.toFixed(1).padStart(6)} s  ${counts}`,
    );
    if (result.counts) {
      total.passed += result.counts.passed;
      total.failed += result.counts.failed;
      total.skipped += result.counts.skipped;
    } else if (!result.ok) {
      // A check without test counts (typecheck, lint, build) counts as one failure.
      total.failed += 1;
    }
  }
  const allOk = results.every((result) => result.ok) && built;
  if (!allOk && total.failed === 0) total.failed = 1;
  console.log("");
  console.log(
    `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
  );
  return allOk ? 0 : 1;
}

main().then((code) => process.exit(code));
