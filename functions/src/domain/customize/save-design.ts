/**
 * Saving a customized logo: the edits are drawn by the engine, stored like a
 * generated logo (1024 px PNG, watermarked 512 px preview, SVG master) and filed in the same
 * prompt group as the logo that was edited. No generation credit is reserved or spent, so the
 * membership document is never touched.
 *
 * With an Idempotency-Key a retry answers the first save again: the record of a key and the new
 * logo are created in one transaction, and the logo's id is derived from the key and the edits,
 * so a retry (or a duplicate running at the same time) draws the same bytes to the same paths.
 */
import { Timestamp } from "firebase-admin/firestore";
import type { z } from "zod";
import {
  CustomizeLogoResponse,
  DESIGN_MESSAGE,
  type DesignEdits,
  type PromptsWithLogos,
} from "../../contract";
import { renderEditedLogo } from "../../engine/edit-design";
import { IdempotencyKeyReusedError } from "../errors";
import {
  COLLECTIONS,
  logoDocument,
  ProjectDocument,
  readDocument,
  readOwnedDocument,
  toLogo,
  toPrompt,
} from "../firestore-documents";
import { projectDocument } from "../library";
import { deleteFiles, generatedLogoPaths, saveRenderedLogo, storedMastersOf } from "../logo-files";
import type { DomainServices } from "../ports/services";
import { runUserTransaction } from "../transactions";
import {
  customizedLogoId,
  DesignEditRecord,
  designEditRecordId,
  designEditRecords,
  designFingerprint,
  type EditableLogoDocument,
} from "./design-documents";
import { assertEditsUsable, loadDesign, renderDesignOrFail } from "./load-design";

/** The saved logo in its prompt group: the customize response without its wire envelope. */
const CustomizedLogo = CustomizeLogoResponse.omit({ success: true });
type CustomizedLogo = z.infer<typeof CustomizedLogo>;

/** Records written before the result was stored without the envelope carry `success`; parsing drops it. */
function replayOf(record: DesignEditRecord, fingerprint: string): CustomizedLogo {
  if (record.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
  const parsed = CustomizedLogo.safeParse(JSON.parse(record.responseJson));
  if (!parsed.success) throw new Error("A stored customize response is malformed");
  return parsed.data;
}

export async function saveCustomizedLogo(
  services: DomainServices,
  uid: string,
  sourceLogoId: string,
  edits: DesignEdits,
  idempotencyKey: string | null,
): Promise<CustomizedLogo> {
  const { db, files, clock } = services;
  const design = await loadDesign(db, uid, sourceLogoId);
  assertEditsUsable(edits);
  const fingerprint = designFingerprint(sourceLogoId, edits);
  const recordRef = idempotencyKey
    ? designEditRecords(db, uid).doc(designEditRecordId(idempotencyKey))
    : null;
  if (recordRef) {
    const earlier = readDocument(DesignEditRecord, await recordRef.get());
    if (earlier) return replayOf(earlier.data, fingerprint);
  }

  const logoId = idempotencyKey
    ? customizedLogoId(uid, idempotencyKey, fingerprint)
    : db.collection(COLLECTIONS.logos).doc().id;
  const rendered = await renderDesignOrFail(
    () => renderEditedLogo(design.base, edits),
    DESIGN_MESSAGE.saveFailed,
  );
  // Stored like a generated logo: the master and the preview; an export draws the PNG.
  const drawn = { svg: rendered.svg, png: null, preview: rendered.preview };
  const paths = generatedLogoPaths(uid, logoId, storedMastersOf(drawn));
  const logoRef = logoDocument(db, logoId);
  const projectRef = projectDocument(db, design.project.id);

  try {
    const url = await saveRenderedLogo(services, paths, drawn);
    return await runUserTransaction(services, uid, async (transaction) => {
      const [recordSnapshot, projectSnapshot] = await Promise.all([
        recordRef ? transaction.get(recordRef) : null,
        transaction.get(projectRef),
      ]);
      const earlier = recordSnapshot ? readDocument(DesignEditRecord, recordSnapshot) : null;
      // A duplicate of this request finished first: its answer is this one's too.
      if (earlier) return replayOf(earlier.data, fingerprint);
      const project = readOwnedDocument(ProjectDocument, projectSnapshot, uid, "logo");

      const stamp = Timestamp.fromDate(clock());
      const data: EditableLogoDocument = {
        ownerUid: uid,
        projectId: design.project.id,
        promptId: design.prompt.id,
        url,
        storagePaths: paths,
        source: "generated",
        variant: design.base.variant,
        position: 0,
        provider: design.logo.data.provider,
        editedFrom: sourceLogoId,
        // The symbol choice, not its drawing: a monogram redrawn in a new font is the same symbol.
        symbolKept: JSON.stringify(edits.symbol) === JSON.stringify(design.edits.symbol),
        createdAt: stamp,
        design: { variant: design.base.variant, edits },
      };
      transaction.create(logoRef, data);
      // Bumped like a generation: the project moves to the front of My Logos.
      transaction.update(projectRef, { logoCount: project.data.logoCount + 1, updatedAt: stamp });
      const logo = toLogo({ id: logoId, data });
      const promptsWithLogos: PromptsWithLogos = {
        [design.prompt.id]: { prompt: toPrompt(design.prompt), logos: [logo] },
      };
      const result: CustomizedLogo = { logo, promptsWithLogos };
      if (recordRef) {
        const record: DesignEditRecord = {
          fingerprint,
          logoId,
          responseJson: JSON.stringify(result),
          createdAt: stamp,
        };
        transaction.create(recordRef, record);
      }
      return result;
    });
  } catch (error) {
    // Files of a logo that was never saved go; a duplicate's saved logo keeps the same files.
    const saved = await logoRef.get().catch(() => null);
    if (saved && !saved.exists) await deleteFiles(files, paths);
    throw error;
  }
}
