import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FAQ_ENTRIES } from "../data/faq";
import { FaqSection } from "./faq-section";

// MUI in happy-dom is slow on a busy machine: allow for it rather than flake.
vi.setConfig({ testTimeout: 20_000 });

function question(index: number) {
  const entry = FAQ_ENTRIES[index];
  if (!entry) throw new Error(`No FAQ entry ${index}`);
  return screen.getByRole("button", { name: entry.question });
}

describe("FaqSection", () => {
  it("lists 8 questions, all closed at first", () => {
    render(<FaqSection />);
    expect(FAQ_ENTRIES).toHaveLength(8);
    for (let index = 0; index < 8; index++) {
      expect(question(index)).toHaveAttribute("aria-expanded", "false");
    }
  });

  it("keeps one question open at a time, and closes the open one on a second click", async () => {
    const user = userEvent.setup();
    render(<FaqSection />);

    await user.click(question(0));
    expect(question(0)).toHaveAttribute("aria-expanded", "true");

    await user.click(question(3));
    expect(question(3)).toHaveAttribute("aria-expanded", "true");
    expect(question(0)).toHaveAttribute("aria-expanded", "false");

    await user.click(question(3));
    expect(question(3)).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);
  });

  it("quotes the decided numbers: 12 free generations and up to 112 designs, never 42", () => {
    const text = FAQ_ENTRIES.map((entry) => entry.answer).join(" ");
    expect(text).toContain("up to 12 logo generations every month");
    expect(text).toContain("up to 112 unique logo designs");
    expect(text).not.toContain("42");
  });
});
