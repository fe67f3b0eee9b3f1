import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./stack";
import { combineReports, readPlaywrightReport, readVitestReport } from "./test-reports";

const dir = mkdtempSync(join(tmpdir(), "markery-reports-"));

function write(name: string, body: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(body));
  return path;
}

const vitestReport = {
  numPassedTests: 1,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    {
      name: join(REPO_ROOT, "functions/test/api/quota.test.ts"),
      status: "failed",
      message: "",
      assertionResults: [
        { fullName: "quota answers", status: "passed", failureMessages: [] },
        {
          fullName: "quota counts down",
          status: "failed",
          failureMessages: [
            "\u001b[31mAssertionError: expected 5 to be 6\u001b[39m\n    at quota.test.ts:12",
          ],
        },
        { fullName: "the deployed api function answers 401", status: "skipped", failureMessages: [] },
      ],
    },
    {
      name: join(REPO_ROOT, "functions/test/api/broken.test.ts"),
      status: "failed",
      message: "Failed to load url ./missing",
      assertionResults: [],
    },
  ],
};

const playwrightReport = {
  config: { rootDir: join(REPO_ROOT, "e2e") },
  errors: [],
  stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 1 },
  suites: [
    {
      title: "editor.spec.ts",
      specs: [
        {
          title: "customize a logo",
          file: "editor.spec.ts",
          line: 53,
          tests: [
            {
              status: "unexpected",
              annotations: [],
              results: [{ status: "failed", error: { message: "Error: expect(locator).toContainText" } }],
            },
          ],
        },
      ],
      suites: [
        {
          title: "nested",
          specs: [
            {
              title: "passes",
              file: "editor.spec.ts",
              line: 80,
              tests: [{ status: "expected", results: [] }],
            },
            {
              title: "retried",
              file: "editor.spec.ts",
              line: 90,
              tests: [{ status: "flaky", results: [{ status: "failed", error: { message: "timed out" } }] }],
            },
            {
              title: "with a real key",
              file: "checkout.spec.ts",
              line: 12,
              tests: [
                {
                  status: "skipped",
                  annotations: [{ type: "skip", description: "needs STRIPE_SECRET_KEY" }],
                  results: [],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe("vitest reports", () => {
  it("names each failed test with the start of its error, without terminal colours", () => {
    const report = readVitestReport(write("vitest.json", vitestReport));
    expect(report?.failures[0]).toEqual({
      name: "functions/test/api/quota.test.ts › quota counts down",
      message: "AssertionError: expected 5 to be 6\n    at quota.test.ts:12",
    });
  });

  it("names a file that failed to load even though no test in it failed", () => {
    const report = readVitestReport(write("vitest.json", vitestReport));
    expect(report?.failures[1]).toEqual({
      name: "functions/test/api/broken.test.ts",
      message: "Failed to load url ./missing",
    });
    expect(report?.counts.failed).toBe(2);
  });

  it("lists skipped tests by name", () => {
    const report = readVitestReport(write("vitest.json", vitestReport));
    expect(report?.skipped).toEqual([
      { name: "functions/test/api/quota.test.ts › the deployed api function answers 401" },
    ]);
    expect(report?.counts.skipped).toBe(1);
  });

  it("reads a missing or broken report as no report", () => {
    expect(readVitestReport(join(dir, "absent.json"))).toBeNull();
    writeFileSync(join(dir, "broken.json"), "{");
    expect(readVitestReport(join(dir, "broken.json"))).toBeNull();
  });
});

describe("Playwright reports", () => {
  it("names failures from nested suites by file and line, and counts a flaky test as failed", () => {
    const report = readPlaywrightReport(write("playwright.json", playwrightReport));
    expect(report?.failures.map((failure) => failure.name)).toEqual([
      "e2e/editor.spec.ts:53 › customize a logo",
      "e2e/editor.spec.ts:90 › retried",
    ]);
    expect(report?.failures[1]?.message).toContain("flaky");
    expect(report?.counts).toEqual({ passed: 1, failed: 2, skipped: 1 });
  });

  it("keeps the reason a test was skipped", () => {
    const report = readPlaywrightReport(write("playwright.json", playwrightReport));
    expect(report?.skipped).toEqual([
      { name: "e2e/checkout.spec.ts:12 › with a real key", reason: "needs STRIPE_SECRET_KEY" },
    ]);
  });

  it("reports an error outside any test as a failure", () => {
    const report = readPlaywrightReport(
      write("playwright.json", { ...playwrightReport, errors: [{ message: "Error: No tests found" }] }),
    );
    expect(report?.failures[0]).toEqual({ name: "outside any test", message: "Error: No tests found" });
  });
});

describe("combining the emulator phase's two reports", () => {
  it("adds counts and keeps every failure and skip", () => {
    const vitest = readVitestReport(write("v.json", vitestReport));
    const browser = readPlaywrightReport(write("p.json", playwrightReport));
    const both = combineReports([vitest, browser, null]);
    expect(both?.counts).toEqual({ passed: 2, failed: 4, skipped: 2 });
    expect(both?.failures).toHaveLength(4);
    expect(both?.skipped).toHaveLength(2);
    expect(combineReports([null, null])).toBeNull();
  });
});
