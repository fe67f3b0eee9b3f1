/**
 * Command line entry:
 *   npx tsx scripts/storage-emulator/main.ts [--port 9199] [--host 127.0.0.1]
 *     [--data-dir emulator-data] [--project demo-markery]
 *     [--functions-url http://127.0.0.1:5001 | --no-triggers] [--rules storage.rules] [--verbose]
 *
 * On SIGINT/SIGTERM it rewrites <data-dir>/storage_export before exiting. Stop it after
 * `firebase emulators:start --export-on-exit` has finished, because firebase replaces the
 * whole data dir with its own export when it exits.
 */
import { parseArgs } from "node:util";
import { DEFAULT_STORAGE_EMULATOR_OPTIONS, startStorageEmulator } from "./server";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: String(DEFAULT_STORAGE_EMULATOR_OPTIONS.port) },
    host: { type: "string", default: DEFAULT_STORAGE_EMULATOR_OPTIONS.host },
    "data-dir": { type: "string", default: DEFAULT_STORAGE_EMULATOR_OPTIONS.dataDir },
    project: { type: "string", default: DEFAULT_STORAGE_EMULATOR_OPTIONS.projectId },
    "functions-url": { type: "string", default: DEFAULT_STORAGE_EMULATOR_OPTIONS.functionsUrl },
    "no-triggers": { type: "boolean", default: false },
    rules: { type: "string", default: "storage.rules" },
    verbose: { type: "boolean", default: false },
  },
  strict: true,
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`storage emulator: --port must be a port number, got "${values.port}"`);
  process.exit(2);
}

async function main(): Promise<void> {
  try {
    const emulator = await startStorageEmulator({
      port,
      host: values.host,
      dataDir: values["data-dir"],
      projectId: values.project,
      functionsUrl: values["no-triggers"] ? null : values["functions-url"],
      verbose: values.verbose,
      rulesFile: values.rules,
    });
    console.log(`storage emulator ready on ${emulator.url}`);

    let stopping = false;
    const stop = async (signal: NodeJS.Signals) => {
      if (stopping) {
        // A second Ctrl-C means "now": skip the flush.
        process.exit(130);
      }
      stopping = true;
      console.log(`storage emulator: ${signal} received, writing objects to ${emulator.dataDir}`);
      try {
        await emulator.close();
        // Standalone beside `firebase emulators:start --export-on-exit`, which replaces the data
        // dir when it stops: the objects are written back from memory after it.
        await emulator.flushToDisk();
        process.exit(0);
      } catch (error) {
        console.error(`storage emulator: could not write objects to disk: ${String(error)}`);
        process.exit(1);
      }
    };
    process.on("SIGINT", (signal) => void stop(signal));
    process.on("SIGTERM", (signal) => void stop(signal));
  } catch (error) {
    const isPortTaken = error instanceof Error && "code" in error && error.code === "EADDRINUSE";
    console.error(
      isPortTaken
        ? `storage emulator: port ${port} on ${values.host} is already in use`
        : `storage emulator: failed to start: ${String(error)}`,
    );
    process.exit(1);
  }
}

void main();
