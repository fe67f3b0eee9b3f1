import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const VitestReport = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number(),
  numTodoTests: z.number(),
});

const PlaywrightReport = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number(), skipped: z.number() }),
});

function readJson(path: string): unknown {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

export function readVitestCounts(path: string): Counts | null {
  const parsed = VitestReport.safeParse(readJson(path));
  if (!parsed.success) return null;
  const report = parsed.data;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

export function readPlaywrightCounts(path: string): Counts | null {
  const parsed = PlaywrightReport.safeParse(readJson(path));
  if (!parsed.success) return null;
  const { stats } = parsed.data;
  // A flaky test failed at least once: it is not counted as a pass.
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}
