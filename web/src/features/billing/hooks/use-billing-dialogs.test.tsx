import type { Logo, Quota } from "@contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BillingDialogs } from "@/features/billing/components/billing-dialogs";
import { useBillingDialogs } from "@/features/billing/hooks/use-billing-dialogs";
import { makeLogo, makeProject, makePrompt, makeQuota } from "@/testing/logo-fixtures";
import { renderWithProviders } from "@/testing/render-with-providers";

function Page({ logo }: { logo: Logo }) {
  const billing = useBillingDialogs();
  return (
    <>
      <button type="button" onClick={() => void billing.requestExport(logo)}>
        Export Logo
      </button>
      <button type="button" onClick={billing.openUpgrade}>
        Upgrade
      </button>
      {/* The export modal is the exports feature's: the page renders it when the controller asks. */}
      <output aria-label="Dialog asked for">{`${billing.dialog.open ?? "none"} ${billing.dialog.logo?.id ?? ""}`}</output>
      <BillingDialogs controller={billing} />
    </>
  );
}

function renderPage(quota: Quota) {
  const logo = makeLogo(makePrompt(makeProject().id));
  renderWithProviders(<Page logo={logo} />, {
    path: "/logo-designs",
    loadQuota: () => Promise.resolve(quota),
  });
  return logo;
}

const WITH_EXPORTS = makeQuota({ membershipStatus: "PREMIUM", exports: { limit: 2, used: 0, remaining: 2 } });

// Full MUI screens in happy-dom are slow on a busy machine; the default 5 s is too tight.
describe("useBillingDialogs", { timeout: 20_000 }, () => {
  it("asks for the export modal while exports remain, and opens no billing dialog", async () => {
    const logo = renderPage(WITH_EXPORTS);
    fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Dialog asked for" })).toHaveTextContent(`export ${logo.id}`),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens Download options when no exports remain", async () => {
    const logo = renderPage(makeQuota());
    fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
    expect(await screen.findByRole("dialog", { name: "Download options" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Dialog asked for", hidden: true })).toHaveTextContent(
      `downloadOptions ${logo.id}`,
    );
  });

  it("picks the upgrade header from the membership", async () => {
    renderPage(makeQuota({ membershipStatus: "PREMIUM", remaining: 0 }));
    // Let the quota load first (the export request above does it; here the upgrade needs it).
    fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
    await screen.findByRole("dialog");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade to Creator plan" });
    expect(within(dialog).getByText("Logo generation limit reached")).toBeInTheDocument();
  });
});
