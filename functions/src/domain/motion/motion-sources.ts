/**
 * What 'Play' and the export page animate: an engine design's vector master, with the brand name
 * (a right-to-left name is revealed from the right) and the style that fits the design. Uploads
 * and logos without a master have no parts to animate and are refused with a clear message.
 */
import {
  DEFAULT_MOTION_STYLE,
  DESIGN_MESSAGE,
  type DesignEdits,
  MOTION_MESSAGE,
  type MotionStyle,
} from "../../contract";
import { parseDirectionSpec } from "../../engine/direction-spec";
import { designEditedLogo } from "../../engine/edit-design";
import { assertEditsUsable, loadDesign, renderDesignOrFail } from "../customize/load-design";
import { InvalidInputError } from "../errors";
import { readExportArtwork } from "../exports/read-exports";
import { LogoDocument, logoDocument, PromptDocument, readDocument } from "../firestore-documents";
import { promptDocument } from "../library";
import { logoMockupSource } from "../mockups/mockup-sources";
import type { ExportSource } from "../ports/export-image-processor";
import type { DomainServices } from "../ports/services";
import { chooseMotionStyle } from "./choose-motion-style";

interface MotionSource {
  master: string;
  brandName: string;
  fittingStyle: MotionStyle;
}

function vectorMaster(source: ExportSource): string {
  if (source.kind !== "vector") throw new InvalidInputError(MOTION_MESSAGE.noVector);
  return source.svg;
}

/** The style that fits the direction a stored logo was drawn from ('calm' for other recipes). */
async function fittingStyleOfLogo(
  services: Pick<DomainServices, "db">,
  logoId: string,
): Promise<MotionStyle> {
  const logo = readDocument(LogoDocument, await logoDocument(services.db, logoId).get());
  const prompt = logo
    ? readDocument(PromptDocument, await promptDocument(services.db, logo.data.promptId).get())
    : null;
  return chooseMotionStyle(prompt ? parseDirectionSpec(prompt.data.direction.spec) : null);
}

/** The owner's logo as saved, or with the editor's unsaved changes; someone else's is a 404. */
export async function logoMotionSource(
  services: Pick<DomainServices, "db" | "files">,
  uid: string,
  logoId: string,
  edits: DesignEdits | undefined,
): Promise<MotionSource> {
  if (edits) {
    const design = await loadDesign(services.db, uid, logoId);
    assertEditsUsable(edits);
    const designed = await renderDesignOrFail(
      () => designEditedLogo(design.base, edits),
      DESIGN_MESSAGE.previewFailed,
    );
    return {
      master: designed.svg,
      brandName: edits.brandName,
      fittingStyle: chooseMotionStyle(design.base.spec),
    };
  }
  const source = await logoMockupSource(services, uid, logoId);
  const master = vectorMaster(source);
  return { master, brandName: source.brandName, fittingStyle: await fittingStyleOfLogo(services, logoId) };
}

/** The bought logo from the export's own copy (it outlives the logo); a refunded export is refused. */
export async function exportMotionSource(
  services: Pick<DomainServices, "db" | "files" | "exportSources">,
  uid: string,
  exportId: string,
): Promise<MotionSource> {
  const { artwork, stored } = await readExportArtwork(services, uid, exportId);
  const master = vectorMaster(artwork);
  const fittingStyle = stored.data.fittingMotionStyle ?? DEFAULT_MOTION_STYLE;
  return { master, brandName: stored.data.brandName, fittingStyle };
}
