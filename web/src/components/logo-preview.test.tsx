import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RETRY_DELAYS_MS } from "@/lib/passing-failure";
import { LogoPreview } from "./logo-preview";

const URL_A = "http://127.0.0.1:9199/v0/b/demo/o/a.png?alt=media&token=a";

function image(): HTMLImageElement {
  return screen.getByTestId("logo-image") as HTMLImageElement;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("LogoPreview", () => {
  it("asks for a preview that failed to load again, with a fresh image, before giving up", () => {
    render(<LogoPreview url={URL_A} alt="Logo 1" />);
    const first = image();
    fireEvent.error(first);

    // Still waiting for the next try: no verdict yet, and the same element until the delay ends.
    expect(screen.queryByText("Preview unavailable")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime((RETRY_DELAYS_MS[0] as number) - 1));
    expect(image()).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    const second = image();
    expect(second).not.toBe(first);
    expect(second.getAttribute("src")).toBe(URL_A);

    // The second try loads: the image shows.
    fireEvent.load(second);
    expect(second).toHaveStyle({ opacity: "1" });
    expect(screen.queryByText("Preview unavailable")).not.toBeInTheDocument();
  });

  it("says the preview is unavailable once every try has failed", () => {
    render(<LogoPreview url={URL_A} alt="Logo 1" />);
    for (const delay of RETRY_DELAYS_MS) {
      fireEvent.error(image());
      act(() => vi.advanceTimersByTime(delay));
    }
    expect(screen.queryByText("Preview unavailable")).not.toBeInTheDocument();
    fireEvent.error(image());
    expect(screen.getByText("Preview unavailable")).toBeInTheDocument();
    expect(screen.queryByTestId("logo-image")).not.toBeInTheDocument();
  });

  it("starts the tries again for a new URL", () => {
    const { rerender } = render(<LogoPreview url={URL_A} alt="Logo 1" />);
    for (const delay of RETRY_DELAYS_MS) {
      fireEvent.error(image());
      act(() => vi.advanceTimersByTime(delay));
    }
    fireEvent.error(image());
    expect(screen.getByText("Preview unavailable")).toBeInTheDocument();

    rerender(<LogoPreview url={`${URL_A}2`} alt="Logo 1" />);
    expect(image().getAttribute("src")).toBe(`${URL_A}2`);
    fireEvent.error(image());
    expect(screen.queryByText("Preview unavailable")).not.toBeInTheDocument();
  });
});
