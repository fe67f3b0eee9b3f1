import { EXCLUSIVITY_TEXT, FREE_REMAKES, REMAKE_TEXT, SUPPORT_EMAIL } from "@contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ExportMotionSlotProps } from "@/components/motion-slot";
import { downloadArchive, downloadResource, fetchPreview } from "@/features/exports/api/export-downloads";
import { getExport, retryExport } from "@/features/exports/api/exports-api";
import { ExportChangeSignal } from "@/features/exports/components/export-change-signal";
import { ExportDetail } from "@/features/exports/components/export-detail";
import { resetExportsStore } from "@/features/exports/hooks/exports-store";
import { makeBrandKit, makeExport } from "@/features/exports/testing/export-fixtures";
import { ApiError } from "@/lib/api-error";
import { renderWithProviders } from "@/testing/render-with-providers";

vi.mock("@/features/exports/api/exports-api", () => ({
  createExport: vi.fn(),
  getExport: vi.fn(),
  getExports: vi.fn(),
  retryExport: vi.fn(),
  // The scenes and the stationery have tests of their own (export-mockups.test.tsx, stationery-card.test.tsx).
  getExportMockups: vi.fn(() => new Promise(() => undefined)),
  saveStationery: vi.fn(),
}));
vi.mock("@/features/exports/api/export-downloads", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/features/exports/api/export-downloads")>();
  return { ...original, downloadResource: vi.fn(), downloadArchive: vi.fn(), fetchPreview: vi.fn() };
});
// The Firestore listener is replaced by a stand-in the test can fire, like a document change.
vi.mock("@/features/exports/components/export-change-signal", () => ({
  ExportChangeSignal: vi.fn(() => null),
}));

const getExportMock = vi.mocked(getExport);
const retryMock = vi.mocked(retryExport);
const downloadMock = vi.mocked(downloadResource);
const archiveMock = vi.mocked(downloadArchive);
const previewMock = vi.mocked(fetchPreview);
const signalMock = vi.mocked(ExportChangeSignal);
const createObjectURL = vi.fn((_blob: Blob) => `blob:preview-${createObjectURL.mock.calls.length}`);
const revokeObjectURL = vi.fn();

function renderDetail(exportId: string) {
  return renderWithProviders(<ExportDetail />, {
    path: "/exports/:exportId",
    initialEntry: `/exports/${exportId}`,
  });
}

function fileCard(label: string) {
  return screen.getByRole("article", { name: label });
}

beforeEach(() => {
  vi.useRealTimers();
  for (const mock of [getExportMock, retryMock, downloadMock, archiveMock, previewMock, signalMock])
    mock.mockReset();
  signalMock.mockImplementation(() => null);
  previewMock.mockResolvedValue(new Blob(["png"], { type: "image/png" }));
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  resetExportsStore();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("ExportDetail", { timeout: 20_000 }, () => {
  it("lists every file with its label, purpose, preview and a Download button", async () => {
    const exportItem = makeExport({ id: "exp1", number: 3 });
    getExportMock.mockResolvedValue(exportItem);
    const view = renderDetail("exp1");
    expect(await screen.findByRole("heading", { name: "Export Logo 3", level: 1 })).toBeInTheDocument();
    for (const label of [
      "High Quality",
      "No Background (HQ) V1",
      "No Background (HQ) V2",
      "Normal Quality",
      "Vector (SVG)",
    ]) {
      const card = fileCard(label);
      expect(within(card).getByRole("button", { name: `Download ${label}` })).toBeEnabled();
      expect(within(card).getByText("Ready")).toBeInTheDocument();
    }
    expect(
      within(fileCard("High Quality")).getByText("4096 px PNG for print, signs and large screens."),
    ).toBeInTheDocument();
    // Transparent files are previewed on a checkerboard; the others are not.
    expect(screen.getByTestId("preview-rmbg_men1scus")).toHaveAttribute("data-checkerboard", "true");
    expect(screen.getByTestId("preview-rmbg_smoretalk")).toHaveAttribute("data-checkerboard", "true");
    expect(screen.getByTestId("preview-upscale_clarity")).toHaveAttribute("data-checkerboard", "false");
    // Previews come through the owner's authenticated fetch, as object URLs released on unmount.
    await waitFor(() =>
      expect(within(fileCard("High Quality")).getByRole("img")).toHaveAttribute(
        "src",
        expect.stringMatching(/^blob:/),
      ),
    );
    expect(screen.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${SUPPORT_EMAIL}`,
    );
    // Nothing in the making: no listener is running.
    expect(signalMock).not.toHaveBeenCalled();

    fireEvent.click(
      within(fileCard("No Background (HQ) V1")).getByRole("button", {
        name: "Download No Background (HQ) V1",
      }),
    );
    await waitFor(() =>
      expect(downloadMock).toHaveBeenCalledWith(expect.objectContaining({ type: "rmbg_men1scus" })),
    );
    fireEvent.click(screen.getByRole("button", { name: "Download all (.zip)" }));
    await waitFor(() => expect(archiveMock).toHaveBeenCalledWith(exportItem));

    const created = createObjectURL.mock.calls.length;
    expect(created).toBeGreaterThan(0);
    view.unmount();
    expect(revokeObjectURL).toHaveBeenCalledTimes(created);
  });

  it("shows the brand kit with a preview of its contents and every file, and downloads it", async () => {
    const exportItem = makeExport({ id: "kit1", number: 4 });
    getExportMock.mockResolvedValue(exportItem);
    renderDetail("kit1");
    const kit = await screen.findByRole("article", { name: "Brand kit (.zip)" });
    expect(within(kit).getByText(/Everything for a website, a shop sign/)).toBeInTheDocument();
    expect(within(kit).getByText(/4 files · .* · acme-bakery-brand-kit\.zip/)).toBeInTheDocument();
    // The preview of its contents comes with the export: no file is fetched for it.
    expect(within(kit).getByRole("img", { name: "Export Logo 4, Profile picture" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(previewMock).not.toHaveBeenCalledWith(
      expect.objectContaining({ type: "brand_kit" }),
      expect.anything(),
    );
    fireEvent.click(within(kit).getByRole("button", { name: /What is in the kit \(4 files\)/ }));
    const web = await within(kit).findByRole("region", { name: "Website icons" });
    expect(within(web).getByText("favicon.ico")).toBeInTheDocument();
    expect(within(kit).getByText("acme-bakery-logo-reversed.svg")).toBeInTheDocument();
    fireEvent.click(within(kit).getByRole("button", { name: "Download Brand kit (.zip)" }));
    await waitFor(() =>
      expect(downloadMock).toHaveBeenCalledWith(expect.objectContaining({ type: "brand_kit" })),
    );
  });

  it("says plainly what 'yours alone' means on a registered export, and nothing on one that is not", async () => {
    getExportMock.mockResolvedValue(makeExport({ id: "own1" }));
    const { unmount } = renderDetail("own1");
    expect(await screen.findByText(EXCLUSIVITY_TEXT.title)).toBeInTheDocument();
    expect(screen.getByText(/This is not a trademark search/)).toBeInTheDocument();
    unmount();
    getExportMock.mockResolvedValue(makeExport({ id: "old1", exclusive: false }));
    renderDetail("old1");
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(EXCLUSIVITY_TEXT.title)).not.toBeInTheDocument();
  });

  it("lists a bought logo's free remakes with the number left, and points a remake back to its logo", async () => {
    getExportMock.mockResolvedValue(
      makeExport({
        id: "bought1",
        number: 2,
        remakes: [
          {
            exportId: "remake1",
            number: 3,
            url: "https://example.test/r1.png",
            creationTime: "2026-11-20T10:00:00.000Z",
          },
          {
            exportId: "remake2",
            number: 4,
            url: "https://example.test/r2.png",
            creationTime: "2026-11-21T10:00:00.000Z",
          },
        ],
        remakesLeft: 3,
      }),
    );
    const { unmount } = renderDetail("bought1");
    const card = await screen.findByRole("region", { name: REMAKE_TEXT.title });
    expect(within(card).getByText(REMAKE_TEXT.left(3, FREE_REMAKES))).toBeInTheDocument();
    expect(within(card).getByText(/A new symbol is a new logo/)).toBeInTheDocument();
    const links = within(card).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/exports/remake1", "/exports/remake2"]);
    expect(within(card).getByText("Export Logo 4")).toBeInTheDocument();
    unmount();

    getExportMock.mockResolvedValue(
      makeExport({ id: "remake1", number: 3, remakeOf: { exportId: "bought1", number: 2 }, remakesLeft: 0 }),
    );
    renderDetail("remake1");
    expect(await screen.findByText(new RegExp(REMAKE_TEXT.remakeOf(2).slice(0, 30)))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open Export Logo 2" })).toHaveAttribute(
      "href",
      "/exports/bought1",
    );
    expect(screen.queryByRole("region", { name: REMAKE_TEXT.title })).not.toBeInTheDocument();
  });

  it("shows the logo health check beside the files: pass or warning, why, and the better file", async () => {
    getExportMock.mockResolvedValue(makeExport({ id: "kit2" }));
    renderDetail("kit2");
    const health = await screen.findByRole("region", { name: "Logo health check" });
    expect(within(health).getByText("1 passed · 1 warning")).toBeInTheDocument();
    const small = within(health).getByText("Symbol at 16 px").closest("li");
    expect(small).toHaveAttribute("data-status", "warn");
    if (!(small instanceof HTMLElement)) throw new Error("No check row");
    expect(within(small).getByText("Warning")).toBeInTheDocument();
    expect(within(small).getByText(/blur into grey/)).toBeInTheDocument();
    expect(within(small).getByText(/fully clear from 25 px/)).toBeInTheDocument();
    // The render is shown at the size that was measured.
    expect(within(small).getByRole("img", { name: "Symbol at 16 px, at actual size" })).toHaveAttribute(
      "width",
      "16",
    );
    expect(within(health).getByText("On white").closest("li")).toHaveAttribute("data-status", "pass");
  });

  it("shows the brand kit in the making until it is ready, and an upload's kit says what it leaves out", async () => {
    const making = makeExport({ id: "kit3", status: "processing" }, { brand_kit: "pending" });
    const note = "This logo was uploaded as a picture, so the kit is made from its pixels.";
    const done = makeExport({ id: "kit3", number: making.number });
    done.brandKit = makeBrandKit({ source: "raster", notes: [note] });
    getExportMock.mockResolvedValueOnce(making).mockResolvedValue(done);
    renderDetail("kit3");
    const kit = await screen.findByRole("article", { name: "Brand kit (.zip)" });
    expect(within(kit).getByText("In the making…")).toBeInTheDocument();
    expect(within(kit).getByRole("button", { name: "Download Brand kit (.zip)" })).toBeDisabled();
    expect(screen.queryByRole("region", { name: "Logo health check" })).not.toBeInTheDocument();
    await waitFor(() => expect(within(kit).getByText(note)).toBeInTheDocument(), { timeout: 3_000 });
    expect(screen.getByRole("region", { name: "Logo health check" })).toBeInTheDocument();
  });

  it("shows files in the making and re-reads the export on each change signal", async () => {
    const making = makeExport(
      { id: "exp2", status: "processing" },
      { rmbg_smoretalk: "pending", vector_svg: "pending" },
    );
    const done = makeExport({ id: "exp2", number: making.number });
    getExportMock.mockResolvedValueOnce(making).mockResolvedValue(done);
    renderDetail("exp2");
    const v2 = await screen.findByRole("article", { name: "No Background (HQ) V2" });
    expect(within(v2).getByText("In the making…")).toBeInTheDocument();
    expect(within(v2).getByRole("button", { name: "Download No Background (HQ) V2" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Download all (.zip)" })).toBeDisabled();
    expect(screen.getByText("5 of 7 files ready", { exact: false })).toBeInTheDocument();

    // The listener is live for exports/exp2; a change makes the page ask the API again.
    await waitFor(() => expect(signalMock).toHaveBeenCalled());
    const props = signalMock.mock.calls.at(-1)?.[0];
    expect(props?.exportId).toBe("exp2");
    await act(async () => {
      props?.onLive(true);
      props?.onChange();
    });
    await waitFor(() =>
      expect(within(fileCard("No Background (HQ) V2")).getByText("Ready")).toBeInTheDocument(),
    );
    expect(screen.getByRole("button", { name: "Download all (.zip)" })).toBeEnabled();
  });

  it("polls every second while files are pending and no listener is live", async () => {
    const making = makeExport({ id: "exp3", status: "processing" }, { vector_svg: "pending" });
    getExportMock.mockResolvedValueOnce(making).mockResolvedValue(makeExport({ id: "exp3" }));
    renderDetail("exp3");
    await screen.findByText("In the making…");
    await waitFor(() => expect(getExportMock).toHaveBeenCalledTimes(2), { timeout: 2_500 });
    await waitFor(() => expect(screen.queryByText("In the making…")).not.toBeInTheDocument());
  });

  it("shows a failed file's reason, 'Try again' retries for free, and the returned credit", async () => {
    const failed = makeExport(
      { id: "exp4", status: "failed", error: "The background could not be removed.", creditReturned: true },
      { rmbg_smoretalk: "failed" },
    );
    failed.resources = failed.resources.map((resource) =>
      resource.type === "rmbg_smoretalk" ? { ...resource, error: "Background removal failed." } : resource,
    );
    getExportMock.mockResolvedValue(failed);
    retryMock.mockResolvedValue(undefined);
    renderDetail("exp4");
    const card = await screen.findByRole("article", { name: "No Background (HQ) V2" });
    expect(within(card).getByText("Background removal failed.")).toBeInTheDocument();
    expect(screen.getByText(/The background could not be removed\./)).toBeInTheDocument();
    expect(screen.getByText(/export credit it used has been returned/)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole("button", { name: "Try again: No Background (HQ) V2" }));
    await waitFor(() => expect(retryMock).toHaveBeenCalledWith("exp4"));
    await waitFor(() => expect(getExportMock).toHaveBeenCalledTimes(2));
  });

  it("hands the export to the motion panel, and shows a rebuilt kit in the making at once", async () => {
    const ready = makeExport({ id: "mot1", motionStyle: "calm" });
    const rebuilding = makeExport(
      { id: "mot1", number: ready.number, status: "processing", motionStyle: "bold" },
      { brand_kit: "pending" },
    );
    const rebuilt = makeExport({ id: "mot1", number: ready.number, motionStyle: "bold" });
    // The re-read after the rebuild answers only when the test says so.
    let answerReread: () => void = () => undefined;
    getExportMock
      .mockResolvedValueOnce(ready)
      .mockImplementationOnce(() => new Promise((resolve) => (answerReread = () => resolve(rebuilt))))
      .mockResolvedValue(rebuilt);
    const motionPanel = vi.fn((_props: ExportMotionSlotProps) => null);
    renderWithProviders(<ExportDetail motion={motionPanel} />, {
      path: "/exports/:exportId",
      initialEntry: "/exports/mot1",
    });
    await waitFor(() => expect(motionPanel).toHaveBeenCalled());
    const first = motionPanel.mock.calls.at(-1)?.[0];
    expect(first).toMatchObject({ exportItem: { id: "mot1", motionStyle: "calm" }, pending: false });

    // The rebuild's answer is shown before any re-read: the kit is in the making again.
    await act(async () => first?.onRebuilt(rebuilding));
    expect(motionPanel.mock.calls.at(-1)?.[0]).toMatchObject({
      exportItem: { motionStyle: "bold" },
      pending: true,
    });
    expect(screen.getByText(/Your files are being made/)).toBeInTheDocument();
    expect(getExportMock).toHaveBeenCalledTimes(2);
    await act(async () => answerReread());
    await waitFor(() => expect(motionPanel.mock.calls.at(-1)?.[0].pending).toBe(false));
    expect(motionPanel.mock.calls.at(-1)?.[0].exportItem.motionStyle).toBe("bold");
  });

  it("shows 'No export files available' for an export without files", async () => {
    getExportMock.mockResolvedValue(makeExport({ id: "exp5", resources: [] }));
    renderDetail("exp5");
    expect(await screen.findByText("No export files available")).toBeInTheDocument();
  });

  it("shows 'Export not found or still loading...' while loading and for an unknown export", async () => {
    let answer: () => void = () => undefined;
    getExportMock.mockImplementation(
      () =>
        new Promise((_resolve, reject) => {
          answer = () => reject(new ApiError("Not found", 404));
        }),
    );
    renderDetail("missing");
    expect(await screen.findByText("Export not found or still loading...")).toBeInTheDocument();
    expect(screen.getByLabelText("Loading the export")).toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByRole("link", { name: "See all exports" })).toHaveAttribute(
      "href",
      "/my-exports",
    );
    expect(screen.getByText("Export not found or still loading...")).toBeInTheDocument();
  });

  it("shows the spec's text when the export cannot be read", async () => {
    getExportMock.mockRejectedValueOnce(new ApiError("Error getting export details", 500));
    getExportMock.mockResolvedValueOnce(makeExport({ id: "exp6", number: 9 }));
    renderDetail("exp6");
    expect(await screen.findByText("Failed to fetch export details")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Export Logo 9", level: 1 })).toBeInTheDocument();
  });
});
