import { SCORE_TEXT } from "@contract";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getLogoScore } from "@/features/score/api/get-logo-score";
import { LogoScore } from "@/features/score/components/logo-score";
import { forgetLogoScores } from "@/features/score/hooks/use-logo-score";
import { ApiError } from "@/lib/api-error";
import { RETRY_DELAYS_MS } from "@/lib/passing-failure";
import { makeLogoScore } from "@/testing/logo-fixtures";
import { renderWithProviders } from "@/testing/render-with-providers";

vi.mock("@/features/score/api/get-logo-score", () => ({ getLogoScore: vi.fn() }));
const getLogoScoreMock = vi.mocked(getLogoScore);

beforeEach(() => {
  forgetLogoScores();
  getLogoScoreMock.mockReset().mockResolvedValue(makeLogoScore());
});

describe("LogoScore", () => {
  it("shows each facet's number and sentence in a panel, with what the score measures", async () => {
    renderWithProviders(<LogoScore logoId="logo1" />, { path: "/logo-designs" });
    const panel = await screen.findByRole("region", { name: SCORE_TEXT.title });
    expect(within(panel).getByText(SCORE_TEXT.explained)).toBeInTheDocument();
    const facets = await within(panel).findAllByRole("listitem");
    expect(facets.map((facet) => facet.getAttribute("data-facet"))).toEqual([
      "uniqueness",
      "legibility",
      "contrast",
    ]);
    expect(within(facets[2] as HTMLElement).getByText("64")).toBeInTheDocument();
    expect(within(panel).getByText("The logo stands out from the background (3.8:1).")).toBeInTheDocument();
  });

  it("shows one line of numbers on a card, each saying its sentence to screen readers", async () => {
    renderWithProviders(<LogoScore logoId="logo2" compact />, { path: "/logo-designs" });
    const line = await screen.findByRole("list", { name: "Logo score" });
    expect(within(line).getByLabelText(/^Uniqueness 92 of 100: Unlike every stock icon/)).toBeInTheDocument();
    expect(within(line).getByLabelText(/^Legibility 81 of 100/)).toBeInTheDocument();
  });

  it("asks once per logo however often the card is drawn", async () => {
    const first = renderWithProviders(<LogoScore logoId="logo3" compact />, { path: "/logo-designs" });
    await screen.findByRole("list", { name: "Logo score" });
    first.unmount();
    renderWithProviders(<LogoScore logoId="logo3" compact />, { path: "/logo-designs" });
    await screen.findByRole("list", { name: "Logo score" });
    expect(getLogoScoreMock).toHaveBeenCalledTimes(1);
  });

  it("says why when the logo cannot be measured, and asks again next time", async () => {
    getLogoScoreMock.mockRejectedValueOnce(
      new ApiError("The logo's score could not be measured. Please try again.", 404),
    );
    const first = renderWithProviders(<LogoScore logoId="logo4" />, { path: "/logo-designs" });
    expect(
      await screen.findByText("The logo's score could not be measured. Please try again."),
    ).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<LogoScore logoId="logo4" />, { path: "/logo-designs" });
    expect(await screen.findByText("The logo stands out from the background (3.8:1).")).toBeInTheDocument();
    expect(getLogoScoreMock).toHaveBeenCalledTimes(2);
  });

  it("asks again after a busy moment, and gives up only after every try", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const busy = new ApiError("The logo's score could not be measured. Please try again.", 503);
      getLogoScoreMock.mockRejectedValueOnce(busy).mockRejectedValueOnce(new ApiError("offline", null));
      renderWithProviders(<LogoScore logoId="logo5" compact />, { path: "/logo-designs" });
      await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1]);
      expect(await screen.findByRole("list", { name: "Logo score" })).toBeInTheDocument();
      expect(getLogoScoreMock).toHaveBeenCalledTimes(3);

      getLogoScoreMock.mockReset().mockRejectedValue(busy);
      renderWithProviders(<LogoScore logoId="logo6" />, { path: "/logo-designs" });
      await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0));
      expect(
        await screen.findByText("The logo's score could not be measured. Please try again."),
      ).toBeInTheDocument();
      expect(getLogoScoreMock).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
