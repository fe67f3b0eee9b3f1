import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { User } from "firebase/auth";
import { MemoryRouter, useLocation } from "react-router-dom";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/session";

const session = vi.hoisted(() => ({ current: { status: "ready", user: null } as Session }));
const signOut = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("@/lib/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/session")>()),
  useSession: () => session.current,
  signOutOfMarkery: signOut,
}));
const clearCurrentProject = vi.hoisted(() => vi.fn());
vi.mock("@/stores/logo-session-store", () => ({ useLogoSession: () => ({ clearCurrentProject }) }));
const openAuthDialog = vi.hoisted(() => vi.fn());
vi.mock("@/stores/auth-dialog-store", () => ({
  useAuthDialog: () => ({ openAuthDialog }),
  useRequireSignIn: () => (action: () => void) => openAuthDialog({ onSignedIn: action }),
}));

import { setViewport } from "@/testing/viewport";
import { SiteHeader } from "./site-header";

// MUI in happy-dom is slow on a busy machine: allow for it rather than flake.
vi.setConfig({ testTimeout: 20_000 });

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderHeader() {
  render(
    <MemoryRouter initialEntries={["/my-logos"]}>
      <SiteHeader />
      <Where />
    </MemoryRouter>,
  );
}

/** The menu button only shows below the md breakpoint, as on a 390 px phone. */
function onAPhone() {
  setViewport(390, 844);
}

const ada = {
  uid: "ada",
  email: "ada.lovelace@example.com",
  displayName: null,
  photoURL: null,
} as User;

beforeAll(async () => {
  // Menus are lazy chunks; load them once so the tests measure behaviour, not imports.
  await Promise.all([import("./user-menu-popup"), import("./mobile-menu-dialog")]);
});

beforeEach(() => {
  setViewport(1280, 800);
  vi.clearAllMocks();
  session.current = { status: "ready", user: null };
});

describe("SiteHeader", () => {
  it("links to the landing sections", () => {
    renderHeader();
    const nav = screen.getAllByRole("navigation", { name: "Sections" })[0] as HTMLElement;
    expect(within(nav).getByRole("link", { name: "How It Works" })).toHaveAttribute("href", "/#how-it-works");
    expect(within(nav).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/#pricing");
    expect(within(nav).getByRole("link", { name: "Examples" })).toHaveAttribute("href", "/#examples");
  });

  it("offers Login / Register to visitors", async () => {
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: "Login / Register" }));
    expect(openAuthDialog).toHaveBeenCalledTimes(1);
  });

  it("shows a signed-in user's initial and e-mail prefix, and the user menu items", async () => {
    session.current = { status: "ready", user: ada };
    renderHeader();
    expect(screen.queryByRole("button", { name: "Login / Register" })).not.toBeInTheDocument();
    const account = screen.getByRole("button", { name: "Account menu for ada.lovelace" });
    expect(account).toHaveTextContent("A");
    expect(account).toHaveTextContent("ada.lovelace");

    await userEvent.click(account);
    const menu = await screen.findByRole("menu");
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["My Logos", "My Exports", "Profile", "Back to Creation", "Logout"]);
  });

  it("Back to Creation clears the current project and goes to /create", async () => {
    session.current = { status: "ready", user: ada };
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Back to Creation" }));
    expect(clearCurrentProject).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("path")).toHaveTextContent("/create");
  });

  it("Logout signs out (the clean-up follows from the auth state)", async () => {
    session.current = { status: "ready", user: ada };
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Logout" }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("mobile menu: sections, then Start now and Login / Register for visitors", async () => {
    onAPhone();
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(menu).getByRole("link", { name: "Pricing" })).toBeInTheDocument();
    expect(within(menu).getByRole("button", { name: "Login / Register" })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole("button", { name: "Start now" }));
    expect(openAuthDialog).toHaveBeenCalledWith({ onSignedIn: expect.any(Function) });
  });

  it("mobile menu: the user menu's items for a signed-in user, without Start now", async () => {
    onAPhone();
    session.current = { status: "ready", user: ada };
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    for (const label of ["My Logos", "My Exports", "Profile"]) {
      expect(within(menu).getByRole("link", { name: label })).toBeInTheDocument();
    }
    expect(within(menu).getByRole("button", { name: "Back to Creation" })).toBeInTheDocument();
    expect(within(menu).getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(within(menu).queryByRole("button", { name: "Start now" })).not.toBeInTheDocument();
  });
});
