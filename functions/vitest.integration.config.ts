import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Emulator-backed tests (API integration and security rules). They run inside
 * `firebase emulators:exec` (auth + firestore at least); Storage is the running emulator's when
 * STORAGE_EMULATOR_HOST is set, else the global setup starts Markery's own on a free port.
 */
export default defineConfig({
  // Resolve include patterns from functions/ whatever the working directory.
  root: resolve(__dirname),
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/support/global-setup.ts"],
    // An export waits for its brand kit, whose videos the trigger encodes after earlier tests' kits.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // One file at a time: they share the emulators, and the parallel-requests test needs the CPU.
    fileParallelism: false,
  },
});
