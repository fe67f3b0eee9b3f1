import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollToTopButton } from "./scroll-to-top-button";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
});

describe("ScrollToTopButton", () => {
  it("appears only after scrolling past 500 px and scrolls back to the top", async () => {
    const scroll = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    render(<ScrollToTopButton />);
    expect(screen.queryByRole("button", { name: "Scroll to top" })).not.toBeInTheDocument();

    act(() => scrollTo(500));
    expect(screen.queryByRole("button", { name: "Scroll to top" })).not.toBeInTheDocument();

    act(() => scrollTo(501));
    const button = await screen.findByRole("button", { name: "Scroll to top" });
    fireEvent.click(button);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    act(() => scrollTo(100));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Scroll to top" })).not.toBeInTheDocument(),
    );
  });
});
