/**
 * POST /logos/upload: one PNG, JPEG, WebP or SVG up to 5 MB becomes a logo in the
 * user's 'Uploads' project, with the same 1024 px master and 512 px preview as a generated one,
 * so it can be shown and exported like any other. Uploading uses no generation credit.
 */
import { createHash } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import {
  type Logo,
  MAX_UPLOAD_BYTES,
  NO_ARTWORK_MESSAGE,
  type Project,
  SVG_UPLOAD_MESSAGE,
  UPLOAD_MESSAGE,
} from "../contract";
import { InvalidInputError, PayloadTooLargeError } from "./errors";
import {
  COLLECTIONS,
  type LogoDocument,
  logoDocument,
  ProjectDocument,
  PromptDocument,
  readDocument,
  toLogo,
  toProject,
} from "./firestore-documents";
import { projectDocument, promptDocument } from "./library";
import { deleteFiles, previewUrl, saveFile, savePreview, uploadedLogoPaths } from "./logo-files";
import {
  DrawingTimedOutError,
  type LogoImages,
  NoArtworkError,
  UnreadableImageError,
} from "./ports/logo-images";
import type { DomainServices } from "./ports/services";
import { sanitiseUploadedSvg } from "./svg-safety";
import { runTransaction } from "./transactions";

const UPLOADS_PROJECT_NAME = "Uploads";
const UPLOADS_PROMPT_CONTENT = "Uploaded logos";

interface ImageType {
  extension: "png" | "jpg" | "webp" | "svg";
  contentType: string;
}

/** Decided from the bytes, never from the client's file name or declared type. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { extension: "png", contentType: "image/png" };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { extension: "jpg", contentType: "image/jpeg" };
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return { extension: "webp", contentType: "image/webp" };
  }
  const head = bytes
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (head.startsWith("<") && /<svg[\s>]/i.test(head))
    return { extension: "svg", contentType: "image/svg+xml" };
  return null;
}

/**
 * The two PNGs every logo has. An image that cannot be read, takes too long to draw, or holds no
 * artwork the export could work with is the uploader's input error, refused before anything is
 * stored.
 */
async function rasterise(
  images: LogoImages,
  bytes: Buffer,
  type: ImageType,
): Promise<{ png: Buffer; preview: Buffer }> {
  try {
    return await images.uploadPngs(bytes, type.extension === "svg" ? "svg" : "raster");
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new InvalidInputError(UPLOAD_MESSAGE.unreadable);
    if (error instanceof DrawingTimedOutError) throw new InvalidInputError(SVG_UPLOAD_MESSAGE.renderTimedOut);
    if (error instanceof NoArtworkError) throw new InvalidInputError(NO_ARTWORK_MESSAGE);
    throw error;
  }
}

/**
 * One 'Uploads' project and prompt per user, at a fixed id derived from the uid (hashed, as a uid
 * may hold characters an id may not): concurrent uploads cannot create two.
 */
function uploadsProjectId(uid: string): string {
  return `uploads-${createHash("sha256").update(uid).digest("hex").slice(0, 32)}`;
}

export interface UploadedFile {
  bytes: Buffer;
  /** Set when the file went over the limit while being received. */
  truncated: boolean;
}

export async function uploadLogo(
  services: DomainServices,
  uid: string,
  file: UploadedFile | null,
): Promise<{ project: Project; logo: Logo }> {
  const { db, files, clock } = services;
  if (!file || file.bytes.length === 0) throw new InvalidInputError(UPLOAD_MESSAGE.missingFile);
  if (file.truncated || file.bytes.length > MAX_UPLOAD_BYTES)
    throw new PayloadTooLargeError(UPLOAD_MESSAGE.tooLarge);
  const type = detectImageType(file.bytes);
  if (!type) throw new InvalidInputError(UPLOAD_MESSAGE.unsupportedType);
  // An SVG is stored, drawn and later served as our rebuilt copy, never as the bytes sent.
  const original = type.extension === "svg" ? sanitiseUploadedSvg(file.bytes) : file.bytes;
  const { png, preview } = await rasterise(services.logoImages, original, type);

  const uploadsId = uploadsProjectId(uid);
  const logoId = db.collection(COLLECTIONS.logos).doc().id;
  const paths = uploadedLogoPaths(uid, logoId, type.extension);
  await Promise.all([
    saveFile(files, paths.original, original, type.contentType),
    saveFile(files, paths.png, png, "image/png"),
    savePreview(services, paths.preview, preview),
  ]);

  try {
    const url = await previewUrl(files, paths.preview);
    return await runTransaction(db, async (transaction) => {
      const now = clock();
      const stamp = Timestamp.fromDate(now);
      const projectRef = projectDocument(db, uploadsId);
      const promptRef = promptDocument(db, uploadsId);
      const [projectSnapshot, promptSnapshot] = await Promise.all([
        transaction.get(projectRef),
        transaction.get(promptRef),
      ]);
      const existingProject = readDocument(ProjectDocument, projectSnapshot);
      const existingPrompt = readDocument(PromptDocument, promptSnapshot);

      const project: ProjectDocument = existingProject
        ? { ...existingProject.data, logoCount: existingProject.data.logoCount + 1, updatedAt: stamp }
        : {
            ownerUid: uid,
            name: UPLOADS_PROJECT_NAME,
            description: "Logos you uploaded",
            logoCount: 1,
            seed: 0,
            kind: "uploads",
            createdAt: stamp,
            updatedAt: stamp,
          };
      transaction.set(projectRef, project);

      const variant = existingPrompt?.data.nextVariant ?? 0;
      if (existingPrompt) {
        transaction.update(promptRef, { nextVariant: variant + 1 });
      } else {
        const prompt: PromptDocument = {
          ownerUid: uid,
          projectId: uploadsId,
          content: UPLOADS_PROMPT_CONTENT,
          direction: { content: UPLOADS_PROMPT_CONTENT, spec: { source: "upload" } },
          nextVariant: 1,
          position: 0,
          createdAt: stamp,
        };
        transaction.create(promptRef, prompt);
      }

      const logo: LogoDocument = {
        ownerUid: uid,
        projectId: uploadsId,
        promptId: uploadsId,
        url,
        storagePaths: paths,
        source: "upload",
        variant,
        position: 0,
        provider: null,
        editedFrom: null,
        symbolKept: false,
        createdAt: stamp,
      };
      transaction.create(logoDocument(db, logoId), logo);
      return {
        project: toProject({ id: uploadsId, data: project }),
        logo: toLogo({ id: logoId, data: logo }),
      };
    });
  } catch (error) {
    await deleteFiles(files, paths);
    throw error;
  }
}
