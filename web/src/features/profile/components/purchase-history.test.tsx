import type { Payment } from "@contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { renderWithProviders } from "@/testing/render-with-providers";
import { PurchaseHistory } from "./purchase-history";

function payment(overrides: Partial<Payment>): Payment {
  return {
    id: "pay_1",
    planType: "BASIC",
    amount: 900,
    currency: "usd",
    status: "fulfilled",
    cardBrand: "visa",
    cardLast4: "4242",
    createdAt: "2026-11-23T10:00:00.000Z",
    ...overrides,
  };
}

describe("PurchaseHistory", () => {
  it("lists each purchase with its date, plan, amount, card and state", async () => {
    renderWithProviders(
      <PurchaseHistory
        load={() =>
          Promise.resolve([
            payment({
              id: "pay_2",
              createdAt: "2026-11-24T09:00:00.000Z",
              cardBrand: "mastercard",
              cardLast4: "4444",
              status: "paid",
            }),
            payment({}),
          ])
        }
      />,
      { path: "/profile" },
    );
    const rows = await screen.findAllByTestId("purchase-row");
    expect(rows).toHaveLength(2);
    const [newest, oldest] = rows;
    expect(newest).toHaveTextContent("Nov 24, 2026");
    expect(newest).toHaveTextContent("Mastercard •••• 4444");
    expect(newest).toHaveTextContent("Paid, credits pending");
    expect(oldest).toHaveTextContent("Creator plan");
    expect(oldest).toHaveTextContent("$9.00 USD");
    expect(oldest).toHaveTextContent("Visa •••• 4242");
  });

  it("has an empty state that leads to checkout", async () => {
    renderWithProviders(<PurchaseHistory load={() => Promise.resolve([])} />, { path: "/profile" });
    expect(await screen.findByText("You haven't bought anything yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the Creator plan" })).toHaveAttribute("href", "/checkout");
  });

  it("shows the error and tries again on request", async () => {
    const load = vi
      .fn<() => Promise<Payment[]>>()
      .mockRejectedValueOnce(new ApiError("Error getting payments", 500))
      .mockResolvedValueOnce([payment({})]);
    renderWithProviders(<PurchaseHistory load={load} />, { path: "/profile" });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Error getting payments")).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("purchase-row")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
