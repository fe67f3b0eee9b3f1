/**
 * Draws 'See it in use': a logo placed in every mockup scene, as the browser shows them. Before
 * buying they are small and watermarked; an export's owner sees them larger and clean
 * (providers/mockups).
 */
import type { MockupScene } from "../../contract";
import type { ExportSource } from "./export-image-processor";

export type MockupAudience = "preview" | "bought";

export interface MockupRenderer {
  drawScenes(artwork: ExportSource, audience: MockupAudience): Promise<MockupScene[]>;
}
