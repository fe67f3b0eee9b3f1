/** @vitest-environment happy-dom */
// Firebase Auth reads window: this needs a DOM.
import type { Auth, User } from "firebase/auth";
import { beforeEach, describe, expect, it, vi } from "vitest";

const firebaseAuth = vi.hoisted(() => ({
  createUserWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock("firebase/auth", () => firebaseAuth);

import {
  registerWithPassword,
  resendVerificationEmail,
  sendVerificationEmail,
  signInWithPassword,
} from "./password-auth";

function fakeUser(emailVerified: boolean): User {
  return { uid: "u1", email: "ada@example.com", emailVerified } as User;
}

/** A stand-in Auth whose currentUser follows sign-in and sign-out like Firebase's. */
function fakeAuth(initial: User | null = null) {
  const auth = { currentUser: initial } as { currentUser: User | null };
  firebaseAuth.signOut.mockImplementation(async () => {
    auth.currentUser = null;
  });
  return auth as unknown as Auth;
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe("sendVerificationEmail", () => {
  it("raises 'No user is signed in' without a user", async () => {
    await expect(sendVerificationEmail(fakeAuth(null))).rejects.toThrow("No user is signed in");
    expect(firebaseAuth.sendEmailVerification).not.toHaveBeenCalled();
  });

  it("skips an address that is already verified", async () => {
    await expect(sendVerificationEmail(fakeAuth(fakeUser(true)))).resolves.toBe(false);
    expect(firebaseAuth.sendEmailVerification).not.toHaveBeenCalled();
  });

  it("sends the e-mail with a way back to sign-in", async () => {
    const user = fakeUser(false);
    await expect(sendVerificationEmail(fakeAuth(user))).resolves.toBe(true);
    expect(firebaseAuth.sendEmailVerification).toHaveBeenCalledWith(user, {
      url: `${window.location.origin}/login`,
    });
  });
});

describe("registerWithPassword", () => {
  it("creates the account, sends the verification e-mail, then signs out", async () => {
    const auth = fakeAuth();
    const user = fakeUser(false);
    const calls: string[] = [];
    firebaseAuth.createUserWithEmailAndPassword.mockImplementation(async () => {
      calls.push("create");
      (auth as { currentUser: User | null }).currentUser = user;
      return { user };
    });
    firebaseAuth.sendEmailVerification.mockImplementation(async () => calls.push("verify"));
    firebaseAuth.signOut.mockImplementation(async () => {
      calls.push("signOut");
      (auth as { currentUser: User | null }).currentUser = null;
    });

    await registerWithPassword(auth, "ada@example.com", "secret1");

    expect(firebaseAuth.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      auth,
      "ada@example.com",
      "secret1",
    );
    expect(calls).toEqual(["create", "verify", "signOut"]);
    expect(auth.currentUser).toBeNull();
  });

  it("still signs out when the verification e-mail cannot be sent", async () => {
    const auth = fakeAuth();
    firebaseAuth.createUserWithEmailAndPassword.mockImplementation(async () => {
      (auth as { currentUser: User | null }).currentUser = fakeUser(false);
    });
    firebaseAuth.sendEmailVerification.mockRejectedValue({ code: "auth/network-request-failed" });
    await expect(registerWithPassword(auth, "ada@example.com", "secret1")).rejects.toEqual({
      code: "auth/network-request-failed",
    });
    expect(firebaseAuth.signOut).toHaveBeenCalledTimes(1);
  });

  it("passes provider errors on without signing anyone out", async () => {
    firebaseAuth.createUserWithEmailAndPassword.mockRejectedValue({ code: "auth/email-already-in-use" });
    await expect(registerWithPassword(fakeAuth(), "ada@example.com", "secret1")).rejects.toEqual({
      code: "auth/email-already-in-use",
    });
    expect(firebaseAuth.signOut).not.toHaveBeenCalled();
  });
});

describe("signInWithPassword", () => {
  it("accepts a verified account", async () => {
    firebaseAuth.signInWithEmailAndPassword.mockResolvedValue({ user: fakeUser(true) });
    await expect(signInWithPassword(fakeAuth(), "ada@example.com", "secret1")).resolves.toBe("signedIn");
    expect(firebaseAuth.signOut).not.toHaveBeenCalled();
  });

  it("signs an unverified account straight out again", async () => {
    firebaseAuth.signInWithEmailAndPassword.mockResolvedValue({ user: fakeUser(false) });
    await expect(signInWithPassword(fakeAuth(), "ada@example.com", "secret1")).resolves.toBe(
      "verificationRequired",
    );
    expect(firebaseAuth.signOut).toHaveBeenCalledTimes(1);
  });
});

describe("resendVerificationEmail", () => {
  it("signs in for the moment it takes to send, then signs out", async () => {
    const auth = fakeAuth();
    const user = fakeUser(false);
    firebaseAuth.signInWithEmailAndPassword.mockImplementation(async () => {
      (auth as { currentUser: User | null }).currentUser = user;
      return { user };
    });
    await resendVerificationEmail(auth, "ada@example.com", "secret1");
    expect(firebaseAuth.sendEmailVerification).toHaveBeenCalledWith(user, expect.any(Object));
    expect(firebaseAuth.signOut).toHaveBeenCalledTimes(1);
    expect(auth.currentUser).toBeNull();
  });
});
