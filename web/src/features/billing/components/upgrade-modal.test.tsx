import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { UpgradeModal } from "@/features/billing/components/upgrade-modal";
import { UPGRADE_HEADER } from "@/features/billing/hooks/use-billing-dialogs";
import { renderWithProviders } from "@/testing/render-with-providers";

function Harness({ header }: { header?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open upgrade
      </button>
      <UpgradeModal open={open} onClose={() => setOpen(false)} header={header} />
    </>
  );
}

function renderModal(header?: string) {
  renderWithProviders(<Harness header={header} />, { path: "/create" });
  return screen.getByRole("dialog", { name: "Upgrade to Creator plan" });
}

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

// Full MUI screens in happy-dom are slow on a busy machine; the default 5 s is too tight.
describe("UpgradeModal", { timeout: 20_000 }, () => {
  it("shows the spec's offer with the default header and links to checkout", () => {
    const dialog = renderModal();
    const view = within(dialog);
    expect(view.getByText(UPGRADE_HEADER.freePlan)).toBeInTheDocument();
    expect(view.getByText("55% OFF • 24h only!")).toBeInTheDocument();
    expect(view.getByText("100 more logo generations")).toBeInTheDocument();
    expect(view.getByText("Premium file export")).toBeInTheDocument();
    expect(
      view.getByText("2 logo exports with transparent background and high-quality resolution.", {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(view.getByText("Cost-effective branding")).toBeInTheDocument();
    expect(view.getByText("1/10th the price of a designer", { exact: false })).toBeInTheDocument();
    expect(view.getByText("$20").tagName).toBe("S");
    expect(view.getByText("$9 One-time payment")).toBeInTheDocument();
    expect(view.getByRole("link", { name: "Pay now" })).toHaveAttribute("href", "/checkout");
    expect(view.getByText("Secure payment • Instant access")).toBeInTheDocument();
  });

  it("shows the other header when asked", () => {
    const dialog = renderModal(UPGRADE_HEADER.generationLimit);
    expect(within(dialog).getByText("Logo generation limit reached")).toBeInTheDocument();
  });

  it("locks page scrolling while open and closes on Escape", async () => {
    const dialog = renderModal();
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await expectClosed();
    expect(document.body.style.overflow).toBe("");
  });

  it("closes on a backdrop click", async () => {
    renderModal();
    const container = document.querySelector(".MuiDialog-container");
    expect(container).not.toBeNull();
    if (!container) return;
    act(() => {
      fireEvent.mouseDown(container);
      fireEvent.click(container);
    });
    await expectClosed();
  });

  it("closes with its back button", async () => {
    const dialog = renderModal();
    fireEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    await expectClosed();
    fireEvent.click(screen.getByRole("button", { name: "Open upgrade" }));
    expect(await screen.findByRole("dialog", { name: "Upgrade to Creator plan" })).toBeInTheDocument();
  });
});
