import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The crash tests: they start the real `npm start` (on data folders of their own) and kill it,
 * so they need the built app, the emulator ports free, and run alone (`npm test` runs them after
 * the emulator-backed phase).
 */
export default defineConfig({
  root: resolve(__dirname, ".."),
  test: {
    include: ["scripts/crash/**/*.test.ts"],
    environment: "node",
    testTimeout: 480_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
