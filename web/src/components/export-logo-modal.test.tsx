import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExportLogoModal } from "./export-logo-modal";

describe("ExportLogoModal", () => {
  it("lists every file an export makes, in order, and never the original", () => {
    render(<ExportLogoModal open logo={null} remainingExports={3} onClose={() => {}} onConfirm={() => {}} />);
    const items = within(screen.getByRole("list", { name: "Files in this export" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Normal Quality",
      "High Quality",
      "No Background (HQ) V1",
      "No Background (HQ) V2",
      "Vector (SVG)for logos designed in Markery",
      "Brand kit (.zip)vector, web, social and print files with a brand sheet",
    ]);
  });
});
