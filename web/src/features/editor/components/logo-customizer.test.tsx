import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { WithoutCustomizing } from "@/components/customize-slot";
import { getProjectDesigns } from "@/features/editor/api/get-project-designs";
import { LogoCustomizer } from "@/features/editor/components/logo-customizer";
import { makeLogos, makeProject, makePrompt } from "@/testing/logo-fixtures";

vi.mock("@/features/editor/api/get-project-designs", () => ({ getProjectDesigns: vi.fn() }));
vi.mock("@/features/editor/hooks/use-design-options", () => ({
  loadDesignOptions: vi.fn(() => Promise.resolve()),
}));
const designsMock = vi.mocked(getProjectDesigns);

function setup() {
  const project = makeProject();
  const logos = makeLogos(makePrompt(project.id), 2);
  return { project, logos, logoIds: logos.map((logo) => logo.id) };
}

describe("LogoCustomizer", () => {
  it("gives the screen a Customize button per card, disabled with the reason where the editor cannot open", async () => {
    const { project, logos, logoIds } = setup();
    const [editable, fixed] = logos;
    if (!editable || !fixed) throw new Error("two logos expected");
    designsMock.mockResolvedValue({
      success: true,
      logos: {
        [editable.id]: { customizable: true, reason: null },
        [fixed.id]: { customizable: false, reason: "Uploaded logos cannot be customized." },
      },
    });
    render(
      <LogoCustomizer projectId={project.id} logoIds={logoIds} onSaved={vi.fn()}>
        {(customizeButton) => logos.map((logo) => <div key={logo.id}>{customizeButton(logo)}</div>)}
      </LogoCustomizer>,
    );
    expect(designsMock).toHaveBeenCalledWith(project.id, expect.any(AbortSignal));
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: "Customize" })[1]).toHaveAttribute(
        "aria-disabled",
        "true",
      ),
    );
    expect(screen.getAllByRole("button", { name: "Customize" })[0]).not.toHaveAttribute("aria-disabled");
  });

  it("renders the screen without Customize buttons when no editor is handed in", () => {
    const { project, logos, logoIds } = setup();
    render(
      <WithoutCustomizing projectId={project.id} logoIds={logoIds} onSaved={vi.fn()}>
        {(customizeButton) => logos.map((logo) => <div key={logo.id}>{customizeButton(logo)}</div>)}
      </WithoutCustomizing>,
    );
    expect(screen.queryByRole("button", { name: "Customize" })).not.toBeInTheDocument();
  });
});
