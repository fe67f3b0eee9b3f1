import type { Quota } from "@contract";
import { render, screen, within } from "@testing-library/react";
import type { User } from "firebase/auth";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/session";

const session = vi.hoisted(() => ({ current: { status: "ready", user: null } as Session }));
vi.mock("@/lib/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/session")>()),
  useSession: () => session.current,
}));

import { MembershipProvider } from "@/stores/membership-store";
import { makeQuota } from "@/testing/logo-fixtures";
import { CheckoutSuccess } from "./checkout-success";

function renderSuccess(state: unknown, loadQuota: () => Promise<Quota>) {
  render(
    <MembershipProvider loadQuota={loadQuota}>
      <MemoryRouter initialEntries={[{ pathname: "/checkout-success", state }]}>
        <Routes>
          <Route path="/checkout-success" element={<CheckoutSuccess />} />
        </Routes>
      </MemoryRouter>
    </MembershipProvider>,
  );
}

const PREMIUM = makeQuota({
  membershipStatus: "PREMIUM",
  currentCount: 0,
  limit: 112,
  remaining: 112,
  exports: { limit: 2, used: 0, remaining: 2 },
});

beforeEach(() => {
  session.current = { status: "ready", user: { uid: "ada" } as User };
});

describe("CheckoutSuccess", () => {
  it("shows what the server granted and the fresh balance, with links to create and My Logos", async () => {
    const loadQuota = vi.fn(() => Promise.resolve(PREMIUM));
    renderSuccess({ grant: { planType: "BASIC", generationCredits: 100, exportCredits: 2 } }, loadQuota);
    expect(screen.getByRole("heading", { name: "Payment successful" })).toBeInTheDocument();
    expect(screen.getByTestId("granted-generations")).toHaveTextContent("+100 logo generations");
    expect(screen.getByTestId("granted-exports")).toHaveTextContent("+2 logo exports");
    expect(await screen.findByTestId("balance-generations")).toHaveTextContent("112 of 112 generations left");
    expect(screen.getByTestId("balance-exports")).toHaveTextContent("2 of 2 exports left");
    expect(screen.getByLabelText("Membership: PREMIUM")).toBeInTheDocument();
    expect(loadQuota).toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Create logos" })).toHaveAttribute("href", "/create");
    expect(screen.getByRole("link", { name: "Go to My Logos" })).toHaveAttribute("href", "/my-logos");
  });

  it("ignores navigation state that is not a grant", async () => {
    renderSuccess({ grant: { generationCredits: "lots" } }, () => Promise.resolve(PREMIUM));
    expect(screen.queryByTestId("granted-generations")).not.toBeInTheDocument();
    expect(await screen.findByTestId("balance-generations")).toBeInTheDocument();
  });

  it("still confirms when the balance cannot be loaded", async () => {
    renderSuccess(null, () => Promise.reject(new Error("down")));
    const section = screen.getByRole("region", { name: "Your balance now" });
    expect(await within(section).findByText(/your balance could not be loaded/)).toBeInTheDocument();
  });
});
