/**
 * Runs a command inside the emulator suite with empty data, like `firebase emulators:exec`, plus
 * the Java/jar set-up and our Storage emulator where the official one cannot start.
 *   tsx scripts/emulators-exec.ts "npx vitest run --config functions/vitest.integration.config.ts"
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StackSetupError } from "./lib/java";
import { startOwnStorageEmulator } from "./lib/own-storage";
import { busyPorts, prepareStackEnvironment, spawnFirebase, stopGroup, waitForExit } from "./lib/stack";

export async function runInEmulators(command: string): Promise<number> {
  const busy = await busyPorts();
  if (busy.length > 0) {
    console.error(
      `Emulator ports already in use: ${busy.join(", ")}. Stop the running stack (npm start) first.`,
    );
    return 1;
  }
  const stack = prepareStackEnvironment();
  const scratch = mkdtempSync(join(tmpdir(), "markery-storage-"));
  const storage = stack.useOwnStorageEmulator ? await startOwnStorageEmulator(scratch) : null;
  try {
    const child = spawnFirebase(
      ["emulators:exec", "--only", stack.emulators.join(","), command],
      stack.env,
      true,
    );
    const forward = () => child.pid !== undefined && process.kill(-child.pid, "SIGINT");
    process.once("SIGINT", forward);
    process.once("SIGTERM", forward);
    const code = await waitForExit(child);
    // firebase-tools can exit while Functions workers it started are still busy: they would
    // live on, each holding hundreds of MB, so whatever is left of its group is stopped too.
    await stopGroup(child, "SIGTERM", 5_000);
    return code;
  } finally {
    await storage?.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const command = process.argv.slice(2).join(" ");
  if (!command) {
    console.error('Usage: tsx scripts/emulators-exec.ts "<command>"');
    process.exit(2);
  }
  runInEmulators(command)
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof StackSetupError ? error.message : error);
      process.exit(1);
    });
}
