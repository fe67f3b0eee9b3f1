import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import QuotaReachedRoute from "@/app/routes/quota-reached";
import { nextQuotaReset } from "@/features/billing/components/quota-reached";
import { makeQuota } from "@/testing/logo-fixtures";
import { renderWithProviders } from "@/testing/render-with-providers";

// Full MUI screens in happy-dom are slow on a busy machine; the default 5 s is too tight.
describe("/quota-reached", { timeout: 20_000 }, () => {
  it("shows the title, the reset note, the plans and a link to My Logos", async () => {
    renderWithProviders(<QuotaReachedRoute />, {
      path: "/quota-reached",
      loadQuota: () => Promise.resolve(makeQuota({ currentCount: 12, remaining: 0 })),
    });
    expect(
      screen.getByRole("heading", { level: 1, name: "You've Reached Your Logo Generation Limit" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/reset at the start of next month/)).toBeInTheDocument();
    expect(await screen.findByText("12 of 12 generations used")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to My Logos" })).toHaveAttribute("href", "/my-logos");
    expect(screen.getByTestId("plan-free")).toBeInTheDocument();
    expect(screen.getByTestId("plan-pro")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: /choose creator/i }));
    expect(screen.getByTestId("location")).toHaveTextContent("/checkout");
  });

  it("resets on the 1st of next month, UTC", () => {
    expect(nextQuotaReset(new Date("2026-11-30T23:59:00.000Z")).toISOString()).toBe(
      "2026-12-01T00:00:00.000Z",
    );
    expect(nextQuotaReset(new Date("2026-12-15T08:00:00.000Z")).toISOString()).toBe(
      "2027-01-01T00:00:00.000Z",
    );
  });
});
