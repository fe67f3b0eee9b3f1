import { type Logo, type Quota, SCREEN_MESSAGE } from "@contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BillingDialogs } from "@/features/billing/components/billing-dialogs";
import { useBillingDialogs } from "@/features/billing/hooks/use-billing-dialogs";
import { createExport, getExport, getExports } from "@/features/exports/api/exports-api";
import { resetExportsStore, takeSelectedExportId } from "@/features/exports/hooks/exports-store";
import { makeExport } from "@/features/exports/testing/export-fixtures";
import { ApiError } from "@/lib/api-error";
import { makeLogo, makeProject, makePrompt, makeQuota } from "@/testing/logo-fixtures";
import { renderWithProviders } from "@/testing/render-with-providers";

vi.mock("@/features/exports/api/exports-api", () => ({
  createExport: vi.fn(),
  getExport: vi.fn(),
  getExports: vi.fn(),
  retryExport: vi.fn(),
}));
const createExportMock = vi.mocked(createExport);
const getExportMock = vi.mocked(getExport);
const getExportsMock = vi.mocked(getExports);

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
      <BillingDialogs controller={billing} />
    </>
  );
}

function renderPage(quota: Quota | (() => Promise<Quota>)) {
  const logo = makeLogo(makePrompt(makeProject().id));
  const loadQuota = typeof quota === "function" ? quota : () => Promise.resolve(quota);
  renderWithProviders(<Page logo={logo} />, { path: "/logo-designs", loadQuota });
  return logo;
}

const WITH_EXPORTS = makeQuota({ membershipStatus: "PREMIUM", exports: { limit: 2, used: 0, remaining: 2 } });

async function openAndConfirm() {
  fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
  const dialog = await screen.findByRole("dialog", { name: "Export logo" });
  fireEvent.click(within(dialog).getByRole("button", { name: "Export files" }));
}

beforeEach(() => {
  createExportMock.mockReset();
  getExportMock.mockReset();
  getExportsMock.mockReset();
  getExportsMock.mockResolvedValue([]);
  resetExportsStore();
  sessionStorage.clear();
});

// Full MUI screens in happy-dom are slow on a busy machine; the default 5 s is too tight.
describe("useBillingDialogs", { timeout: 20_000 }, () => {
  it("opens the export modal while exports remain, listing the real files", async () => {
    renderPage(WITH_EXPORTS);
    fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
    const dialog = await screen.findByRole("dialog", { name: "Export logo" });
    const files = within(dialog).getByRole("list", { name: "Files in this export" });
    expect(
      within(files)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Normal Quality",
      "High Quality",
      "No Background (HQ) V1",
      "No Background (HQ) V2",
      "Vector (SVG)for logos designed in Markery",
      "Brand kit (.zip)vector, web, social and print files with a brand sheet",
    ]);
    expect(within(dialog).getByText(/This uses 1 of your 2 remaining exports\./)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Export files" })).toBeEnabled();
    expect(within(dialog).queryByText(/coming soon/i)).not.toBeInTheDocument();
    expect(within(dialog).getByRole("img", { name: "The logo you are exporting" })).toBeInTheDocument();
  });

  it("confirm shows real progress, stores the export id, reloads the list and goes to /my-exports", async () => {
    const quotaCalls = vi.fn(() => Promise.resolve(WITH_EXPORTS));
    const logo = renderPage(quotaCalls);
    const exportItem = makeExport({ id: "exportA", logoId: logo.id });
    const half = makeExport(
      { id: "exportA", logoId: logo.id, status: "processing" },
      { rmbg_men1scus: "pending", rmbg_smoretalk: "pending", vector_svg: "pending", brand_kit: "pending" },
    );
    let release: () => void = () => undefined;
    const finished = new Promise<typeof exportItem>((resolve) => {
      release = () => resolve(exportItem);
    });
    createExportMock.mockResolvedValue({ success: true, exportId: "exportA", created: true });
    getExportMock.mockImplementationOnce(() => Promise.resolve(half));
    getExportMock.mockImplementationOnce(() => finished);
    getExportsMock.mockResolvedValue([exportItem]);

    await openAndConfirm();
    const overlay = await screen.findByRole("dialog", { name: "Preparing Your Logo" });
    // 3 of 7 files made: the bar is at the real 10% + 3/7 of 80%, not at the 90 s clock's ~10%.
    await within(overlay).findByText("44% · 3 of 7 files ready");
    const bar = within(overlay).getByRole("progressbar", { name: "Preparing Your Logo progress" });
    expect(Number(bar.getAttribute("aria-valuenow"))).toBeCloseTo(10 + (3 / 7) * 80, 5);
    expect(createExportMock).toHaveBeenCalledWith(logo.id, expect.any(String));
    await act(async () => release());

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/my-exports"));
    expect(getExportsMock).toHaveBeenCalled();
    expect(takeSelectedExportId()).toBe("exportA");
    // Membership refreshed after the export (spec section 4): once on open, once after.
    expect(quotaCalls.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it("opens Download options when the server says 'Export limit reached'", async () => {
    renderPage(WITH_EXPORTS);
    createExportMock.mockRejectedValue(new ApiError("Export limit reached", 429));
    await openAndConfirm();
    expect(await screen.findByRole("dialog", { name: "Download options" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Preparing Your Logo" })).not.toBeInTheDocument();
    expect(getExportMock).not.toHaveBeenCalled();
    expect(screen.getByTestId("location")).toHaveTextContent("/logo-designs");
  });

  it("shows the spec's text when the export call fails and stays on the page", async () => {
    renderPage(WITH_EXPORTS);
    createExportMock.mockRejectedValue(new ApiError("Error exporting logo", 500));
    await openAndConfirm();
    expect(await screen.findByText(SCREEN_MESSAGE.exportFailed)).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/logo-designs");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The answer was lost on a 500: trying again replays the same request, never charged twice.
    const firstKey = createExportMock.mock.calls[0]?.[1];
    await openAndConfirm();
    await waitFor(() => expect(createExportMock).toHaveBeenCalledTimes(2));
    expect(createExportMock.mock.calls[1]?.[1]).toBe(firstKey);
  });

  it("says when the logo was exported before, as opening it again is free", async () => {
    const logo = renderPage(WITH_EXPORTS);
    getExportsMock.mockResolvedValue([makeExport({ logoId: logo.id })]);
    fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
    const dialog = await screen.findByRole("dialog", { name: "Export logo" });
    expect(
      await within(dialog).findByText("You have exported this logo before: opening its files again is free."),
    ).toBeInTheDocument();
  });

  it("opens Download options when no exports remain", async () => {
    renderPage(makeQuota());
    fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
    expect(await screen.findByRole("dialog", { name: "Download options" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Export logo" })).not.toBeInTheDocument();
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
