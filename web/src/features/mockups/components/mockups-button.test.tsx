import { MOCKUP_TEXT } from "@contract";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getLogoMockups } from "@/features/mockups/api/get-logo-mockups";
import { MockupsButton } from "@/features/mockups/components/mockups-button";
import { makeLogo, makePrompt } from "@/testing/logo-fixtures";

vi.mock("@/features/mockups/api/get-logo-mockups", () => ({ getLogoMockups: vi.fn() }));
const mockupsMock = vi.mocked(getLogoMockups);

const SCENES = {
  success: true as const,
  scenes: [
    {
      id: "business-card",
      title: "Business cards, front and back",
      image: "data:image/jpeg;base64,AAAA",
      width: 640,
      height: 480,
    },
    { id: "coffee-cup", title: "Coffee cup", image: "data:image/jpeg;base64,BBBB", width: 640, height: 480 },
  ],
};

beforeEach(() => {
  mockupsMock.mockReset();
  mockupsMock.mockResolvedValue(SCENES);
});

describe("See it in use", () => {
  it("asks for nothing until opened, then shows the logo's watermarked scenes with captions", async () => {
    const logo = makeLogo(makePrompt("p1"), { id: "logo7" });
    render(<MockupsButton logo={logo} brandName="Acme Bakery" />);
    expect(mockupsMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: MOCKUP_TEXT.button }));
    const dialog = await screen.findByRole("dialog", { name: MOCKUP_TEXT.title });
    expect(within(dialog).getByText(MOCKUP_TEXT.previewNote)).toBeInTheDocument();
    expect(
      await within(dialog).findByRole(
        "img",
        { name: "Coffee cup with the Acme Bakery logo" },
        { timeout: 3000 },
      ),
    ).toHaveAttribute("src", "data:image/jpeg;base64,BBBB");
    expect(mockupsMock).toHaveBeenCalledWith("logo7", null, expect.any(AbortSignal));
  });

  it("draws the editor's unsaved design, and says the scenes follow the changes", async () => {
    const logo = makeLogo(makePrompt("p1"), { id: "logo8" });
    const design = { brandName: "Acme", tagline: "" } as unknown as Parameters<
      typeof MockupsButton
    >[0]["design"];
    render(<MockupsButton logo={logo} brandName="Acme" design={design} />);
    fireEvent.click(screen.getByRole("button", { name: MOCKUP_TEXT.button }));
    const dialog = await screen.findByRole("dialog", { name: MOCKUP_TEXT.title });
    expect(within(dialog).getByText(new RegExp(MOCKUP_TEXT.editorNote))).toBeInTheDocument();
    await waitFor(() => expect(mockupsMock).toHaveBeenCalledWith("logo8", design, expect.any(AbortSignal)), {
      timeout: 3000,
    });
  });
});
