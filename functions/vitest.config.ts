import { defineConfig } from "vitest/config";

/** Unit tests: no emulators, no network. Emulator-backed tests live in test/ and run under emulators:exec. */
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
  },
});
