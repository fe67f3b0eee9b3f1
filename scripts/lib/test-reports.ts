import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { z } from "zod";
import { REPO_ROOT } from "./stack";

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** One test the summary names: a failure with the start of its error, or a skipped test. */
export interface NamedTest {
  name: string;
  /** The first lines of the failure (failures only). */
  message?: string;
  /** Why it was skipped, when the test says so (Playwright's `test.skip(condition, reason)`). */
  reason?: string;
}

export interface ReportDetails {
  counts: Counts;
  failures: NamedTest[];
  skipped: NamedTest[];
}

const MESSAGE_LINES = 12;

const VitestReport = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number(),
  numTodoTests: z.number(),
  testResults: z
    .array(
      z.object({
        name: z.string(),
        status: z.string(),
        message: z.string().optional().default(""),
        assertionResults: z.array(
          z.object({
            fullName: z.string(),
            status: z.string(),
            failureMessages: z.array(z.string()).nullish(),
          }),
        ),
      }),
    )
    .default([]),
});

const PlaywrightResult = z.object({
  status: z.string().optional(),
  error: z.object({ message: z.string().optional() }).optional(),
});

const PlaywrightTest = z.object({
  status: z.string(),
  annotations: z.array(z.object({ type: z.string(), description: z.string().optional() })).default([]),
  results: z.array(PlaywrightResult).default([]),
});

const PlaywrightSpec = z.object({
  title: z.string(),
  file: z.string(),
  line: z.number(),
  tests: z.array(PlaywrightTest),
});

interface PlaywrightSuiteShape {
  specs?: z.infer<typeof PlaywrightSpec>[];
  suites?: PlaywrightSuiteShape[];
}

const PlaywrightSuite: z.ZodType<PlaywrightSuiteShape> = z.lazy(() =>
  z.object({
    specs: z.array(PlaywrightSpec).optional(),
    suites: z.array(PlaywrightSuite).optional(),
  }),
);

const PlaywrightReport = z.object({
  config: z.object({ rootDir: z.string().optional() }).default({}),
  errors: z.array(z.object({ message: z.string().optional() })).default([]),
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number(), skipped: z.number() }),
  suites: z.array(PlaywrightSuite).default([]),
});

function readJson(path: string): unknown {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

/** Terminal colours and cursor codes make no sense in a summary read from a log. */
export function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping ANSI escape codes is the point
  return text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");
}

function firstLines(text: string): string {
  return stripAnsi(text).trim().split("\n").slice(0, MESSAGE_LINES).join("\n");
}

function shortPath(path: string): string {
  return relative(REPO_ROOT, path);
}

export function readVitestReport(path: string): ReportDetails | null {
  const parsed = VitestReport.safeParse(readJson(path));
  if (!parsed.success) return null;
  const report = parsed.data;
  const failures: NamedTest[] = [];
  const skipped: NamedTest[] = [];
  for (const file of report.testResults) {
    const where = shortPath(file.name);
    if (file.status === "failed" && file.assertionResults.every((test) => test.status !== "failed")) {
      // The file itself failed (an import error, a hook): no single test carries the error.
      failures.push({ name: where, message: firstLines(file.message || "the file failed to run") });
    }
    for (const test of file.assertionResults) {
      const name = `${where} › ${test.fullName}`;
      if (test.status === "failed") {
        failures.push({ name, message: firstLines((test.failureMessages ?? []).join("\n")) });
      } else if (test.status === "skipped" || test.status === "pending" || test.status === "todo") {
        skipped.push({ name });
      }
    }
  }
  return {
    counts: {
      passed: report.numPassedTests,
      failed: Math.max(report.numFailedTests, failures.length),
      skipped: report.numPendingTests + report.numTodoTests,
    },
    failures,
    skipped,
  };
}

function* playwrightSpecs(suites: PlaywrightSuiteShape[]): Generator<z.infer<typeof PlaywrightSpec>> {
  for (const suite of suites) {
    yield* suite.specs ?? [];
    yield* playwrightSpecs(suite.suites ?? []);
  }
}

export function readPlaywrightReport(path: string): ReportDetails | null {
  const parsed = PlaywrightReport.safeParse(readJson(path));
  if (!parsed.success) return null;
  const report = parsed.data;
  const failures: NamedTest[] = [];
  const skipped: NamedTest[] = [];
  // Spec files are named relative to the test directory; the summary names them from the repo root.
  const testDir = report.config.rootDir ?? REPO_ROOT;
  for (const error of report.errors) {
    failures.push({ name: "outside any test", message: firstLines(error.message ?? "an error") });
  }
  for (const spec of playwrightSpecs(report.suites)) {
    const name = `${shortPath(join(testDir, spec.file))}:${spec.line} › ${spec.title}`;
    for (const test of spec.tests) {
      if (test.status === "unexpected" || test.status === "flaky") {
        const error = test.results.find((result) => result.error?.message)?.error?.message ?? "";
        const flaky = test.status === "flaky" ? "failed, then passed on a retry (flaky)\n" : "";
        failures.push({ name, message: firstLines(`${flaky}${error}`) });
      } else if (test.status === "skipped") {
        const reason = test.annotations.find((annotation) => annotation.type === "skip")?.description;
        skipped.push({ name, reason });
      }
    }
  }
  const { stats } = report;
  // A flaky test failed at least once: it is not counted as a pass.
  return {
    counts: {
      passed: stats.expected,
      failed: Math.max(stats.unexpected + stats.flaky, failures.length),
      skipped: stats.skipped,
    },
    failures,
    skipped,
  };
}

/** Several reports of one phase as one (integration + browser). */
export function combineReports(reports: (ReportDetails | null)[]): ReportDetails | null {
  const present = reports.filter((report): report is ReportDetails => report !== null);
  if (present.length === 0) return null;
  return {
    counts: {
      passed: present.reduce((sum, report) => sum + report.counts.passed, 0),
      failed: present.reduce((sum, report) => sum + report.counts.failed, 0),
      skipped: present.reduce((sum, report) => sum + report.counts.skipped, 0),
    },
    failures: present.flatMap((report) => report.failures),
    skipped: present.flatMap((report) => report.skipped),
  };
}
