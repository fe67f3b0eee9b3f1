import { API_MESSAGE, SCREEN_MESSAGE, serverBusyMessage, tooManyRequestsMessage } from "@contract";
import { describe, expect, it } from "vitest";
import {
  isGenerationQuotaExhausted,
  mayHaveGoneThrough,
  refusalMessage,
} from "@/flows/generation/generation-failure";
import { ApiError } from "@/lib/api-error";

describe("isGenerationQuotaExhausted", () => {
  it("reads the API's code, whatever the text says", () => {
    expect(isGenerationQuotaExhausted(new ApiError("Something else", 429, "no-generation-credit"))).toBe(
      true,
    );
    expect(
      isGenerationQuotaExhausted(
        new ApiError(SCREEN_MESSAGE.generationLimitReached, 429, "no-generation-credit"),
      ),
    ).toBe(true);
  });

  it("never takes the rate limiter's or the busy server's refusal for the quota", () => {
    expect(isGenerationQuotaExhausted(new ApiError(tooManyRequestsMessage(3), 429, "rate-limited"))).toBe(
      false,
    );
    expect(isGenerationQuotaExhausted(new ApiError(serverBusyMessage(3), 503, "busy"))).toBe(false);
    // A code that is not about credits wins over words that would match the spec's text rule.
    expect(isGenerationQuotaExhausted(new ApiError("Brand name limit is 80", 400, "invalid-input"))).toBe(
      false,
    );
  });

  it("falls back to the spec's text rule only for a failure without a code", () => {
    expect(isGenerationQuotaExhausted(new ApiError("Logo limit reached", 403))).toBe(true);
    expect(isGenerationQuotaExhausted(new ApiError("Your quota is used up", null))).toBe(true);
    expect(isGenerationQuotaExhausted(new ApiError("Error generating logos", 500))).toBe(false);
    expect(isGenerationQuotaExhausted(new ApiError("Something else", 429))).toBe(false);
  });

  it("never takes the export limit for the generation quota", () => {
    expect(
      isGenerationQuotaExhausted(new ApiError(API_MESSAGE.exportLimitReached, 429, "no-export-credit")),
    ).toBe(false);
    expect(isGenerationQuotaExhausted(new ApiError(API_MESSAGE.exportLimitReached, 403))).toBe(false);
  });

  it("ignores failures that are not API answers", () => {
    expect(isGenerationQuotaExhausted(new Error("quota"))).toBe(false);
    expect(isGenerationQuotaExhausted("limit")).toBe(false);
  });
});

describe("refusalMessage", () => {
  it("shows the API's words for refused input and for a wait", () => {
    expect(refusalMessage(new ApiError("Brand name is required", 400, "invalid-input"))).toBe(
      "Brand name is required",
    );
    expect(refusalMessage(new ApiError(tooManyRequestsMessage(7), 429, "rate-limited"))).toBe(
      tooManyRequestsMessage(7),
    );
    expect(refusalMessage(new ApiError(serverBusyMessage(2), 503, "busy"))).toBe(serverBusyMessage(2));
  });

  it("leaves every other failure to the screen's own message", () => {
    expect(refusalMessage(new ApiError("Error generating logos", 502, "generation-failed"))).toBeNull();
    expect(refusalMessage(new ApiError("Error generating logos", 500, "unexpected"))).toBeNull();
    expect(refusalMessage(new ApiError("Bad Request", 400))).toBeNull();
    expect(refusalMessage(new Error("x"))).toBeNull();
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
