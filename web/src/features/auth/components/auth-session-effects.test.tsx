import { act, render, screen } from "@testing-library/react";
import type { User } from "firebase/auth";
import { MemoryRouter, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/session";

const session = vi.hoisted(() => ({ current: { status: "loading", user: null } as Session }));
vi.mock("@/lib/session", () => ({ useSession: () => session.current }));

const logoSession = vi.hoisted(() => ({ reset: vi.fn() }));
vi.mock("@/stores/logo-session-store", () => ({ useLogoSession: () => logoSession }));

const firebaseAuth = vi.hoisted(() => ({
  isSignInWithEmailLink: vi.fn(() => false),
  signInWithEmailLink: vi.fn(),
  sendSignInLinkToEmail: vi.fn(),
}));
vi.mock("firebase/auth", () => firebaseAuth);
vi.mock("@/lib/firebase", () => ({ getFirebaseAuth: () => ({}) }));

import { AuthSessionEffects } from "./auth-session-effects";

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AuthSessionEffects />
      <Where />
    </MemoryRouter>,
  );
  return {
    update(next: Session) {
      session.current = next;
      view.rerender(
        <MemoryRouter initialEntries={[path]}>
          <AuthSessionEffects />
          <Where />
        </MemoryRouter>,
      );
    },
  };
}

const ada = { uid: "ada" } as User;
const bob = { uid: "bob" } as User;

beforeEach(() => {
  vi.clearAllMocks();
  session.current = { status: "loading", user: null };
});

describe("AuthSessionEffects", () => {
  it("clears the logo state and goes to / on logout", async () => {
    const view = renderAt("/my-logos");
    await act(async () => view.update({ status: "ready", user: ada }));
    expect(logoSession.reset).not.toHaveBeenCalled();
    await act(async () => view.update({ status: "ready", user: null }));
    expect(logoSession.reset).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("path")).toHaveTextContent(/^\/$/);
  });

  it("does nothing for a visitor who was never signed in", async () => {
    const view = renderAt("/terms");
    await act(async () => view.update({ status: "ready", user: null }));
    expect(logoSession.reset).not.toHaveBeenCalled();
    expect(screen.getByTestId("path")).toHaveTextContent("/terms");
  });

  it("starts over when another user signs in without a logout in between", async () => {
    const view = renderAt("/create");
    await act(async () => view.update({ status: "ready", user: ada }));
    await act(async () => view.update({ status: "ready", user: bob }));
    expect(logoSession.reset).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("path")).toHaveTextContent("/create");
  });
});
