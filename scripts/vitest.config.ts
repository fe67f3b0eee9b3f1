import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Resolve include patterns from the repo root whatever the working directory.
  root: resolve(__dirname, ".."),
  test: {
    include: ["scripts/**/*.test.ts"],
    environment: "node",
  },
});
