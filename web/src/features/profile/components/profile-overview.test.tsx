import type { Payment, Quota } from "@contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProfileOverview, type ProfileUser } from "@/features/profile/components/profile-overview";
import { ApiError } from "@/lib/api-error";
import { makeQuota } from "@/testing/logo-fixtures";
import { renderWithProviders } from "@/testing/render-with-providers";

function renderProfile(
  user: Partial<ProfileUser>,
  loadQuota: () => Promise<Quota>,
  loadPayments: () => Promise<Payment[]> = () => Promise.resolve([]),
) {
  const fullUser: ProfileUser = {
    uid: "user-1",
    email: "baker@example.com",
    displayName: null,
    photoURL: null,
    ...user,
  };
  renderWithProviders(<ProfileOverview user={fullUser} loadPayments={loadPayments} />, {
    path: "/profile",
    loadQuota,
  });
}

// Full MUI screens in happy-dom are slow on a busy machine; the default 5 s is too tight.
describe("ProfileOverview", { timeout: 20_000 }, () => {
  it("shows the e-mail prefix, a generated avatar, the badge and both usage bars", async () => {
    renderProfile({}, () =>
      Promise.resolve(
        makeQuota({
          membershipStatus: "PREMIUM",
          currentCount: 9,
          limit: 112,
          remaining: 103,
          exports: { limit: 2, used: 1, remaining: 1 },
        }),
      ),
    );
    expect(screen.getByRole("heading", { name: "baker" })).toBeInTheDocument();
    expect(screen.getByText("baker@example.com")).toBeInTheDocument();
    const avatar = screen.getByRole("img", { name: "baker's avatar" });
    expect(avatar.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);

    expect(await screen.findByLabelText("Membership: PREMIUM")).toBeInTheDocument();
    expect(screen.getByTestId("generations-used")).toHaveTextContent("9 / 112 used");
    expect(screen.getByTestId("generations-remaining")).toHaveTextContent("103 generations remaining");
    expect(screen.getByTestId("exports-used")).toHaveTextContent("1 / 2 used");
    expect(screen.getByTestId("exports-remaining")).toHaveTextContent("1 export remaining");
    const bars = screen.getAllByRole("progressbar");
    expect(bars[0]).toHaveAttribute("aria-valuenow", String(Math.round((9 / 112) * 100)));
    expect(bars[1]).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByRole("link", { name: "Upgrade to Creator" })).toHaveAttribute("href", "/checkout");
  });

  it("prefers the display name and photo, and shows FREE by default", async () => {
    renderProfile({ displayName: "Demo Baker", photoURL: "https://example.com/me.png" }, () =>
      Promise.resolve(makeQuota({ currentCount: 12, remaining: 0 })),
    );
    expect(screen.getByRole("heading", { name: "Demo Baker" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Demo Baker's avatar" })).toHaveAttribute(
      "src",
      "https://example.com/me.png",
    );
    expect(await screen.findByLabelText("Membership: FREE")).toBeInTheDocument();
    expect(await screen.findByTestId("generations-remaining")).toHaveTextContent("0 generations remaining");
  });

  it("shows the fallback's error and zero quota when the quota cannot be fetched", async () => {
    renderProfile({}, () => Promise.reject(new ApiError("Error getting remaining quota", 500)));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Error getting remaining quota")).toBeInTheDocument();
    expect(screen.getByTestId("generations-used")).toHaveTextContent("0 / 0 used");
  });

  it("shows the PREMIUM badge and the purchase in the history after buying the Creator plan", async () => {
    renderProfile(
      {},
      () =>
        Promise.resolve(
          makeQuota({
            membershipStatus: "PREMIUM",
            currentCount: 0,
            limit: 112,
            remaining: 112,
            exports: { limit: 2, used: 0, remaining: 2 },
          }),
        ),
      () =>
        Promise.resolve([
          {
            id: "pay_1",
            planType: "BASIC",
            amount: 900,
            currency: "usd",
            status: "fulfilled",
            cardBrand: "visa",
            cardLast4: "4242",
            createdAt: "2026-11-23T10:00:00.000Z",
          },
        ]),
    );
    expect(await screen.findByLabelText("Membership: PREMIUM")).toBeInTheDocument();
    const history = screen.getByRole("region", { name: "Purchase history" });
    const row = await within(history).findByTestId("purchase-row");
    expect(row).toHaveTextContent("Creator plan");
    expect(row).toHaveTextContent("Nov 23, 2026");
    expect(row).toHaveTextContent("$9.00 USD");
    expect(row).toHaveTextContent("Visa •••• 4242");
    expect(row).toHaveTextContent("Completed");
  });
});
