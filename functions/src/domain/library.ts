/**
 * Reading and deleting a user's projects, prompts and logos. Every lookup by id checks the owner:
 * another user's id is answered exactly like a missing one.
 */

import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Logo, Project, Prompt, PromptsWithLogos } from "../contract";
import { NotFoundError } from "./errors";
import {
  byCreation,
  COLLECTIONS,
  LogoDocument,
  logoDocument,
  ProjectDocument,
  PromptDocument,
  readDocument,
  readOwnedDocument,
  type Stored,
  toLogo,
  toProject,
  toPrompt,
} from "./firestore-documents";
import { deleteFiles } from "./logo-files";
import { logoMeasuresDocument } from "./logo-score/measures-document";
import type { DomainServices } from "./ports/services";
import { runTransaction } from "./transactions";

export function projectDocument(db: Firestore, projectId: string) {
  return db.collection(COLLECTIONS.projects).doc(projectId);
}

export function promptDocument(db: Firestore, promptId: string) {
  return db.collection(COLLECTIONS.prompts).doc(promptId);
}

export async function getOwnedProject(
  db: Firestore,
  uid: string,
  projectId: string,
): Promise<Stored<ProjectDocument>> {
  return readOwnedDocument(ProjectDocument, await projectDocument(db, projectId).get(), uid, "project");
}

export async function getOwnedPrompt(
  db: Firestore,
  uid: string,
  projectId: string,
  promptId: string,
): Promise<Stored<PromptDocument>> {
  const prompt = readDocument(PromptDocument, await promptDocument(db, promptId).get());
  if (!prompt || prompt.data.ownerUid !== uid || prompt.data.projectId !== projectId) {
    throw new NotFoundError("prompt");
  }
  return prompt;
}

function parsePrompts(snapshots: QueryDocumentSnapshot[]): Stored<PromptDocument>[] {
  return snapshots.map((doc) => readDocument(PromptDocument, doc)).filter((doc) => doc !== null);
}

function parseLogos(snapshots: QueryDocumentSnapshot[]): Stored<LogoDocument>[] {
  return snapshots.map((doc) => readDocument(LogoDocument, doc)).filter((doc) => doc !== null);
}

/** The project's prompt documents, oldest first (they carry the directions). */
export async function projectPromptDocuments(db: Firestore, uid: string, projectId: string) {
  const snapshot = await db
    .collection(COLLECTIONS.prompts)
    .where("projectId", "==", projectId)
    .orderBy("createdAt", "asc")
    .get();
  return parsePrompts(snapshot.docs)
    .filter((prompt) => prompt.data.ownerUid === uid)
    .sort(byCreation);
}

/** GET /logo/projects and GET /projects: newest activity first (a generation bumps updatedAt). */
export async function listProjects(db: Firestore, uid: string): Promise<Project[]> {
  const snapshot = await db
    .collection(COLLECTIONS.projects)
    .where("ownerUid", "==", uid)
    .orderBy("updatedAt", "desc")
    .get();
  return snapshot.docs
    .map((doc) => readDocument(ProjectDocument, doc))
    .filter((project) => project !== null)
    .map(toProject);
}

export async function listProjectPrompts(db: Firestore, uid: string, projectId: string): Promise<Prompt[]> {
  await getOwnedProject(db, uid, projectId);
  return (await projectPromptDocuments(db, uid, projectId)).map(toPrompt);
}

export async function listProjectLogos(db: Firestore, uid: string, projectId: string): Promise<Logo[]> {
  await getOwnedProject(db, uid, projectId);
  const snapshot = await db
    .collection(COLLECTIONS.logos)
    .where("projectId", "==", projectId)
    .orderBy("createdAt", "asc")
    .get();
  return parseLogos(snapshot.docs)
    .filter((logo) => logo.data.ownerUid === uid)
    .sort(byCreation)
    .map(toLogo);
}

/** GET /user/logos: every prompt group of the user, oldest first, keyed by prompt id. */
export async function listUserPromptsWithLogos(db: Firestore, uid: string): Promise<PromptsWithLogos> {
  const [promptSnapshot, logoSnapshot] = await Promise.all([
    db.collection(COLLECTIONS.prompts).where("ownerUid", "==", uid).orderBy("createdAt", "asc").get(),
    db.collection(COLLECTIONS.logos).where("ownerUid", "==", uid).orderBy("createdAt", "asc").get(),
  ]);
  const groups: PromptsWithLogos = {};
  for (const prompt of parsePrompts(promptSnapshot.docs).sort(byCreation)) {
    groups[prompt.id] = { prompt: toPrompt(prompt), logos: [] };
  }
  for (const logo of parseLogos(logoSnapshot.docs).sort(byCreation)) {
    groups[logo.data.promptId]?.logos.push(toLogo(logo));
  }
  return groups;
}

/**
 * DELETE /logos/{id}: the document goes first (the user sees it gone at once), then its files.
 * The generation happened, so no credit comes back.
 */
export async function deleteLogo(services: DomainServices, uid: string, logoId: string): Promise<void> {
  const { db, files } = services;
  const deleted = await runTransaction(db, async (transaction) => {
    const logo = readOwnedDocument(
      LogoDocument,
      await transaction.get(logoDocument(db, logoId)),
      uid,
      "logo",
    );
    const projectRef = projectDocument(db, logo.data.projectId);
    const project = readDocument(ProjectDocument, await transaction.get(projectRef));
    transaction.delete(logoDocument(db, logoId));
    transaction.delete(logoMeasuresDocument(db, logoId));
    if (project) {
      transaction.update(projectRef, { logoCount: Math.max(0, project.data.logoCount - 1) });
    }
    return logo;
  });
  await deleteFiles(files, deleted.data.storagePaths);
}

/** What deleting a project took away, for the answer. */
interface DeletedProject {
  deletedLogos: number;
}

/**
 * DELETE /projects/{id}: the project, its prompts and its logos go, in one batch so the library
 * never shows half a project, then the logos' files. Exports are the user's own copies (bought
 * with a credit) and stay downloadable; no credit comes back. A generation still running into
 * this project finds it gone when it settles, and is refunded like any failed generation.
 */
export async function deleteProject(
  services: DomainServices,
  uid: string,
  projectId: string,
): Promise<DeletedProject> {
  const { db, files } = services;
  await getOwnedProject(db, uid, projectId);
  const [promptSnapshot, logoSnapshot] = await Promise.all([
    db.collection(COLLECTIONS.prompts).where("projectId", "==", projectId).get(),
    db.collection(COLLECTIONS.logos).where("projectId", "==", projectId).get(),
  ]);
  const prompts = parsePrompts(promptSnapshot.docs).filter((prompt) => prompt.data.ownerUid === uid);
  const logos = parseLogos(logoSnapshot.docs).filter((logo) => logo.data.ownerUid === uid);
  // A batch holds 500 writes; a project of more logos is deleted logos first, the project last,
  // so an interrupted delete leaves a smaller project rather than logos without one.
  const refs = [
    ...logos.flatMap((logo) => [logoMeasuresDocument(db, logo.id), logoDocument(db, logo.id)]),
    ...prompts.map((prompt) => promptDocument(db, prompt.id)),
    projectDocument(db, projectId),
  ];
  for (let start = 0; start < refs.length; start += 450) {
    const batch = db.batch();
    for (const ref of refs.slice(start, start + 450)) batch.delete(ref);
    await batch.commit();
  }
  await Promise.all(logos.map((logo) => deleteFiles(files, logo.data.storagePaths)));
  return { deletedLogos: logos.length };
}
