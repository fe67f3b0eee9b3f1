/** @vitest-environment happy-dom */
// Sign-in keeps the address in localStorage and Firebase Auth reads window: this needs a DOM.
import type { Auth } from "firebase/auth";
import { beforeEach, describe, expect, it, vi } from "vitest";

const firebaseAuth = vi.hoisted(() => ({
  isSignInWithEmailLink: vi.fn(),
  sendSignInLinkToEmail: vi.fn(),
  signInWithEmailLink: vi.fn(),
}));
vi.mock("firebase/auth", () => firebaseAuth);

import {
  completeEmailLinkSignIn,
  EMAIL_FOR_SIGN_IN_STORAGE_KEY,
  savedEmailForSignIn,
  sendEmailSignInLink,
} from "./email-link";

const auth = { name: "test-auth" } as unknown as Auth;
const LINK = "http://127.0.0.1:5000/email-signin?mode=signIn&oobCode=abc&apiKey=demo-api-key";

beforeEach(() => {
  vi.resetAllMocks();
});

describe("sendEmailSignInLink", () => {
  it("saves the address before the link is sent", async () => {
    firebaseAuth.sendSignInLinkToEmail.mockImplementation(async () => {
      expect(localStorage.getItem(EMAIL_FOR_SIGN_IN_STORAGE_KEY)).toBe("ada@example.com");
    });
    await sendEmailSignInLink(auth, "ada@example.com");
    expect(firebaseAuth.sendSignInLinkToEmail).toHaveBeenCalledWith(auth, "ada@example.com", {
      url: `${window.location.origin}/email-signin`,
      handleCodeInApp: true,
    });
  });

  it("keeps the address saved when sending fails, and passes the error on", async () => {
    firebaseAuth.sendSignInLinkToEmail.mockRejectedValue({ code: "auth/invalid-email" });
    await expect(sendEmailSignInLink(auth, "nope")).rejects.toEqual({ code: "auth/invalid-email" });
  });
});

describe("completeEmailLinkSignIn", () => {
  it("signs in with the saved address and then removes it", async () => {
    localStorage.setItem(EMAIL_FOR_SIGN_IN_STORAGE_KEY, "ada@example.com");
    firebaseAuth.isSignInWithEmailLink.mockReturnValue(true);
    firebaseAuth.signInWithEmailLink.mockResolvedValue({});

    await expect(completeEmailLinkSignIn(auth, LINK)).resolves.toBe("signedIn");

    expect(firebaseAuth.signInWithEmailLink).toHaveBeenCalledWith(auth, "ada@example.com", LINK);
    expect(savedEmailForSignIn()).toBeNull();
  });

  it("does nothing without a saved address", async () => {
    firebaseAuth.isSignInWithEmailLink.mockReturnValue(true);
    await expect(completeEmailLinkSignIn(auth, LINK)).resolves.toBe("needsEmail");
    expect(firebaseAuth.signInWithEmailLink).not.toHaveBeenCalled();
  });

  it("uses an address typed in by the user when one is given", async () => {
    firebaseAuth.isSignInWithEmailLink.mockReturnValue(true);
    firebaseAuth.signInWithEmailLink.mockResolvedValue({});
    await expect(completeEmailLinkSignIn(auth, LINK, "bob@example.com")).resolves.toBe("signedIn");
    expect(firebaseAuth.signInWithEmailLink).toHaveBeenCalledWith(auth, "bob@example.com", LINK);
  });

  it("reports a page that is not a sign-in link without signing in", async () => {
    localStorage.setItem(EMAIL_FOR_SIGN_IN_STORAGE_KEY, "ada@example.com");
    firebaseAuth.isSignInWithEmailLink.mockReturnValue(false);
    await expect(completeEmailLinkSignIn(auth, "http://127.0.0.1:5000/email-signin")).resolves.toBe(
      "notALink",
    );
    expect(firebaseAuth.signInWithEmailLink).not.toHaveBeenCalled();
    expect(savedEmailForSignIn()).toBe("ada@example.com");
  });

  it("keeps the saved address when the provider refuses the link", async () => {
    localStorage.setItem(EMAIL_FOR_SIGN_IN_STORAGE_KEY, "ada@example.com");
    firebaseAuth.isSignInWithEmailLink.mockReturnValue(true);
    firebaseAuth.signInWithEmailLink.mockRejectedValue({ code: "auth/invalid-action-code" });
    await expect(completeEmailLinkSignIn(auth, LINK)).rejects.toEqual({ code: "auth/invalid-action-code" });
    expect(savedEmailForSignIn()).toBe("ada@example.com");
  });
});
