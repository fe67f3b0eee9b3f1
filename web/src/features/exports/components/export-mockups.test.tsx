import { API_FALLBACK, type MockupScene } from "@contract";
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getExportMockups } from "@/features/exports/api/exports-api";
import { ExportMockups } from "@/features/exports/components/export-mockups";
import { ApiError } from "@/lib/api-error";

vi.mock("@/features/exports/api/exports-api", () => ({ getExportMockups: vi.fn() }));

const mockupsMock = vi.mocked(getExportMockups);

function scene(id: string, title: string): MockupScene {
  return { id, title, image: "data:image/jpeg;base64,AAAA", width: 960, height: 720 };
}

beforeEach(() => {
  mockupsMock.mockReset();
});

describe("the export's scenes", () => {
  it("shows each scene with its caption, and offers a new try after a failure", async () => {
    mockupsMock.mockRejectedValueOnce(new ApiError(API_FALLBACK.getMockups, 500));
    render(<ExportMockups exportId="exp1" brandName="Acme Bakery" />);
    const retry = await screen.findByRole("button", { name: "Try again" }, { timeout: 3000 });
    expect(screen.getByText(API_FALLBACK.getMockups)).toBeInTheDocument();
    mockupsMock.mockResolvedValueOnce({
      success: true,
      scenes: [scene("storefront", "Shop front sign"), scene("t-shirt", "T-shirt, screen printed")],
    });
    fireEvent.click(retry);
    expect(
      await screen.findByRole(
        "img",
        { name: "Shop front sign with the Acme Bakery logo" },
        { timeout: 3000 },
      ),
    ).toHaveAttribute("src", "data:image/jpeg;base64,AAAA");
    expect(screen.getByText("T-shirt, screen printed")).toBeInTheDocument();
    expect(mockupsMock).toHaveBeenCalledTimes(2);
    expect(mockupsMock).toHaveBeenLastCalledWith("exp1", expect.any(AbortSignal));
  });
});
