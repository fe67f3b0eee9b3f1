import { type Logo, type Quota, SCREEN_MESSAGE } from "@contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createExport, getExport, getExports } from "@/features/exports/api/exports-api";
import { ExportLogoDialog } from "@/features/exports/components/export-logo-dialog";
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
  checkRemake: vi.fn(() => Promise.resolve(null)),
}));
const createExportMock = vi.mocked(createExport);
const getExportMock = vi.mocked(getExport);
const getExportsMock = vi.mocked(getExports);

/** A page that opens the dialog the way the route pages do, from its own state. */
function Page({ logo, onLimitReached }: { logo: Logo; onLimitReached(logo: Logo): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Export Logo
      </button>
      <ExportLogoDialog
        open={open}
        logo={logo}
        remainingExports={2}
        onClose={() => setOpen(false)}
        onLimitReached={onLimitReached}
      />
    </>
  );
}

const WITH_EXPORTS = makeQuota({ membershipStatus: "PREMIUM", exports: { limit: 2, used: 0, remaining: 2 } });

function renderPage(loadQuota: () => Promise<Quota> = () => Promise.resolve(WITH_EXPORTS)) {
  const logo = makeLogo(makePrompt(makeProject().id));
  const onLimitReached = vi.fn();
  renderWithProviders(<Page logo={logo} onLimitReached={onLimitReached} />, {
    path: "/logo-designs",
    loadQuota,
  });
  return { logo, onLimitReached };
}

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
describe("ExportLogoDialog", { timeout: 20_000 }, () => {
  it("lists the real files and the exports left", async () => {
    renderPage();
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
    const { logo } = renderPage(quotaCalls);
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

    const quotaCallsBeforeExport = quotaCalls.mock.calls.length;
    await openAndConfirm();
    const overlay = await screen.findByRole("dialog", { name: "Preparing Your Logo" });
    // 3 of 7 files made: the bar is at the real 10% + 3/7 of 80%, not at the 90 s clock's ~10%.
    await within(overlay).findByText("44% · 3 of 7 files ready");
    const bar = within(overlay).getByRole("progressbar", { name: "Preparing Your Logo progress" });
    expect(Number(bar.getAttribute("aria-valuenow"))).toBeCloseTo(10 + (3 / 7) * 80, 5);
    expect(createExportMock).toHaveBeenCalledWith(logo.id, expect.any(String));
    const listReloadsBeforeEnd = getExportsMock.mock.calls.length;
    await act(async () => release());

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/my-exports"));
    expect(getExportsMock.mock.calls.length).toBeGreaterThan(listReloadsBeforeEnd);
    expect(takeSelectedExportId()).toBe("exportA");
    // Membership refreshed after the export.
    expect(quotaCalls.mock.calls.length).toBeGreaterThan(quotaCallsBeforeExport);
  });

  it("hands the logo back when the server says 'Export limit reached', with no progress shown", async () => {
    const { logo, onLimitReached } = renderPage();
    createExportMock.mockRejectedValue(new ApiError("Export limit reached", 429, "no-export-credit"));
    await openAndConfirm();
    await waitFor(() => expect(onLimitReached).toHaveBeenCalledWith(logo));
    expect(onLimitReached).toHaveBeenCalledTimes(1);
    // The overlay may have begun to open; it closes without showing any file progress.
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Preparing Your Logo" })).not.toBeInTheDocument(),
    );
    expect(getExportMock).not.toHaveBeenCalled();
    expect(screen.getByTestId("location")).toHaveTextContent("/logo-designs");
  });

  it("shows the spec's text when the export call fails and stays on the page", async () => {
    const { onLimitReached } = renderPage();
    createExportMock.mockRejectedValue(new ApiError("Error exporting logo", 500));
    await openAndConfirm();
    expect(await screen.findByText(SCREEN_MESSAGE.exportFailed)).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/logo-designs");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onLimitReached).not.toHaveBeenCalled();
    // The answer was lost on a 500: trying again replays the same request, never charged twice.
    const firstKey = createExportMock.mock.calls[0]?.[1];
    await openAndConfirm();
    await waitFor(() => expect(createExportMock).toHaveBeenCalledTimes(2));
    expect(createExportMock.mock.calls[1]?.[1]).toBe(firstKey);
  });

  it("says when the logo was exported before, as opening it again is free", async () => {
    const logo = makeLogo(makePrompt(makeProject().id));
    getExportsMock.mockResolvedValue([makeExport({ logoId: logo.id })]);
    renderWithProviders(<Page logo={logo} onLimitReached={vi.fn()} />, { path: "/logo-designs" });
    fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
    const dialog = await screen.findByRole("dialog", { name: "Export logo" });
    expect(
      await within(dialog).findByText("You have exported this logo before: opening its files again is free."),
    ).toBeInTheDocument();
  });

  it("does not claim an earlier export of another logo", async () => {
    const { logo } = renderPage();
    getExportsMock.mockResolvedValue([makeExport({ logoId: `${logo.id}-other` })]);
    fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
    const dialog = await screen.findByRole("dialog", { name: "Export logo" });
    await waitFor(() => expect(getExportsMock).toHaveBeenCalled());
    expect(within(dialog).queryByText(/You have exported this logo before/)).not.toBeInTheDocument();
  });
});
