/**
 * 'See it in use' for the API: a logo's scenes as the browser shows them. Before buying they are
 * small and watermarked; an export's owner sees them larger and clean.
 */
import type { MockupScene } from "../../contract";
import { EXPORT_PAGE_LONG_SIDE, PREVIEW_LONG_SIDE } from "../../domain/mockups/mockup-scenes";
import type { ExportSource } from "../../domain/ports/export-image-processor";
import type { MockupAudience } from "../../domain/ports/mockup-renderer";
import { logoArtOf } from "../graphics/logo-art";
import { renderScenes } from "./render-scenes";

export async function drawMockupScenes(
  artwork: ExportSource,
  audience: MockupAudience,
): Promise<MockupScene[]> {
  const art = await logoArtOf(artwork);
  const scenes = await renderScenes(art, {
    longSide: audience === "preview" ? PREVIEW_LONG_SIDE : EXPORT_PAGE_LONG_SIDE,
    watermark: audience === "preview",
  });
  return scenes.map((scene) => ({
    id: scene.id,
    title: scene.title,
    width: scene.width,
    height: scene.height,
    image: `data:image/jpeg;base64,${scene.jpeg.toString("base64")}`,
  }));
}
