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
  ProjectDocument,
  PromptDocument,
  readDocument,
  type Stored,
  toLogo,
  toProject,
  toPrompt,
} from "./library-documents";
import { deleteFiles } from "./logo-files";
import type { DomainServices } from "./services";
import { runTransaction } from "./transactions";

export function projectDocument(db: Firestore, projectId: string) {
  return db.collection(COLLECTIONS.projects).doc(projectId);
}

export function promptDocument(db: Firestore, promptId: string) {
  return db.collection(COLLECTIONS.prompts).doc(promptId);
}

export function logoDocument(db: Firestore, logoId: string) {
  return db.collection(COLLECTIONS.logos).doc(logoId);
}

export async function getOwnedProject(
  db: Firestore,
  uid: string,
  projectId: string,
): Promise<Stored<ProjectDocument>> {
  const project = readDocument(ProjectDocument, await projectDocument(db, projectId).get());
  if (!project || project.data.ownerUid !== uid) throw new NotFoundError("project");
  return project;
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
    const logo = readDocument(LogoDocument, await transaction.get(logoDocument(db, logoId)));
    if (!logo || logo.data.ownerUid !== uid) throw new NotFoundError("logo");
    const projectRef = projectDocument(db, logo.data.projectId);
    const project = readDocument(ProjectDocument, await transaction.get(projectRef));
    transaction.delete(logoDocument(db, logoId));
    if (project) {
      transaction.update(projectRef, { logoCount: Math.max(0, project.data.logoCount - 1) });
    }
    return logo;
  });
  await deleteFiles(files, deleted.data.storagePaths);
}
