import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("../functions/src/contract/index.ts", import.meta.url)),
      "@": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["src/testing/setup-tests.ts"],
    // Component tests render whole MUI pages; on a busy 2-core machine 5 s is too tight.
    testTimeout: 20_000,
  },
});
