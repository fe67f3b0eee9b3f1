/**
 * Runs inside `firebase emulators:exec` (see scripts/test.ts): the emulator-backed integration
 * and rules tests, then the browser journeys, each writing a JSON report for the summary.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { runVisibly } from "./lib/run-step";
import { REPO_ROOT } from "./lib/stack";

const reportsDir = join(REPO_ROOT, ".cache", "test-reports");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function main(): Promise<number> {
  const integration = await runVisibly("npx", [
    "vitest",
    "run",
    "--config",
    "functions/vitest.integration.config.ts",
    "--passWithNoTests",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${join(reportsDir, "integration.json")}`,
  ]);
  if (!existsSync(chromiumPath)) {
    console.error(
      `Chromium not found at ${chromiumPath}: install it (apt-get install -y chromium) to run the browser journeys.`,
    );
    return 1;
  }
  const browser = await runVisibly("npx", ["playwright", "test"], {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reportsDir, "browser.json"),
  });
  return integration !== 0 || browser !== 0 ? 1 : 0;
}

main().then((code) => process.exit(code));
