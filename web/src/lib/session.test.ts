import type { User, UserInfo } from "firebase/auth";
import { describe, expect, it } from "vitest";
import { isSessionUser, userDisplayName } from "./session";

function user(emailVerified: boolean, providers: string[]): User {
  const providerData = providers.map((providerId) => ({ providerId }) as UserInfo);
  return { emailVerified, providerData } as User;
}

describe("isSessionUser", () => {
  it("accepts verified e-mail and password accounts", () => {
    expect(isSessionUser(user(true, ["password"]))).toBe(true);
  });

  it("does not count an unverified password account as signed in", () => {
    expect(isSessionUser(user(false, ["password"]))).toBe(false);
  });

  it("accepts Google accounts", () => {
    expect(isSessionUser(user(false, ["google.com"]))).toBe(true);
  });
});

describe("userDisplayName", () => {
  it("prefers the display name", () => {
    expect(userDisplayName({ displayName: "Ada Lovelace", email: "ada@example.com" })).toBe("Ada Lovelace");
  });

  it("falls back to the part of the e-mail before the at-sign", () => {
    expect(userDisplayName({ displayName: null, email: "ada.l@example.com" })).toBe("ada.l");
    expect(userDisplayName({ displayName: "  ", email: "ada.l@example.com" })).toBe("ada.l");
  });
});
