import { API_FALLBACK, Export, MOTION_TEXT, type MotionResponse, type MotionStyle } from "@contract";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getExportMotion, rebuildExportMotion } from "@/features/motion/api/export-motion";
import { ExportMotionPanel } from "@/features/motion/components/export-motion-panel";
import { ApiError } from "@/lib/api-error";

vi.mock("@/features/motion/api/export-motion", () => ({
  getExportMotion: vi.fn(),
  rebuildExportMotion: vi.fn(),
}));
const getMock = vi.mocked(getExportMotion);
const rebuildMock = vi.mocked(rebuildExportMotion);

let sequence = 0;

function makeExport(overrides: Partial<Export> = {}): Export {
  sequence += 1;
  return Export.parse({
    id: `motion-export-${sequence}`,
    logoId: `logo-${sequence}`,
    number: 1,
    exportType: "basic_logo",
    url: "https://storage.example/logo.png",
    creationTime: "2026-11-20T10:00:00.000Z",
    status: "ready",
    error: null,
    creditReturned: false,
    resources: [],
    ...overrides,
  });
}

function answer(style: MotionStyle): MotionResponse {
  return {
    success: true,
    motion: { style, fittingStyle: "calm", svg: `<svg data-style="${style}"></svg>`, durationMs: 3000 },
  };
}

/** The export page's part: it holds the export, shows the rebuilt one and says when files are made. */
function Page({ initial, initialPending = false }: { initial: Export; initialPending?: boolean }) {
  const [exportItem, setExportItem] = useState(initial);
  const [pending, setPending] = useState(initialPending);
  return (
    <>
      <ExportMotionPanel
        exportItem={exportItem}
        pending={pending}
        onRebuilt={(rebuilt) => {
          setExportItem(rebuilt);
          setPending(rebuilt.status === "processing");
        }}
      />
      <button type="button" onClick={() => setPending(false)}>
        The kit is ready
      </button>
    </>
  );
}

function panel() {
  return screen.getByRole("region", { name: MOTION_TEXT.exportHeading });
}

function rebuildButton() {
  return within(panel()).getByRole("button", { name: MOTION_TEXT.rebuildButton });
}

function shownSvg(): string {
  const image = within(panel()).getByRole("img", { name: "Logo animation" });
  return decodeURIComponent(image.getAttribute("src") ?? "");
}

beforeEach(() => {
  getMock.mockReset();
  rebuildMock.mockReset();
  getMock.mockImplementation((_exportId, style) => Promise.resolve(answer(style ?? "calm")));
});

describe("the export's animation", () => {
  it("plays the kit's style first, and offers no rebuild in the style the kit already has", async () => {
    const exportItem = makeExport({ motionStyle: "elegant" });
    render(<Page initial={exportItem} />);
    expect(within(panel()).getByText(MOTION_TEXT.exportNote)).toBeInTheDocument();
    expect(within(panel()).getByText(MOTION_TEXT.rebuildFree)).toBeInTheDocument();
    await within(panel()).findByRole("img", { name: "Logo animation" });
    expect(shownSvg()).toContain('data-style="elegant"');
    expect(getMock).toHaveBeenCalledExactlyOnceWith(exportItem.id, "elegant", expect.any(AbortSignal));
    expect(within(panel()).getByRole("radio", { name: /^Elegant/ })).toBeChecked();
    expect(rebuildButton()).toBeDisabled();
  });

  it("rebuilds the kit in the picked style, then says the files are being made until the kit is ready", async () => {
    const exportItem = makeExport({ motionStyle: "elegant" });
    const rebuilt = makeExport({ id: exportItem.id, motionStyle: "bold", status: "processing" });
    rebuildMock.mockResolvedValue(rebuilt);
    render(<Page initial={exportItem} />);
    await within(panel()).findByRole("img", { name: "Logo animation" });

    fireEvent.click(within(panel()).getByRole("radio", { name: /^Bold/ }));
    await waitFor(() => expect(shownSvg()).toContain('data-style="bold"'));
    expect(getMock).toHaveBeenLastCalledWith(exportItem.id, "bold", expect.any(AbortSignal));
    expect(rebuildButton()).toBeEnabled();

    fireEvent.click(rebuildButton());
    expect(await within(panel()).findByText(MOTION_TEXT.rebuilding)).toBeInTheDocument();
    expect(rebuildMock).toHaveBeenCalledExactlyOnceWith(exportItem.id, "bold");
    expect(rebuildButton()).toBeDisabled();

    fireEvent.click(screen.getByRole("button", { name: "The kit is ready" }));
    await waitFor(() => expect(within(panel()).queryByText(MOTION_TEXT.rebuilding)).not.toBeInTheDocument());
    // The kit now holds bold: nothing to rebuild until another style is picked.
    expect(rebuildButton()).toBeDisabled();
    fireEvent.click(within(panel()).getByRole("radio", { name: /^Calm/ }));
    await waitFor(() => expect(rebuildButton()).toBeEnabled());
  });

  it("offers no rebuild while the export's files are being made", async () => {
    render(<Page initial={makeExport({ motionStyle: "calm" })} initialPending />);
    await within(panel()).findByRole("img", { name: "Logo animation" });
    fireEvent.click(within(panel()).getByRole("radio", { name: /^Technical/ }));
    await waitFor(() => expect(shownSvg()).toContain('data-style="technical"'));
    expect(rebuildButton()).toBeDisabled();
    // Files in the making that no rebuild started are not described as one.
    expect(within(panel()).queryByText(MOTION_TEXT.rebuilding)).not.toBeInTheDocument();
  });

  it("starts with the style that fits when the kit has no motion files yet, and can make them", async () => {
    const exportItem = makeExport({ motionStyle: null });
    rebuildMock.mockResolvedValue(
      makeExport({ id: exportItem.id, motionStyle: "calm", status: "processing" }),
    );
    render(<Page initial={exportItem} />);
    await within(panel()).findByRole("img", { name: "Logo animation" });
    expect(getMock).toHaveBeenCalledExactlyOnceWith(exportItem.id, null, expect.any(AbortSignal));
    expect(within(panel()).getByRole("radio", { name: /^Calm/ })).toBeChecked();
    fireEvent.click(rebuildButton());
    await waitFor(() => expect(rebuildMock).toHaveBeenCalledWith(exportItem.id, "calm"));
  });

  it("shows why a rebuild failed and lets the owner try again", async () => {
    const exportItem = makeExport({ motionStyle: "elegant" });
    rebuildMock.mockRejectedValueOnce(new ApiError(API_FALLBACK.rebuildMotion, 500));
    render(<Page initial={exportItem} />);
    await within(panel()).findByRole("img", { name: "Logo animation" });
    fireEvent.click(within(panel()).getByRole("radio", { name: /^Playful/ }));
    await waitFor(() => expect(rebuildButton()).toBeEnabled());
    fireEvent.click(rebuildButton());
    expect(await within(panel()).findByText(API_FALLBACK.rebuildMotion)).toBeInTheDocument();
    expect(within(panel()).queryByText(MOTION_TEXT.rebuilding)).not.toBeInTheDocument();
    expect(rebuildButton()).toBeEnabled();
  });
});
