/**
 * 'See it in use': the logo drawn into scenes of the world (a card, a shop front, a cup...).
 * Before buying they are small and watermarked; an export's page shows them without the mark,
 * and its brand kit holds them full size.
 */
import { z } from "zod";
import { DesignEdits } from "./design-edits";

export const MockupScene = z.object({
  /** The scene's id, e.g. business-card or storefront. */
  id: z.string(),
  title: z.string(),
  /** A JPEG data URI. */
  image: z.string().startsWith("data:image/jpeg;base64,"),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type MockupScene = z.infer<typeof MockupScene>;

/** POST /logos/{id}/mockups: with `design`, the editor's unsaved changes are drawn. */
export const LogoMockupsRequest = z.object({ design: DesignEdits.optional() });
export type LogoMockupsRequest = z.infer<typeof LogoMockupsRequest>;

export const MockupsResponse = z.object({
  success: z.literal(true),
  scenes: z.array(MockupScene),
});
export type MockupsResponse = z.infer<typeof MockupsResponse>;

export const MOCKUP_TEXT = {
  button: "See it in use",
  title: "See it in use",
  loading: "Placing your logo in the scenes…",
  previewNote:
    "Previews carry a watermark. An export includes every scene full size without it, in the brand kit's mockups folder.",
  editorNote: "The scenes show your changes; save to keep them.",
  exportHeading: "See it in use",
  exportNote: "Full-size scenes without a watermark are in the brand kit's mockups folder.",
} as const;
