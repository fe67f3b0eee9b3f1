import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DownloadOptionsModal } from "@/features/billing/components/download-options-modal";
import { FREE_SAMPLE_FAILED, FREE_SAMPLE_STORAGE_KEY } from "@/features/billing/hooks/use-free-sample";
import { renderWatermarkedSample, saveBlob } from "@/features/billing/lib/watermarked-sample";
import { makeLogo, makeProject, makePrompt } from "@/testing/logo-fixtures";
import { renderWithProviders } from "@/testing/render-with-providers";

// The canvas render needs a real browser; here only the flow around it is under test.
vi.mock("@/features/billing/lib/watermarked-sample", () => ({
  SAMPLE_FILE_NAME: "logo_sample.png",
  renderWatermarkedSample: vi.fn(),
  saveBlob: vi.fn(),
}));
const renderSampleMock = vi.mocked(renderWatermarkedSample);
const saveBlobMock = vi.mocked(saveBlob);

function renderModal() {
  const logo = makeLogo(makePrompt(makeProject().id));
  renderWithProviders(<DownloadOptionsModal open logo={logo} onClose={() => undefined} />, { path: "/" });
  return { logo, dialog: screen.getByRole("dialog", { name: "Download options" }) };
}

beforeEach(() => {
  renderSampleMock.mockReset();
  saveBlobMock.mockReset();
});

// Full MUI screens in happy-dom are slow on a busy machine; the default 5 s is too tight.
describe("DownloadOptionsModal", { timeout: 20_000 }, () => {
  it("describes the Creator plan as the spec says", () => {
    const { dialog } = renderModal();
    const view = within(dialog);
    expect(view.getByText("The Creator plan costs $9 one time and includes:")).toBeInTheDocument();
    for (const item of [
      "100 extra generations",
      "2 high-quality exports",
      "Transparent background",
      "Royalty-free licence",
    ]) {
      expect(view.getByText(item)).toBeInTheDocument();
    }
    expect(view.getByRole("link", { name: /upgrade to creator/i })).toHaveAttribute("href", "/checkout");
  });

  it("downloads one watermarked sample per browser and then says it was used", async () => {
    const blob = new Blob(["png"], { type: "image/png" });
    renderSampleMock.mockResolvedValue(blob);
    const { logo } = renderModal();
    fireEvent.click(screen.getByRole("button", { name: "Download free sample" }));

    const used = await screen.findByRole("button", { name: "Free sample already used" });
    expect(used).toBeDisabled();
    expect(renderSampleMock).toHaveBeenCalledWith(logo.url);
    expect(saveBlobMock).toHaveBeenCalledWith(blob, "logo_sample.png");
    expect(localStorage.getItem(FREE_SAMPLE_STORAGE_KEY)).toBe("true");
  });

  it("reads the flag on open", () => {
    localStorage.setItem(FREE_SAMPLE_STORAGE_KEY, "true");
    renderModal();
    expect(screen.getByRole("button", { name: "Free sample already used" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Download free sample" })).not.toBeInTheDocument();
  });

  it("keeps the sample available when the render fails", async () => {
    renderSampleMock.mockRejectedValue(new Error("tainted canvas"));
    renderModal();
    fireEvent.click(screen.getByRole("button", { name: "Download free sample" }));
    expect(await screen.findByText(FREE_SAMPLE_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Download free sample" })).toBeEnabled());
    expect(localStorage.getItem(FREE_SAMPLE_STORAGE_KEY)).toBeNull();
    expect(saveBlobMock).not.toHaveBeenCalled();
  });
});
