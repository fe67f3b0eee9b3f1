import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { UpgradeModal } from "@/features/billing/components/upgrade-modal";
import { renderWithProviders } from "@/testing/render-with-providers";

// Other prices than the real ones: the modal must show whatever the plans say, never its own.
vi.mock("@/config/plans", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/config/plans")>()),
  CREATOR_PRICE_TEXT: "$12",
  CREATOR_REGULAR_PRICE_TEXT: "$30",
  CREATOR_OFFER_SAVING_PERCENT: 60,
}));

describe("UpgradeModal prices", { timeout: 20_000 }, () => {
  it("reads the price, the struck-through price and the saving from the plans", () => {
    renderWithProviders(<UpgradeModal open onClose={() => {}} />, { path: "/create" });
    const view = within(screen.getByRole("dialog", { name: "Upgrade to Creator plan" }));
    expect(view.getByText("$12 One-time payment")).toBeInTheDocument();
    expect(view.getByText("$30").tagName).toBe("S");
    expect(view.getByText("60% OFF • 24h only!")).toBeInTheDocument();
    expect(view.queryByText("$9 One-time payment")).not.toBeInTheDocument();
  });
});
