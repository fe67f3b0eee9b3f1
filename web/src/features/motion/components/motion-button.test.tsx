import { API_FALLBACK, MOTION_TEXT, type MotionResponse, type MotionStyle } from "@contract";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getLogoMotion } from "@/features/motion/api/get-logo-motion";
import { MotionButton } from "@/features/motion/components/motion-button";
import { ApiError } from "@/lib/api-error";
import { makeLogo, makePrompt } from "@/testing/logo-fixtures";

vi.mock("@/features/motion/api/get-logo-motion", () => ({ getLogoMotion: vi.fn() }));
const motionMock = vi.mocked(getLogoMotion);

/** The server's answer: an SVG that names its style, so the test can see which one is shown. */
function answer(style: MotionStyle, fittingStyle: MotionStyle = "elegant"): MotionResponse {
  return {
    success: true,
    motion: { style, fittingStyle, svg: `<svg data-style="${style}"></svg>`, durationMs: 3200 },
  };
}

beforeEach(() => {
  motionMock.mockReset();
  // Without a style the server answers in the style that fits: elegant here.
  motionMock.mockImplementation((_logoId, style) => Promise.resolve(answer(style ?? "elegant")));
});

async function openDialog(
  brandName = "Acme Bakery",
  design: Parameters<typeof MotionButton>[0]["design"] = null,
) {
  const logo = makeLogo(makePrompt("p1"));
  render(<MotionButton logo={logo} brandName={brandName} design={design} />);
  fireEvent.click(screen.getByRole("button", { name: MOTION_TEXT.playButton }));
  const dialog = await screen.findByRole("dialog", { name: MOTION_TEXT.title });
  return { logo, dialog };
}

function shownSvg(dialog: HTMLElement, brandName = "Acme Bakery"): string {
  const image = within(dialog).getByRole("img", { name: `${brandName} logo animation` });
  return decodeURIComponent(image.getAttribute("src") ?? "");
}

describe("Play", () => {
  it("asks for nothing until opened, then plays the animation in the style the server chose, marked", async () => {
    const logo = makeLogo(makePrompt("p1"));
    render(<MotionButton logo={logo} brandName="Acme Bakery" />);
    expect(motionMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: MOTION_TEXT.playButton }));
    const dialog = await screen.findByRole("dialog", { name: MOTION_TEXT.title });
    expect(within(dialog).getByText(MOTION_TEXT.previewNote)).toBeInTheDocument();
    await within(dialog).findByRole("img", { name: "Acme Bakery logo animation" });
    expect(shownSvg(dialog)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg data-style="elegant">/);
    expect(motionMock).toHaveBeenCalledExactlyOnceWith(logo.id, null, null, expect.any(AbortSignal));

    const styles = within(dialog).getByRole("radiogroup", { name: MOTION_TEXT.styleLabel });
    expect(within(styles).getAllByRole("radio")).toHaveLength(5);
    const elegant = within(styles).getByRole("radio", { name: /^Elegant/ });
    expect(elegant).toBeChecked();
    expect(elegant).toHaveAccessibleName(expect.stringContaining(MOTION_TEXT.fitted));
    expect(within(styles).getByRole("radio", { name: /^Bold/ })).not.toHaveAccessibleName(
      expect.stringContaining(MOTION_TEXT.fitted),
    );
  });

  it("asks for a picked style once, and shows styles already seen with no new call", async () => {
    const { logo, dialog } = await openDialog();
    await within(dialog).findByRole("img", { name: "Acme Bakery logo animation" });
    const styles = within(dialog).getByRole("radiogroup", { name: MOTION_TEXT.styleLabel });

    fireEvent.click(within(styles).getByRole("radio", { name: /^Playful/ }));
    await waitFor(() => expect(shownSvg(dialog)).toContain('data-style="playful"'));
    expect(motionMock).toHaveBeenLastCalledWith(logo.id, "playful", null, expect.any(AbortSignal));
    // The fitting style stays marked while another is shown.
    expect(within(styles).getByRole("radio", { name: /^Elegant/ })).toHaveAccessibleName(
      expect.stringContaining(MOTION_TEXT.fitted),
    );

    // Back to the style the server chose, and to playful again: both come from memory.
    fireEvent.click(within(styles).getByRole("radio", { name: /^Elegant/ }));
    await waitFor(() => expect(shownSvg(dialog)).toContain('data-style="elegant"'));
    fireEvent.click(within(styles).getByRole("radio", { name: /^Playful/ }));
    await waitFor(() => expect(shownSvg(dialog)).toContain('data-style="playful"'));
    expect(motionMock).toHaveBeenCalledTimes(2);
  });

  it("plays again from the first frame: a new image with an address of its own", async () => {
    const { dialog } = await openDialog();
    const first = await within(dialog).findByRole("img", { name: "Acme Bakery logo animation" });
    fireEvent.click(within(dialog).getByRole("button", { name: MOTION_TEXT.replay }));
    const second = within(dialog).getByRole("img", { name: "Acme Bakery logo animation" });
    expect(second).not.toBe(first);
    expect(second.getAttribute("src")).not.toBe(first.getAttribute("src"));
    expect(shownSvg(dialog)).toContain('data-style="elegant"');
    expect(motionMock).toHaveBeenCalledTimes(1);
  });

  it("animates the editor's unsaved design, and says the animation follows the changes", async () => {
    const design = { brandName: "Acme", tagline: "" } as unknown as Parameters<
      typeof MotionButton
    >[0]["design"];
    const { logo, dialog } = await openDialog("Acme", design);
    expect(within(dialog).getByText(new RegExp(MOTION_TEXT.editorNote))).toBeInTheDocument();
    await within(dialog).findByRole("img", { name: "Acme logo animation" });
    expect(motionMock).toHaveBeenCalledWith(logo.id, null, design, expect.any(AbortSignal));
  });

  it("shows the server's message when the animation cannot be made, and tries again on request", async () => {
    motionMock.mockRejectedValueOnce(
      new ApiError("Too many animations at once. Try again in 9 seconds.", 429),
    );
    const { dialog } = await openDialog();
    expect(
      await within(dialog).findByText("Too many animations at once. Try again in 9 seconds."),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    await within(dialog).findByRole("img", { name: "Acme Bakery logo animation" });
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("falls back to its own words when the failure carries none", async () => {
    motionMock.mockRejectedValueOnce(new TypeError("network down"));
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText(API_FALLBACK.getMotion)).toBeInTheDocument();
  });
});

describe("Play, for someone who asked for less motion", () => {
  it("shows the still logo: the animation turned off in the image itself", async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes("prefers-reduced-motion: reduce"),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }));
    vi.stubGlobal("matchMedia", matchMedia);
    try {
      const { dialog } = await openDialog();
      await within(dialog).findByRole("img", { name: "Acme Bakery logo animation" });
      expect(shownSvg(dialog)).toContain("<style>*{animation:none!important}</style></svg>");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("plays the animation as sent otherwise", async () => {
    const { dialog } = await openDialog();
    await within(dialog).findByRole("img", { name: "Acme Bakery logo animation" });
    expect(shownSvg(dialog)).not.toContain("animation:none");
  });
});
