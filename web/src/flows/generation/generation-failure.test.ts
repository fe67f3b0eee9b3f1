import { API_MESSAGE, SCREEN_MESSAGE } from "@contract";
import { describe, expect, it } from "vitest";
import { isGenerationQuotaExhausted, mayHaveGoneThrough } from "@/flows/generation/generation-failure";
import { ApiError } from "@/lib/api-error";

describe("isGenerationQuotaExhausted", () => {
  it("reads the 429 status, whatever the text says", () => {
    expect(isGenerationQuotaExhausted(new ApiError(SCREEN_MESSAGE.generationLimitReached, 429))).toBe(true);
    expect(isGenerationQuotaExhausted(new ApiError("Something else", 429))).toBe(true);
  });

  it("falls back to the spec's text rule only for an answer without that status", () => {
    expect(isGenerationQuotaExhausted(new ApiError("Logo limit reached", 403))).toBe(true);
    expect(isGenerationQuotaExhausted(new ApiError("Your quota is used up", null))).toBe(true);
    expect(isGenerationQuotaExhausted(new ApiError("Error generating logos", 500))).toBe(false);
    expect(isGenerationQuotaExhausted(new ApiError("Brand name is required", 400))).toBe(false);
  });

  it("never takes the export limit for the generation quota", () => {
    expect(isGenerationQuotaExhausted(new ApiError(API_MESSAGE.exportLimitReached, 429))).toBe(false);
    expect(isGenerationQuotaExhausted(new ApiError(API_MESSAGE.exportLimitReached, 403))).toBe(false);
  });

  it("ignores failures that are not API answers", () => {
    expect(isGenerationQuotaExhausted(new Error("quota"))).toBe(false);
    expect(isGenerationQuotaExhausted("limit")).toBe(false);
  });
});

describe("mayHaveGoneThrough", () => {
  it("is true for no answer, 409 and server errors only", () => {
    expect(mayHaveGoneThrough(new ApiError("x", null))).toBe(true);
    expect(mayHaveGoneThrough(new ApiError("x", 409))).toBe(true);
    expect(mayHaveGoneThrough(new ApiError("x", 503))).toBe(true);
    expect(mayHaveGoneThrough(new ApiError("x", 400))).toBe(false);
    expect(mayHaveGoneThrough(new ApiError("x", 429))).toBe(false);
    expect(mayHaveGoneThrough(new Error("x"))).toBe(false);
  });
});
