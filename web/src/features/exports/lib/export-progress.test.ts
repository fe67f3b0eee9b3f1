import { describe, expect, it } from "vitest";
import { EXPORT_EXPECTED_MS, exportProgress, isInProgress } from "@/features/exports/lib/export-progress";
import { makeExport } from "@/features/exports/testing/export-fixtures";

function processing(readyCount: number) {
  const types = [
    "original",
    "low_ql",
    "upscale_clarity",
    "rmbg_men1scus",
    "rmbg_smoretalk",
    "vector_svg",
    "brand_kit",
  ] as const;
  const statuses = Object.fromEntries(
    types.map((type, index) => [type, index < readyCount ? "ready" : "pending"]),
  );
  return makeExport({ status: "processing" }, statuses);
}

describe("exportProgress", () => {
  it("starts at 10% before the export exists and creeps with time, short of the first file's mark", () => {
    expect(exportProgress(null, 0)).toBe(10);
    const later = exportProgress(null, EXPORT_EXPECTED_MS);
    expect(later).toBeGreaterThan(10);
    expect(later).toBeLessThan(10 + 80 / 7);
  });

  it("follows the files really made, whatever the time", () => {
    // 3 of 7 files ready at once: 3/7 of the 10..90 span, long before 90 s would say so.
    expect(exportProgress(processing(3), 1_000)).toBeCloseTo(10 + (80 * 3) / 7);
    expect(exportProgress(processing(7 - 1), 0)).toBeCloseTo(10 + (80 * 6) / 7);
  });

  it("never claims a file that is not made, and never passes 90% before the end", () => {
    const oneReady = processing(1);
    const mark = 10 + 80 / 7;
    const nextMark = 10 + (80 * 2) / 7;
    expect(exportProgress(oneReady, 0)).toBeCloseTo(mark);
    expect(exportProgress(oneReady, EXPORT_EXPECTED_MS * 10)).toBeCloseTo(nextMark - 1);
    expect(exportProgress(processing(6), EXPORT_EXPECTED_MS * 10)).toBeLessThanOrEqual(90);
  });

  it("is 100% once nothing is in the making, ready or failed", () => {
    expect(exportProgress(makeExport(), 0)).toBe(100);
    expect(exportProgress(makeExport({ status: "failed" }, { rmbg_smoretalk: "failed" }), 0)).toBe(100);
    expect(isInProgress(processing(7))).toBe(true);
  });
});
