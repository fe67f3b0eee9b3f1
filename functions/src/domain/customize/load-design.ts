/**
 * Finding the design behind a logo: the prompt's direction, the logo's variant, the project's
 * seed and brand name, and (for a logo customized before) the edits it was saved with. Only
 * logos the design engine drew from a direction it can read have one; everything else is
 * refused with a reason the user can read. And drawing it: an engine failure on a design is a bug
 * of ours, answered as one.
 */
import type { Firestore } from "firebase-admin/firestore";
import {
  DESIGN_MESSAGE,
  type DesignEdits,
  type LogoCustomizability,
  unsettableCharactersMessage,
} from "../../contract";
import { parseDirectionSpec } from "../../engine/direction-spec";
import { type DesignBase, designEditProblem, ENGINE_NAME, initialEdits } from "../../engine/edit-design";
import { unsettableCharacters } from "../../engine/text-outline";
import { DomainError, InvalidInputError } from "../errors";
import {
  COLLECTIONS,
  logoDocument,
  ProjectDocument,
  PromptDocument,
  readDocument,
  readOwnedDocument,
  type Stored,
} from "../firestore-documents";
import { getOwnedProject, projectPromptDocuments, promptDocument } from "../library";
import { EditableLogoDocument } from "./design-documents";

interface LoadedDesign {
  logo: Stored<EditableLogoDocument>;
  prompt: Stored<PromptDocument>;
  project: Stored<ProjectDocument>;
  base: DesignBase;
  /** Where the editor starts: the saved edits of a customized logo, else the generated design. */
  edits: DesignEdits;
}

/** Why a logo cannot be opened in the editor, or null when it can. */
export function customizeRefusal(
  logo: EditableLogoDocument,
  prompt: PromptDocument | null,
  project: ProjectDocument | null,
): string | null {
  if (logo.source === "upload" || project?.kind === "uploads") return DESIGN_MESSAGE.uploadNotCustomizable;
  if (logo.provider !== ENGINE_NAME || logo.storagePaths.svg === null) return DESIGN_MESSAGE.noVectorDesign;
  if (!prompt || parseDirectionSpec(prompt.direction.spec) === null) return DESIGN_MESSAGE.noVectorDesign;
  return null;
}

/** The message of a problem the engine found with edits' ids (400). */
export function assertEditsUsable(edits: DesignEdits): void {
  const problem = designEditProblem(edits);
  if (problem) throw new InvalidInputError(DESIGN_MESSAGE[problem]);
  const unsettable = new Set([
    ...unsettableCharacters(edits.brandName),
    ...unsettableCharacters(edits.tagline),
  ]);
  if (unsettable.size > 0) throw new InvalidInputError(unsettableCharactersMessage([...unsettable]));
}

/** The engine could not draw the edited design (a bug, not bad input): answered as a 500. */
class DesignRenderError extends DomainError {}

export async function renderDesignOrFail<T>(render: () => Promise<T> | T, message: string): Promise<T> {
  try {
    return await render();
  } catch (error) {
    console.error("The design engine could not draw an edited design", error);
    throw new DesignRenderError(message);
  }
}

/** 404 for a missing logo or another user's; 400 for one with no editable design. */
export async function loadDesign(db: Firestore, uid: string, logoId: string): Promise<LoadedDesign> {
  const logo = readOwnedDocument(EditableLogoDocument, await logoDocument(db, logoId).get(), uid, "logo");
  const [promptSnapshot, projectSnapshot] = await Promise.all([
    promptDocument(db, logo.data.promptId).get(),
    db.collection(COLLECTIONS.projects).doc(logo.data.projectId).get(),
  ]);
  const prompt = readDocument(PromptDocument, promptSnapshot);
  const project = readOwnedDocument(ProjectDocument, projectSnapshot, uid, "logo");
  const refusal = customizeRefusal(logo.data, prompt?.data ?? null, project.data);
  const spec = prompt ? parseDirectionSpec(prompt.data.direction.spec) : null;
  if (refusal || !prompt || !spec) throw new InvalidInputError(refusal ?? DESIGN_MESSAGE.noVectorDesign);
  const variant = logo.data.design?.variant ?? logo.data.variant;
  const base: DesignBase = {
    brief: { brandName: project.data.name, description: project.data.description },
    spec,
    variant,
    seed: project.data.seed,
  };
  return { logo, prompt, project, base, edits: logo.data.design?.edits ?? initialEdits(base) };
}

/** GET /projects/{id}/designs: for each logo of the project, whether the editor can open it. */
export async function projectCustomizability(
  db: Firestore,
  uid: string,
  projectId: string,
): Promise<Record<string, LogoCustomizability>> {
  const project = await getOwnedProject(db, uid, projectId);
  const [prompts, logoSnapshot] = await Promise.all([
    projectPromptDocuments(db, uid, projectId),
    db.collection(COLLECTIONS.logos).where("projectId", "==", projectId).get(),
  ]);
  const promptsById = new Map(prompts.map((prompt) => [prompt.id, prompt.data]));
  const result: Record<string, LogoCustomizability> = {};
  for (const snapshot of logoSnapshot.docs) {
    const logo = readDocument(EditableLogoDocument, snapshot);
    if (!logo || logo.data.ownerUid !== uid) continue;
    const reason = customizeRefusal(logo.data, promptsById.get(logo.data.promptId) ?? null, project.data);
    result[logo.id] = { customizable: reason === null, reason };
  }
  return result;
}
