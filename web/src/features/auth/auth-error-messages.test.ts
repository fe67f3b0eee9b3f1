import { describe, expect, it } from "vitest";
import {
  AUTH_ERROR_MESSAGES,
  authErrorMessage,
  EMAIL_SIGNIN_MESSAGES,
  emailSigninErrorMessage,
  GENERIC_AUTH_ERROR,
} from "./auth-error-messages";

/** A stand-in for FirebaseError: what matters is its `code`. */
function providerError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

describe("authErrorMessage (Firebase Auth codes, code by code)", () => {
  it.each([
    ["auth/invalid-credential", "Invalid email or password. Please try again."],
    ["auth/user-not-found", "No account found with this email. Please check your email or sign up."],
    ["auth/wrong-password", "Incorrect password. Please try again."],
    ["auth/email-already-in-use", "An account with this email already exists. Please log in instead."],
    ["auth/weak-password", "Password is too weak. Please use at least 6 characters."],
    ["auth/invalid-email", "Please enter a valid email address."],
    ["auth/network-request-failed", "Network error. Please check your internet connection and try again."],
    [
      "auth/too-many-requests",
      "Too many unsuccessful login attempts. Please try again later or reset your password.",
    ],
    ["auth/popup-closed-by-user", "Sign in was cancelled. Please try again."],
    ["auth/cancelled-popup-request", "The authentication process was cancelled. Please try again."],
    [
      "auth/popup-blocked",
      "The sign-in popup was blocked by your browser. Please allow popups for this site.",
    ],
    [
      "auth/account-exists-with-different-credential",
      "An account already exists with the same email but different sign-in credentials. Try signing in using a different method.",
    ],
    [
      "auth/unauthorized-domain",
      "This domain is not authorized for OAuth operations. Please contact support.",
    ],
    ["auth/missing-email", "Please provide your email address."],
    ["auth/invalid-action-code", "The link you used has expired or is invalid. Please request a new link."],
    ["auth/admin-restricted-operation", "This operation is restricted. Please contact support."],
  ])("%s -> %s", (code, message) => {
    expect(authErrorMessage(providerError(code))).toBe(message);
  });

  it("covers every code of the catalogue in the table above", () => {
    expect(AUTH_ERROR_MESSAGES).toHaveLength(16);
  });

  it("matches by substring, so codes with another prefix still map", () => {
    expect(authErrorMessage({ code: "auth/popup-blocked-by-extension" })).toBe(
      "The sign-in popup was blocked by your browser. Please allow popups for this site.",
    );
  });

  it("reads the code out of the message when an error has no code", () => {
    expect(authErrorMessage(new Error("Firebase: Error (auth/wrong-password)."))).toBe(
      "Incorrect password. Please try again.",
    );
  });

  it.each([
    ["an unknown code", providerError("auth/internal-error")],
    ["a plain error", new Error("boom")],
    ["a non-error value", 42],
    ["undefined", undefined],
  ])("falls back to the generic message for %s", (_label, error) => {
    expect(authErrorMessage(error)).toBe(GENERIC_AUTH_ERROR);
  });

  it("uses the spec's generic text", () => {
    expect(GENERIC_AUTH_ERROR).toBe("An error occurred. Please try again later.");
  });
});

describe("emailSigninErrorMessage (/email-signin)", () => {
  it("maps an invalid e-mail", () => {
    expect(emailSigninErrorMessage(providerError("auth/invalid-email"))).toBe(
      "Invalid email address. Please try again.",
    );
  });

  it("maps an expired or used link", () => {
    expect(emailSigninErrorMessage(providerError("auth/invalid-action-code"))).toBe(
      "This sign-in link has expired or is invalid. Please request a new link.",
    );
  });

  it("falls back for anything else", () => {
    expect(emailSigninErrorMessage(providerError("auth/network-request-failed"))).toBe(
      "An error occurred while signing in. Please try again later.",
    );
  });

  it("has the not-a-link text of the spec", () => {
    expect(EMAIL_SIGNIN_MESSAGES.notALink).toBe("Invalid sign-in link. Please request a new link.");
  });
});
