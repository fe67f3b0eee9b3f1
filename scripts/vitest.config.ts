import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Resolve include patterns from the repo root whatever the working directory.
  root: resolve(__dirname, ".."),
  test: {
    include: ["scripts/**/*.test.ts"],
    // They start and kill the whole stack: a phase of their own (vitest.crash.config.ts).
    exclude: ["scripts/crash/**", "**/node_modules/**"],
    environment: "node",
  },
});
