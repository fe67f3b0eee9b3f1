import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { User } from "firebase/auth";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/session";

const session = vi.hoisted(() => ({ current: { status: "ready", user: null } as Session }));
vi.mock("@/lib/session", () => ({ useSession: () => session.current }));
vi.mock("@/lib/firebase", () => ({ getFirebaseAuth: () => ({}) }));
vi.mock("reactfire", () => import("@/testing/fake-reactfire"));
vi.mock("firebase/auth", () => ({ GoogleAuthProvider: class {}, browserPopupRedirectResolver: {} }));

import { AuthDialogProvider, useRequireSignIn } from "@/stores/auth-dialog-store";
import { AuthDialogHost } from "./auth-dialog-host";

// MUI in happy-dom is slow on a busy machine: allow for it rather than flake.
vi.setConfig({ testTimeout: 20_000 });

function Cta({ action }: { action(): void }) {
  const requireSignIn = useRequireSignIn();
  return (
    <button type="button" onClick={() => requireSignIn(action)}>
      Try for free
    </button>
  );
}

function renderApp(action: () => void) {
  const tree = () => (
    <AuthDialogProvider>
      <Cta action={action} />
      <AuthDialogHost />
    </AuthDialogProvider>
  );
  const view = render(tree());
  return {
    signIn(user: User) {
      session.current = { status: "ready", user };
      view.rerender(tree());
    },
  };
}

beforeAll(async () => {
  // The dialog is a lazy chunk; load it once up front so the tests measure behaviour, not imports.
  await import("./auth-dialog");
});

beforeEach(() => {
  session.current = { status: "ready", user: null };
});

describe("requireSignIn with the dialog host", () => {
  it("runs the action at once for a signed-in user", async () => {
    session.current = { status: "ready", user: { uid: "ada" } as User };
    const action = vi.fn();
    renderApp(action);
    await userEvent.click(screen.getByRole("button", { name: "Try for free" }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks a visitor to sign in first, then closes the dialog and runs the action", async () => {
    const action = vi.fn();
    const app = renderApp(action);
    await userEvent.click(screen.getByRole("button", { name: "Try for free" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();

    await act(async () => app.signIn({ uid: "ada" } as User));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("drops the action when the visitor closes the dialog", async () => {
    const action = vi.fn();
    const app = renderApp(action);
    await userEvent.click(screen.getByRole("button", { name: "Try for free" }));
    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    await act(async () => app.signIn({ uid: "ada" } as User));
    expect(action).not.toHaveBeenCalled();
  });
});
