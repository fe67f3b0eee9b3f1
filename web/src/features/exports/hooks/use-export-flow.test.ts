import { API_MESSAGE, tooManyRequestsMessage } from "@contract";
import { describe, expect, it } from "vitest";
import { isExportLimitFailure } from "@/features/exports/hooks/use-export-flow";
import { ApiError } from "@/lib/api-error";

describe("isExportLimitFailure", () => {
  it("opens Download options for 'Export limit reached'", () => {
    expect(isExportLimitFailure(new ApiError(API_MESSAGE.exportLimitReached, 429))).toBe(true);
    expect(isExportLimitFailure(new ApiError(API_MESSAGE.exportLimitReached, null))).toBe(true);
  });

  it("does not read the rate limiter's 429 as running out of export credits", () => {
    expect(isExportLimitFailure(new ApiError(tooManyRequestsMessage(12), 429))).toBe(false);
  });

  it("ignores other failures", () => {
    expect(isExportLimitFailure(new ApiError("Logo not found", 404))).toBe(false);
    expect(isExportLimitFailure(new Error("x"))).toBe(false);
  });
});
