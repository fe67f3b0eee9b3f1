import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const firebaseAuth = vi.hoisted(() => ({
  isSignInWithEmailLink: vi.fn(),
  signInWithEmailLink: vi.fn(),
  sendSignInLinkToEmail: vi.fn(),
}));
vi.mock("firebase/auth", () => firebaseAuth);
vi.mock("@/lib/firebase", () => ({ getFirebaseAuth: () => ({ name: "test-auth" }) }));
vi.mock("reactfire", () => import("@/testing/fake-reactfire"));

import { EMAIL_FOR_SIGN_IN_STORAGE_KEY } from "../api/email-link";
import { EmailSigninScreen, REDIRECT_AFTER_SIGNIN_MS } from "./email-signin-screen";

// MUI in happy-dom is slow on a busy machine: allow for it rather than flake.
vi.setConfig({ testTimeout: 20_000 });

function renderPage() {
  render(
    <MemoryRouter initialEntries={["/email-signin"]}>
      <Routes>
        <Route path="/email-signin" element={<EmailSigninScreen />} />
        <Route path="/create" element={<p>Create page</p>} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("/email-signin", () => {
  it("verifies, succeeds, removes the saved address and goes to /create after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(EMAIL_FOR_SIGN_IN_STORAGE_KEY, "ada@example.com");
    firebaseAuth.isSignInWithEmailLink.mockReturnValue(true);
    let finish: () => void = () => undefined;
    firebaseAuth.signInWithEmailLink.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));

    renderPage();
    expect(screen.getByText("Verifying your sign-in link...")).toBeInTheDocument();

    await act(async () => finish());
    expect(await screen.findByText("You're signed in!")).toBeInTheDocument();
    expect(localStorage.getItem(EMAIL_FOR_SIGN_IN_STORAGE_KEY)).toBeNull();

    await act(async () => vi.advanceTimersByTime(REDIRECT_AFTER_SIGNIN_MS - 100));
    expect(screen.queryByText("Create page")).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText("Create page")).toBeInTheDocument();
  });

  it("says the link is invalid when the page was not opened from a sign-in link", async () => {
    firebaseAuth.isSignInWithEmailLink.mockReturnValue(false);
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid sign-in link. Please request a new link.",
    );
  });

  it.each([
    ["auth/invalid-action-code", "This sign-in link has expired or is invalid. Please request a new link."],
    ["auth/invalid-email", "Invalid email address. Please try again."],
    ["auth/network-request-failed", "An error occurred while signing in. Please try again later."],
  ])("words %s and offers 'Back to Login' to /login", async (code, message) => {
    const user = userEvent.setup();
    localStorage.setItem(EMAIL_FOR_SIGN_IN_STORAGE_KEY, "ada@example.com");
    firebaseAuth.isSignInWithEmailLink.mockReturnValue(true);
    firebaseAuth.signInWithEmailLink.mockRejectedValue({ code });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    await user.click(screen.getByRole("link", { name: "Back to Login" }));
    expect(screen.getByText("Login page")).toBeInTheDocument();
  });

  it("stays verifying without a saved address and asks for it", async () => {
    const user = userEvent.setup();
    firebaseAuth.isSignInWithEmailLink.mockReturnValue(true);
    firebaseAuth.signInWithEmailLink.mockResolvedValue({});
    renderPage();

    expect(await screen.findByRole("heading", { name: "Confirm your email" })).toBeInTheDocument();
    expect(firebaseAuth.signInWithEmailLink).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("You're signed in!")).toBeInTheDocument();
    expect(firebaseAuth.signInWithEmailLink).toHaveBeenCalledWith(
      { name: "test-auth" },
      "ada@example.com",
      window.location.href,
    );
  });
});
