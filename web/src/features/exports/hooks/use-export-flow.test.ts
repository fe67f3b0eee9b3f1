import {
  API_MESSAGE,
  EXPORT_MESSAGE,
  SCREEN_MESSAGE,
  serverBusyMessage,
  tooManyRequestsMessage,
} from "@contract";
import { describe, expect, it } from "vitest";
import { exportRefusalMessage, isExportLimitFailure } from "@/features/exports/hooks/use-export-flow";
import { ApiError } from "@/lib/api-error";

describe("isExportLimitFailure", () => {
  it("opens Download options when the API says no export credit is left", () => {
    expect(isExportLimitFailure(new ApiError(API_MESSAGE.exportLimitReached, 429, "no-export-credit"))).toBe(
      true,
    );
  });

  it("falls back to the spec's text only for a failure without a code", () => {
    expect(isExportLimitFailure(new ApiError(API_MESSAGE.exportLimitReached, null))).toBe(true);
    expect(isExportLimitFailure(new ApiError("Too many", 429))).toBe(false);
  });

  it("does not read the rate limiter's 429 as running out of export credits", () => {
    expect(isExportLimitFailure(new ApiError(tooManyRequestsMessage(12), 429, "rate-limited"))).toBe(false);
    expect(
      isExportLimitFailure(new ApiError(SCREEN_MESSAGE.generationLimitReached, 429, "no-generation-credit")),
    ).toBe(false);
  });

  it("ignores other failures", () => {
    expect(isExportLimitFailure(new ApiError("Logo not found", 404, "not-found"))).toBe(false);
    expect(isExportLimitFailure(new Error("x"))).toBe(false);
  });
});

describe("exportRefusalMessage", () => {
  it("shows the server's words for a wait, a logo someone else owns and an export still being made", () => {
    expect(exportRefusalMessage(new ApiError(tooManyRequestsMessage(4), 429, "rate-limited"))).toBe(
      tooManyRequestsMessage(4),
    );
    expect(exportRefusalMessage(new ApiError(serverBusyMessage(4), 503, "busy"))).toBe(serverBusyMessage(4));
    expect(exportRefusalMessage(new ApiError(EXPORT_MESSAGE.ownedByAnother, 409, "owned-by-another"))).toBe(
      EXPORT_MESSAGE.ownedByAnother,
    );
    expect(exportRefusalMessage(new ApiError(API_MESSAGE.idempotencyInProgress, 409, "in-progress"))).toBe(
      API_MESSAGE.idempotencyInProgress,
    );
  });

  it("leaves anything else to 'Failed to export the logo'", () => {
    expect(exportRefusalMessage(new ApiError("Error exporting logo", 500, "unexpected"))).toBeNull();
    expect(exportRefusalMessage(new ApiError("Conflict", 409))).toBeNull();
    expect(exportRefusalMessage(new Error("x"))).toBeNull();
  });
});
