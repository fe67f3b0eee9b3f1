import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { GENERATION_MESSAGES, GenerationOverlay } from "@/features/create/components/generation-overlay";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("rotates its five messages every 3 s and starts over", () => {
  render(<GenerationOverlay open />);
  const status = screen.getByRole("status");
  expect(status).toHaveTextContent("Analyzing brand essence...");
  expect(screen.getByText("This may take up to a minute")).toBeInTheDocument();

  act(() => vi.advanceTimersByTime(2999));
  expect(status).toHaveTextContent("Analyzing brand essence...");
  for (const message of GENERATION_MESSAGES.slice(1)) {
    act(() => vi.advanceTimersByTime(3000));
    expect(status).toHaveTextContent(message);
  }
  expect(GENERATION_MESSAGES).toEqual([
    "Analyzing brand essence...",
    "Exploring design possibilities...",
    "Crafting unique concepts...",
    "Refining color palettes...",
    "Finalizing logo designs...",
  ]);
  act(() => vi.advanceTimersByTime(3000));
  expect(status).toHaveTextContent("Analyzing brand essence...");
});
