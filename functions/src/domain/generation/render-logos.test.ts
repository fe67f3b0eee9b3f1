import { describe, expect, it } from "vitest";
import { memoryFiles } from "../../providers/file-store/testing/memory-files";
import { markedLogoImages } from "../../providers/logo-images/testing/marked-logo-images";
import type { LogoDesignProvider, RenderedLogo } from "../ports/logo-designer";
import { renderLogos } from "./render-logos";

/** A designer that draws each variant as an SVG naming it, and records what it was asked for. */
function recordingDesigner(): LogoDesignProvider & { asked: number[] } {
  const asked: number[] = [];
  return {
    name: "recording",
    asked,
    planDirections: async () => [],
    designLogo: async ({ variant }): Promise<RenderedLogo> => {
      asked.push(variant);
      return { svg: `<svg data-variant="${variant}"/>`, png: null, preview: Buffer.from("preview") };
    },
  };
}

const direction = { content: "A pine tree in a ring", spec: {} };

async function render(designer: LogoDesignProvider, takenVariants: (variant: number) => boolean) {
  return renderLogos({
    uid: "user-1",
    brief: { brandName: "Harbor & Pine", description: "Woodworking" },
    seed: 7,
    slots: [{ logoId: "logo-1", promptId: "prompt-1", direction, variant: 0, position: 0 }],
    designer,
    files: memoryFiles(),
    logoImages: markedLogoImages,
    deadline: new AbortController().signal,
    ownedByAnother: async (rendered) =>
      takenVariants(Number(/data-variant="(\d+)"/.exec(rendered.svg ?? "")?.[1])),
  });
}

describe("renderLogos' redraws of a logo another customer owns", () => {
  it("moves each redraw to the next place of its group, so it is built on another symbol idea", async () => {
    const designer = recordingDesigner();
    const [drawn] = await render(designer, (variant) => variant % 3 === 0);
    expect(designer.asked).toEqual([0, 3001]);
    expect(drawn?.slot.variant).toBe(3001);
  });

  it("gives the logo up after three redraws that all look like a sold one", async () => {
    const designer = recordingDesigner();
    expect(await render(designer, () => true)).toEqual([]);
    expect(designer.asked).toEqual([0, 3001, 6002, 9003]);
    // Every place of the group was tried, the first one again with a new seed.
    expect(new Set(designer.asked.map((variant) => variant % 3))).toEqual(new Set([0, 1, 2]));
  });
});
