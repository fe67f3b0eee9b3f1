/**
 * The logo pages compose two features: billing decides which dialog a Download/Export asks for,
 * exports owns the export modal and its flow. These tests hold the wiring of both route pages.
 */
import { EXPORT_MESSAGE, type Logo, type Quota, REMAKE_TEXT } from "@contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import LogoDesignsRoute from "@/app/routes/logo-designs";
import MyLogosRoute from "@/app/routes/my-logos";
import type { LogoScoreSlot } from "@/components/logo-score-slot";
import { checkRemake, createExport, getExports, isFreeRemake } from "@/features/exports/api/exports-api";
import { resetExportsStore } from "@/features/exports/hooks/exports-store";
import { getLogoScore } from "@/features/score/api/get-logo-score";
import { forgetLogoScores } from "@/features/score/hooks/use-logo-score";
import { ApiError } from "@/lib/api-error";
import { makeLogo, makeLogoScore, makeProject, makePrompt, makeQuota } from "@/testing/logo-fixtures";
import { renderWithProviders } from "@/testing/render-with-providers";

const logo: Logo = makeLogo(makePrompt(makeProject().id));

// The pages' own content is tested in its features; here a logo's Export button stands for it.
// The score slot the route hands in is drawn for the logo, as the cards draw it.
vi.mock("@/features/designs/components/logo-designs", () => ({
  LogoDesigns: ({ onExport, score: Score }: { onExport(logo: Logo): void; score?: LogoScoreSlot }) => (
    <>
      <button type="button" onClick={() => onExport(logo)}>
        Export Logo
      </button>
      {Score && <Score logoId={logo.id} compact />}
    </>
  ),
}));
vi.mock("@/features/library/components/my-logos", () => ({
  MyLogos: ({ onExport }: { onExport(logo: Logo): void }) => (
    <button type="button" onClick={() => onExport(logo)}>
      Export Logo
    </button>
  ),
}));
vi.mock("@/features/editor/components/logo-customizer", () => ({ LogoCustomizer: () => null }));
vi.mock("@/features/exports/api/exports-api", () => ({
  createExport: vi.fn(),
  getExport: vi.fn(),
  getExports: vi.fn(),
  retryExport: vi.fn(),
  checkRemake: vi.fn(),
  isFreeRemake: vi.fn(),
}));
vi.mock("@/features/score/api/get-logo-score", () => ({ getLogoScore: vi.fn() }));
const getLogoScoreMock = vi.mocked(getLogoScore);
const createExportMock = vi.mocked(createExport);
const checkRemakeMock = vi.mocked(checkRemake);
const isFreeRemakeMock = vi.mocked(isFreeRemake);
const getExportsMock = vi.mocked(getExports);

const WITH_EXPORTS = makeQuota({ membershipStatus: "PREMIUM", exports: { limit: 2, used: 0, remaining: 2 } });

beforeEach(() => {
  forgetLogoScores();
  getLogoScoreMock.mockReset().mockResolvedValue(makeLogoScore());
  checkRemakeMock.mockReset().mockResolvedValue(null);
  isFreeRemakeMock.mockReset().mockResolvedValue(false);
  createExportMock.mockReset();
  getExportsMock.mockReset();
  getExportsMock.mockResolvedValue([]);
  resetExportsStore();
  sessionStorage.clear();
});

const PAGES: Array<[string, ComponentType]> = [
  ["/logo-designs", LogoDesignsRoute],
  ["/my-logos", MyLogosRoute],
];

// Full MUI screens in happy-dom are slow on a busy machine; the default 5 s is too tight.
describe.each(PAGES)("%s", { timeout: 20_000 }, (path, Route) => {
  function renderRoute(quota: Quota) {
    renderWithProviders(<Route />, { path, loadQuota: () => Promise.resolve(quota) });
  }

  it("opens the export modal while exports remain", async () => {
    renderRoute(WITH_EXPORTS);
    fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
    const dialog = await screen.findByRole("dialog", { name: "Export logo" });
    expect(within(dialog).getByText(/This uses 1 of your 2 remaining exports\./)).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Download options" })).not.toBeInTheDocument();
  });

  it("opens Download options instead when no exports remain", async () => {
    renderRoute(makeQuota());
    fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
    expect(await screen.findByRole("dialog", { name: "Download options" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Export logo" })).not.toBeInTheDocument();
  });

  it("opens the export modal with no exports left when the logo is a free remake, and says it is free", async () => {
    isFreeRemakeMock.mockResolvedValue(true);
    checkRemakeMock.mockResolvedValue({ exportId: "exp-bought", number: 3, remakesLeft: 4 });
    renderRoute(makeQuota());
    fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
    const dialog = await screen.findByRole("dialog", { name: "Export logo" });
    expect(await within(dialog).findByText(REMAKE_TEXT.modal(3, 4))).toBeInTheDocument();
    expect(within(dialog).queryByText(/remaining export/)).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Download options" })).not.toBeInTheDocument();
  });

  it("opens Download options when the server says 'Export limit reached' on confirm", async () => {
    renderRoute(WITH_EXPORTS);
    createExportMock.mockRejectedValue(new ApiError("Export limit reached", 429, "no-export-credit"));
    fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
    const exportDialog = await screen.findByRole("dialog", { name: "Export logo" });
    fireEvent.click(within(exportDialog).getByRole("button", { name: "Export files" }));
    const options = await screen.findByRole("dialog", { name: "Download options" });
    expect(createExportMock).toHaveBeenCalledWith(logo.id, expect.any(String));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Export logo" })).not.toBeInTheDocument(),
    );
    expect(options).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(path);
  });

  it("says so when the logo looks like one another customer owns, and stays on the page", async () => {
    renderRoute(WITH_EXPORTS);
    createExportMock.mockRejectedValue(new ApiError(EXPORT_MESSAGE.ownedByAnother, 409, "owned-by-another"));
    fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
    const exportDialog = await screen.findByRole("dialog", { name: "Export logo" });
    fireEvent.click(within(exportDialog).getByRole("button", { name: "Export files" }));
    expect(await screen.findByText(EXPORT_MESSAGE.ownedByAnother)).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Download options" })).not.toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(path);
  });
});

describe("/logo-designs scores", { timeout: 20_000 }, () => {
  it("shows each card's measured score under its logo", async () => {
    renderWithProviders(<LogoDesignsRoute />, {
      path: "/logo-designs",
      loadQuota: () => Promise.resolve(WITH_EXPORTS),
    });
    const line = await screen.findByRole("list", { name: "Logo score" });
    expect(within(line).getByLabelText(/^Contrast 64 of 100: The logo stands out/)).toBeInTheDocument();
    expect(getLogoScoreMock).toHaveBeenCalledWith(logo.id);
  });
});
