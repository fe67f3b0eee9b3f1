/**
 * The Firestore documents behind the library (projects, prompts, logos): their stored shape,
 * parsed with zod on every read (no casts of stored data), and their public form in the contract.
 */
import { type DocumentSnapshot, type Firestore, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import type { Logo, Project, Prompt } from "../contract";
import { type MissingThing, NotFoundError } from "./errors";

export const COLLECTIONS = {
  users: "users",
  /** users/{uid}/generations/{id}: one credit reservation each, doubling as the idempotency record. */
  generations: "generations",
  projects: "projects",
  prompts: "prompts",
  logos: "logos",
} as const;

const StoredTimestamp = z.instanceof(Timestamp);

export const ProjectDocument = z.object({
  ownerUid: z.string(),
  name: z.string(),
  description: z.string(),
  logoCount: z.number().int().nonnegative(),
  /** Fixed at creation: every direction and logo of the project is drawn from it. */
  seed: z.number().int(),
  /** 'uploads' is the per-user project that holds uploaded files. */
  kind: z.enum(["generated", "uploads"]).default("generated"),
  createdAt: StoredTimestamp,
  updatedAt: StoredTimestamp,
});
export type ProjectDocument = z.infer<typeof ProjectDocument>;

const StoredDirection = z.object({ content: z.string(), spec: z.record(z.string(), z.unknown()) });

export const PromptDocument = z.object({
  ownerUid: z.string(),
  projectId: z.string(),
  content: z.string(),
  /** The provider's recipe: 'Create Similar' draws new variants of it. */
  direction: StoredDirection,
  /** The next unused variant number of this direction. */
  nextVariant: z.number().int().nonnegative(),
  /** Order within the generation that created it (prompts of one request share createdAt). */
  position: z.number().int().nonnegative().default(0),
  createdAt: StoredTimestamp,
});
export type PromptDocument = z.infer<typeof PromptDocument>;

export const LogoStoragePaths = z.object({
  /** 512 px PNG: the only file the browser loads (through `url`). */
  preview: z.string(),
  /**
   * 1024 px PNG master, for exports. Null for a logo with a vector master made since generation
   * stopped storing the PNG: an export draws it from `svg`.
   */
  png: z.string().nullable(),
  /** Vector master with outlined text, when the provider has one. */
  svg: z.string().nullable(),
  /** The file as uploaded (uploads only). */
  original: z.string().nullable().default(null),
});
export type LogoStoragePaths = z.infer<typeof LogoStoragePaths>;

export const LogoDocument = z.object({
  ownerUid: z.string(),
  projectId: z.string(),
  promptId: z.string(),
  /** Download-token URL of the preview, stored at creation so listings need no Storage calls. */
  url: z.string(),
  storagePaths: LogoStoragePaths,
  source: z.enum(["generated", "upload"]),
  variant: z.number().int().nonnegative(),
  position: z.number().int().nonnegative().default(0),
  provider: z.string().nullable().default(null),
  /** The logo this one was edited from in the editor (null for generated and uploaded logos). */
  editedFrom: z.string().nullable().default(null),
  /** Whether that edit kept the symbol chosen for the logo it was edited from (free remakes follow it). */
  symbolKept: z.boolean().default(false),
  createdAt: StoredTimestamp,
});
export type LogoDocument = z.infer<typeof LogoDocument>;

export interface Stored<T> {
  id: string;
  data: T;
}

/** Parses a snapshot; a stored document that no longer matches its schema is a server fault. */
export function readDocument<T extends z.ZodType>(
  schema: T,
  snapshot: DocumentSnapshot,
): Stored<z.infer<T>> | null {
  if (!snapshot.exists) return null;
  const parsed = schema.safeParse(snapshot.data());
  if (!parsed.success) {
    throw new Error(`Stored document ${snapshot.ref.path} is malformed: ${parsed.error.issues[0]?.message}`);
  }
  return { id: snapshot.id, data: parsed.data };
}

/**
 * Reads a document that must belong to `uid`. A missing document and another user's throw the same
 * NotFoundError, so an id that was guessed or passed on tells nobody whether it exists.
 */
export function readOwnedDocument<T extends z.ZodType<{ ownerUid: string }>>(
  schema: T,
  snapshot: DocumentSnapshot,
  uid: string,
  missing: MissingThing,
): Stored<z.infer<T>> {
  const stored = readDocument(schema, snapshot);
  if (!stored || stored.data.ownerUid !== uid) throw new NotFoundError(missing);
  return stored;
}

export function toProject({ id, data }: Stored<ProjectDocument>): Project {
  return {
    id,
    name: data.name,
    description: data.description,
    logoCount: data.logoCount,
    createdAt: data.createdAt.toDate().toISOString(),
    updatedAt: data.updatedAt.toDate().toISOString(),
  };
}

export function toPrompt({ id, data }: Stored<PromptDocument>): Prompt {
  return {
    id,
    projectId: data.projectId,
    content: data.content,
    createdAt: data.createdAt.toDate().toISOString(),
  };
}

export function toLogo({ id, data }: Stored<LogoDocument>): Logo {
  return {
    id,
    promptId: data.promptId,
    projectId: data.projectId,
    url: data.url,
    createdAt: data.createdAt.toDate().toISOString(),
  };
}

/** Oldest first; items created by one request keep the order they were made in. */
export function byCreation<T extends { createdAt: Timestamp; position: number }>(
  a: Stored<T>,
  b: Stored<T>,
): number {
  return a.data.createdAt.toMillis() - b.data.createdAt.toMillis() || a.data.position - b.data.position;
}

export function logoDocument(db: Firestore, logoId: string) {
  return db.collection(COLLECTIONS.logos).doc(logoId);
}
