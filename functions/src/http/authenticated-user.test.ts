import { describe, expect, it } from "vitest";
import { AuthUnavailableError, classifyVerificationFailure, InvalidIdTokenError } from "./authenticated-user";

describe("classifyVerificationFailure", () => {
  it("treats expired, revoked, disabled and malformed tokens as invalid (401)", () => {
    for (const code of [
      "auth/id-token-expired",
      "auth/id-token-revoked",
      "auth/user-disabled",
      "auth/argument-error",
    ]) {
      expect(classifyVerificationFailure({ code, message: code })).toBeInstanceOf(InvalidIdTokenError);
    }
  });

  it("treats network failures and unknown errors as an outage (503)", () => {
    expect(classifyVerificationFailure({ code: "app/network-error" })).toBeInstanceOf(AuthUnavailableError);
    expect(classifyVerificationFailure({ code: "auth/internal-error" })).toBeInstanceOf(AuthUnavailableError);
    expect(classifyVerificationFailure(new Error("socket hang up"))).toBeInstanceOf(AuthUnavailableError);
  });
});
