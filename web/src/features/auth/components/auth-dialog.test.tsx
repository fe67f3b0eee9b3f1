import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

const firebaseAuth = vi.hoisted(() => ({
  createUserWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(),
  sendSignInLinkToEmail: vi.fn(),
  isSignInWithEmailLink: vi.fn(),
  signInWithEmailLink: vi.fn(),
  signInWithPopup: vi.fn(),
  browserPopupRedirectResolver: {},
  GoogleAuthProvider: class {
    setCustomParameters() {}
  },
}));
vi.mock("firebase/auth", () => firebaseAuth);

const fakeAuth = vi.hoisted(() => ({ currentUser: null as unknown }));
vi.mock("@/lib/firebase", () => ({ getFirebaseAuth: () => fakeAuth }));
vi.mock("reactfire", () => import("@/testing/fake-reactfire"));

import { EMAIL_FOR_SIGN_IN_STORAGE_KEY } from "../api/email-link";
import AuthDialog from "./auth-dialog";

// MUI in happy-dom is slow on a busy machine: allow for it rather than flake.
vi.setConfig({ testTimeout: 20_000 });

function renderDialog(initialMode: "login" | "register" | "emailLink" = "login") {
  const onClose = vi.fn();
  render(<AuthDialog open initialMode={initialMode} onClose={onClose} />);
  return { dialog: screen.getByRole("dialog"), onClose };
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeAuth.currentUser = null;
  firebaseAuth.signOut.mockImplementation(async () => {
    fakeAuth.currentUser = null;
  });
});

describe("AuthDialog modes", () => {
  it("opens in login mode with both providers, the 'or' divider and the sign-up switch", () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole("heading", { name: "Sign in / Register" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Continue with Email Link" })).toBeInTheDocument();
    expect(within(dialog).getByText("or")).toBeInTheDocument();
    expect(within(dialog).getByText(/Don't have an account\?/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute("type", "email");
  });

  it("switches to register and back", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Sign up" }));
    expect(within(dialog).getByRole("heading", { name: "Create an Account" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    expect(within(dialog).getByText(/Already have an account\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Sign in" }));
    expect(within(dialog).getByRole("heading", { name: "Sign in / Register" })).toBeInTheDocument();
  });

  it("switches to the e-mail link form and back to password sign-in", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Continue with Email Link" }));
    expect(within(dialog).getByRole("heading", { name: "Sign In with Email Link" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Continue with Google" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Back to sign in with password" }));
    expect(within(dialog).getByRole("heading", { name: "Sign in / Register" })).toBeInTheDocument();
  });

  it("closes with the close button", async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("registration", () => {
  it("sends the verification e-mail, signs out and shows 'Verify Your Email'", async () => {
    const user = userEvent.setup();
    firebaseAuth.createUserWithEmailAndPassword.mockImplementation(async () => {
      fakeAuth.currentUser = { emailVerified: false };
    });
    const { dialog } = renderDialog("register");
    await user.type(within(dialog).getByLabelText(/^Email/), "ada@example.com");
    await user.type(within(dialog).getByLabelText(/^Password/), "secret1");
    await user.click(within(dialog).getByRole("button", { name: "Create Account" }));

    expect(await within(dialog).findByRole("heading", { name: "Verify Your Email" })).toBeInTheDocument();
    expect(within(dialog).getByText("ada@example.com")).toBeInTheDocument();
    expect(firebaseAuth.sendEmailVerification).toHaveBeenCalledTimes(1);
    expect(firebaseAuth.signOut).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole("button", { name: "Back to Sign In" }));
    expect(within(dialog).getByRole("heading", { name: "Sign in / Register" })).toBeInTheDocument();
  });

  it("shows the catalogue's message when the address is taken", async () => {
    const user = userEvent.setup();
    firebaseAuth.createUserWithEmailAndPassword.mockRejectedValue({ code: "auth/email-already-in-use" });
    const { dialog } = renderDialog("register");
    await user.type(within(dialog).getByLabelText(/^Email/), "ada@example.com");
    await user.type(within(dialog).getByLabelText(/^Password/), "secret1");
    await user.click(within(dialog).getByRole("button", { name: "Create Account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "An account with this email already exists. Please log in instead.",
    );
  });
});

describe("login", () => {
  it("requires e-mail and password before asking the provider", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Sign In" }));
    expect(within(dialog).getByText("Please provide your email address.")).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter your password.")).toBeInTheDocument();
    expect(firebaseAuth.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it("refuses an unverified account with the warning, and resends the verification e-mail", async () => {
    const user = userEvent.setup();
    firebaseAuth.signInWithEmailAndPassword.mockImplementation(async () => {
      fakeAuth.currentUser = { emailVerified: false };
      return { user: fakeAuth.currentUser };
    });
    const { dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText(/^Email/), "ada@example.com");
    await user.type(within(dialog).getByLabelText(/^Password/), "secret1");
    await user.click(within(dialog).getByRole("button", { name: "Sign In" }));

    const warning = await within(dialog).findByRole("alert");
    expect(warning).toHaveTextContent(
      /^Email verification required\. You must verify your email address before you can sign in/,
    );
    expect(firebaseAuth.signOut).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole("button", { name: "Resend verification email" }));
    expect(await within(dialog).findByText("Verification Email Sent!")).toBeInTheDocument();
    expect(firebaseAuth.sendEmailVerification).toHaveBeenCalledTimes(1);
    expect(firebaseAuth.signOut).toHaveBeenCalledTimes(2);
  });

  it("words a wrong password with the catalogue", async () => {
    const user = userEvent.setup();
    firebaseAuth.signInWithEmailAndPassword.mockRejectedValue({ code: "auth/wrong-password" });
    const { dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText(/^Email/), "ada@example.com");
    await user.type(within(dialog).getByLabelText(/^Password/), "wrong1");
    await user.click(within(dialog).getByRole("button", { name: "Sign In" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Incorrect password. Please try again.",
    );
  });

  it("words a cancelled Google popup with the catalogue", async () => {
    const user = userEvent.setup();
    firebaseAuth.signInWithPopup.mockRejectedValue({ code: "auth/popup-closed-by-user" });
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Continue with Google" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Sign in was cancelled. Please try again.",
    );
  });
});

describe("e-mail link", () => {
  it("saves the address, sends the link and shows 'Check Your Email'", async () => {
    const user = userEvent.setup();
    firebaseAuth.sendSignInLinkToEmail.mockResolvedValue(undefined);
    const { dialog } = renderDialog("emailLink");
    await user.type(within(dialog).getByLabelText(/^Email/), "ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send Sign-In Link" }));

    expect(await within(dialog).findByRole("heading", { name: "Check Your Email" })).toBeInTheDocument();
    expect(localStorage.getItem(EMAIL_FOR_SIGN_IN_STORAGE_KEY)).toBe("ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Back to Sign In" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("heading", { name: "Sign in / Register" })).toBeInTheDocument(),
    );
  });
});
