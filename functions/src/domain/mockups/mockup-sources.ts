/**
 * What 'See it in use' draws a logo from: the vector master when the logo has one, the edited
 * design while the editor is open (so the scenes follow every change before it is saved), or the
 * 1024 px PNG of an upload or a Replicate logo.
 */
import { DESIGN_MESSAGE, type DesignEdits } from "../../contract";
import { designEditedLogo } from "../../engine/edit-design";
import { assertEditsUsable, loadDesign, renderDesignOrFail } from "../customize/load-design";
import { NotFoundError } from "../errors";
import {
  COLLECTIONS,
  LogoDocument,
  logoDocument,
  ProjectDocument,
  readOwnedDocument,
} from "../firestore-documents";
import type { ExportSource } from "../ports/export-image-processor";
import type { DomainServices } from "../ports/services";

/** The brand name a scene may print (a profile page, a card): none for the uploads project. */
function brandNameOf(project: ProjectDocument): string {
  return project.kind === "uploads" ? "" : project.name;
}

/** 404 unless `uid` owns the logo: the one read a cached drawing of it needs before it is served. */
export async function assertOwnsLogo(services: Pick<DomainServices, "db">, uid: string, logoId: string) {
  readOwnedDocument(LogoDocument, await logoDocument(services.db, logoId).get(), uid, "logo");
}

/** The owner's logo as saved; someone else's or a missing one is a 404. */
export async function logoMockupSource(
  services: Pick<DomainServices, "db" | "files">,
  uid: string,
  logoId: string,
): Promise<ExportSource> {
  const { db, files } = services;
  const logo = readOwnedDocument(LogoDocument, await logoDocument(db, logoId).get(), uid, "logo");
  const project = readOwnedDocument(
    ProjectDocument,
    await db.collection(COLLECTIONS.projects).doc(logo.data.projectId).get(),
    uid,
    "logo",
  );
  const brandName = brandNameOf(project.data);
  const { svg, png } = logo.data.storagePaths;
  if (svg !== null) {
    const master = await files.read(svg);
    if (master) return { kind: "vector", svg: master.toString("utf8"), brandName };
  }
  const image = png !== null ? await files.read(png) : null;
  if (!image) throw new NotFoundError("logo");
  return { kind: "raster", image, brandName };
}

/** The owner's logo with the editor's unsaved changes applied (400 for edits the engine refuses). */
export async function editedDesignMockupSource(
  services: Pick<DomainServices, "db">,
  uid: string,
  logoId: string,
  edits: DesignEdits,
): Promise<ExportSource> {
  const design = await loadDesign(services.db, uid, logoId);
  assertEditsUsable(edits);
  const designed = await renderDesignOrFail(
    () => designEditedLogo(design.base, edits),
    DESIGN_MESSAGE.previewFailed,
  );
  return { kind: "vector", svg: designed.svg, brandName: brandNameOf(design.project.data) };
}
