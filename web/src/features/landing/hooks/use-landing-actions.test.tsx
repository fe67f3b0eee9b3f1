import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { User } from "firebase/auth";
import { MemoryRouter, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/session";

const session = vi.hoisted(() => ({ current: { status: "ready", user: null } as Session }));
vi.mock("@/lib/session", () => ({ useSession: () => session.current }));

import { AuthDialogProvider, useAuthDialog } from "@/stores/auth-dialog-store";
import { Hero } from "../components/hero";
import { PricingSection } from "../components/pricing-section";
import { useLandingActions } from "./use-landing-actions";

// MUI in happy-dom is slow on a busy machine: allow for it rather than flake.
vi.setConfig({ testTimeout: 20_000 });

/** Stands in for the dialog: shows whether it is open and lets the test finish a sign-in. */
function DialogProbe() {
  const { isOpen, completeSignIn } = useAuthDialog();
  return isOpen ? (
    <button type="button" onClick={completeSignIn}>
      Finish sign-in
    </button>
  ) : null;
}

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function Landing() {
  const { tryForFree, selectPlan } = useLandingActions();
  return (
    <>
      <Hero onTryForFree={tryForFree} />
      <PricingSection onSelectPlan={selectPlan} />
    </>
  );
}

function renderLanding() {
  render(
    <MemoryRouter initialEntries={["/"]}>
      <AuthDialogProvider>
        <Landing />
        <DialogProbe />
        <Where />
      </AuthDialogProvider>
    </MemoryRouter>,
  );
}

const path = () => screen.getByTestId("path").textContent;

beforeEach(() => {
  session.current = { status: "ready", user: null };
});

describe("landing calls to action", () => {
  it.each([
    ["Try for free", "/create"],
    ["Get Started", "/create"],
    ["Choose Creator", "/checkout"],
  ])("%s takes a signed-in user straight to %s", async (label, destination) => {
    session.current = { status: "ready", user: { uid: "ada" } as User };
    renderLanding();
    await userEvent.click(screen.getAllByRole("button", { name: label })[0] as HTMLElement);
    expect(path()).toBe(destination);
    expect(screen.queryByRole("button", { name: "Finish sign-in" })).not.toBeInTheDocument();
  });

  it.each([
    ["Try for free", "/create"],
    ["Get Started", "/create"],
    ["Choose Creator", "/checkout"],
  ])("%s asks a visitor to sign in first, then goes to %s", async (label, destination) => {
    renderLanding();
    await userEvent.click(screen.getAllByRole("button", { name: label })[0] as HTMLElement);
    expect(path()).toBe("/");
    await act(async () => screen.getByRole("button", { name: "Finish sign-in" }).click());
    expect(path()).toBe(destination);
  });

  it("keeps the Pro plan disabled as 'Coming Soon'", () => {
    renderLanding();
    expect(screen.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
  });
});
