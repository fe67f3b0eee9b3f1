import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fetchPreview } from "@/features/exports/api/export-downloads";
import { getExports } from "@/features/exports/api/exports-api";
import { MyExports } from "@/features/exports/components/my-exports";
import { resetExportsStore, storeSelectedExportId } from "@/features/exports/hooks/exports-store";
import { makeExport } from "@/features/exports/testing/export-fixtures";
import { ApiError } from "@/lib/api-error";
import { renderWithProviders } from "@/testing/render-with-providers";

vi.mock("@/features/exports/api/exports-api", () => ({
  createExport: vi.fn(),
  getExport: vi.fn(),
  getExports: vi.fn(),
  retryExport: vi.fn(),
}));
vi.mock("@/features/exports/api/export-downloads", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/features/exports/api/export-downloads")>();
  return { ...original, fetchPreview: vi.fn() };
});
const getExportsMock = vi.mocked(getExports);
const previewMock = vi.mocked(fetchPreview);

function renderList() {
  renderWithProviders(<MyExports />, { path: "/my-exports" });
}

beforeEach(() => {
  getExportsMock.mockReset();
  previewMock.mockReset();
  previewMock.mockResolvedValue(new Blob(["png"], { type: "image/png" }));
  Object.assign(URL, { createObjectURL: vi.fn(() => "blob:thumb"), revokeObjectURL: vi.fn() });
  resetExportsStore();
  sessionStorage.clear();
});

describe("MyExports", { timeout: 20_000 }, () => {
  it("shows each export with its thumbnail, 'Export Logo N' and creation date, and opens it", async () => {
    const newest = makeExport({ id: "expNew", number: 2, creationTime: "2026-11-22T09:00:00.000Z" });
    const making = makeExport(
      { id: "expOld", number: 1, creationTime: "2026-11-21T09:00:00.000Z", status: "processing" },
      { upscale_clarity: "pending" },
    );
    getExportsMock.mockResolvedValue([newest, making]);
    renderList();
    const row = await screen.findByRole("link", { name: /^Export Logo 2\s+Created Nov 22, 2026/ });
    expect(within(row).getByText("Nov 22, 2026")).toBeInTheDocument();
    expect(within(row).getByText("Ready")).toBeInTheDocument();
    // The high-quality file when it is ready (the owner's own, authenticated), else the logo preview.
    await waitFor(() =>
      expect(within(row).getByTestId("export-thumbnail")).toHaveAttribute("data-source", "high-quality"),
    );
    expect(previewMock).toHaveBeenCalledWith(
      expect.objectContaining({ type: "upscale_clarity" }),
      expect.anything(),
    );
    const older = screen.getByRole("link", { name: /^Export Logo 1\s+Created Nov 21, 2026/ });
    expect(within(older).getByTestId("export-thumbnail")).toHaveAttribute("data-source", "logo-preview");
    expect(within(older).getByText("In the making")).toBeInTheDocument();

    fireEvent.click(row);
    expect(screen.getByTestId("location")).toHaveTextContent("/exports/expNew");
  });

  it("shows the empty state with a way to My Logos", async () => {
    getExportsMock.mockResolvedValue([]);
    renderList();
    expect(await screen.findByText("You don't have any exports yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to My Logos" })).toHaveAttribute("href", "/my-logos");
  });

  it("opens the selected export at once, and only once", async () => {
    getExportsMock.mockResolvedValue([]);
    storeSelectedExportId("expPicked");
    renderList();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/exports/expPicked"));
    expect(sessionStorage.length).toBe(0);
  });

  it("shows the spec's text when the list cannot be loaded, and retries", async () => {
    getExportsMock.mockRejectedValueOnce(new ApiError("Error getting user exports", 500));
    getExportsMock.mockResolvedValueOnce([makeExport({ number: 4 })]);
    renderList();
    expect(await screen.findByText("Failed to fetch exports")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Export Logo 4")).toBeInTheDocument();
  });
});
