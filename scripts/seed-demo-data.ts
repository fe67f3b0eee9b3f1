/**
 * Rebuilds the committed demo data (scripts/seed/demo-data/) from scratch: the demo account with
 * a project and logos, made through the real API under the emulators. Run after changing the data
 * model: `npx tsx scripts/seed-demo-data.ts`. A first `npm start` (or `npm run data:reset`) copies
 * it into emulator-data/.
 */
import { rmSync } from "node:fs";
import { DEMO_DATA_DIR } from "./lib/data-dir";
import { StackSetupError } from "./lib/java";
import { startOwnStorageEmulator } from "./lib/own-storage";
import { busyPorts, prepareStackEnvironment, spawnFirebase, waitForExit } from "./lib/stack";

const DATA_DIR = DEMO_DATA_DIR;

async function main(): Promise<number> {
  const busy = await busyPorts();
  if (busy.length > 0) {
    console.error(`Ports in use: ${busy.join(", ")}. Stop the running stack first.`);
    return 1;
  }
  const stack = prepareStackEnvironment();
  rmSync(DATA_DIR, { recursive: true, force: true });
  const storage = stack.useOwnStorageEmulator ? await startOwnStorageEmulator(DATA_DIR) : null;
  const emulators = stack.emulators.filter((name) => name !== "hosting");
  const child = spawnFirebase(
    [
      "emulators:exec",
      "--only",
      emulators.join(","),
      "--export-on-exit",
      DATA_DIR,
      "npx tsx scripts/seed/populate-demo-data.ts",
    ],
    stack.env,
    true,
  );
  const code = await waitForExit(child);
  // The export replaced the folder; Storage writes its objects back into it.
  await storage?.close();
  await storage?.flushToDisk();
  return code;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof StackSetupError ? error.message : error);
    process.exit(1);
  });
