/**
 * The editor's live preview. Decision: the preview is rendered on the server, by the
 * same engine call that saving makes, and answered as the watermarked 512 px PNG that saving
 * would store, byte for byte. Rendering in the browser would mean shipping the engine's fonts
 * (several MB, hundreds with the CJK faces), icon sets, HarfBuzz and resvg to every editor, and
 * a second code path that could drift from the saved files; an SVG answer would hand out the
 * unwatermarked vector master that only exports include. A preview
 * takes about 20-50 ms to draw, so a debounced request per pause in typing keeps up.
 */
import { type ContrastReport, DESIGN_MESSAGE, type DesignEdits, type LogoScore } from "../../contract";
import { renderEditedLogo } from "../../engine/edit-design";
import { scoreDrawing } from "../logo-score/score-stored-logo";
import type { DomainServices } from "../ports/services";
import { assertEditsUsable, loadDesign, renderDesignOrFail } from "./load-design";

/** The watermarked 512 px PNG saving would store, and every text colour pair, lowest ratio first. */
interface DesignPreview {
  previewPng: Buffer;
  contrast: ContrastReport[];
}

export async function previewDesign(
  services: Pick<DomainServices, "db" | "logoImages">,
  uid: string,
  logoId: string,
  edits: DesignEdits,
): Promise<DesignPreview> {
  const design = await loadDesign(services.db, uid, logoId);
  assertEditsUsable(edits);
  const rendered = await renderDesignOrFail(
    () => renderEditedLogo(design.base, edits),
    DESIGN_MESSAGE.previewFailed,
  );
  const watermarked = await services.logoImages.watermarkPreview(rendered.preview);
  return { previewPng: watermarked, contrast: rendered.contrast };
}

/**
 * The score of the editor's unsaved design, from the master saving would store. Asked for apart
 * from the preview and after a longer pause, as measuring costs more than drawing.
 */
export async function scoreDesign(
  services: Pick<DomainServices, "db" | "files" | "fingerprints" | "measurer">,
  uid: string,
  logoId: string,
  edits: DesignEdits,
): Promise<LogoScore> {
  const design = await loadDesign(services.db, uid, logoId);
  assertEditsUsable(edits);
  const rendered = await renderDesignOrFail(
    () => renderEditedLogo(design.base, edits),
    DESIGN_MESSAGE.previewFailed,
  );
  return scoreDrawing(services, uid, { kind: "vector", svg: rendered.svg });
}
