import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@contract": fileURLToPath(new URL("../functions/src/contract/index.ts", import.meta.url)),
  "@": fileURLToPath(new URL("./src", import.meta.url)),
};

/**
 * Two projects. Plain logic (`*.test.ts`) runs in Node: no DOM to build, no setup file (a file that
 * needs browser APIs says so with a `@vitest-environment happy-dom` docblock). Components and hooks
 * (`*.test.tsx`) run in happy-dom with Testing Library: it builds a document in a third of jsdom's
 * time and applies MUI's breakpoints to its viewport (see src/testing/viewport.ts).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves one core idle; on CI's 2 cores that halves the speed for nothing.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "logic",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "components",
          // Each test file loads MUI afresh; pre-bundled, it is one module instead of hundreds, which
          // halves the import time. Mocked modules (firebase/auth, reactfire) stay out of the bundle.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  "@mui/material",
                  "@emotion/react",
                  "@emotion/styled",
                  "react-dom",
                  "react",
                  "react-router-dom",
                  "@testing-library/react",
                  "@testing-library/user-event",
                ],
              },
            },
          },
          include: ["src/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["src/testing/setup-tests.ts"],
          // Component tests render whole MUI pages; on a busy 2-core machine 5 s is too tight.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
