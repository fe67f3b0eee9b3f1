/**
 * Helpers for the export tests: logos with a known geometry (so pixels can be checked), waiting
 * for the real storage trigger to finish, delivering a trigger event by hand, and the
 * emulator-only fault switch the trigger honours (src/triggers/emulator-faults.ts).
 */
import type { Express } from "express";
import sharp from "sharp";
import { z } from "zod";
import {
  CreateExportResponse,
  type Export,
  ExportResponse,
  GenerationResponse,
  UploadLogoResponse,
} from "../../src/contract";
import type { DesignLogoInput, RenderedLogo } from "../../src/domain/ports/logo-designer";
import type { AppDependencies } from "../../src/http/dependencies";
import { EMULATOR_FAULTS_COLLECTION } from "../../src/triggers/emulator-faults";
import { api, BRIEF, testApp } from "./api-client";
import { bucket, db, exportSourceBucket, kitRequestBucket, PROJECT_ID, type TestUser } from "./emulators";
import { QuickDesigner } from "./test-designers";

export const BACKGROUND = { r: 244, g: 239, b: 230 };
export const MARK = { r: 31, g: 78, b: 121 };

/**
 * The engine's SVG shape (svg-document.ts): a full-canvas background rect first, the artwork
 * after it. The mark is a disc of radius 0.25 of the canvas at the centre: its middle must be
 * opaque in every transparent file, the canvas corners transparent.
 */
export const MARK_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">',
  `<rect width="1024" height="1024" fill="rgb(${BACKGROUND.r},${BACKGROUND.g},${BACKGROUND.b})"/>`,
  `<circle cx="512" cy="512" r="256" fill="rgb(${MARK.r},${MARK.g},${MARK.b})"/>`,
  "</svg>",
].join("");

/** A designer whose every logo is MARK_SVG, with PNG masters rendered from it. */
export class MarkDesigner extends QuickDesigner {
  override readonly name = "mark-test-designer";

  override async designLogo(_input: DesignLogoInput): Promise<RenderedLogo> {
    this.designCalls += 1;
    // Like the engine: the vector master and its preview; an export draws the 1024 px PNG.
    const preview = await sharp(Buffer.from(MARK_SVG)).resize(512, 512).png().toBuffer();
    return { svg: MARK_SVG, png: null, preview };
  }
}

/** The API in-process with MarkDesigner. */
export function exportTestApp(overrides: Partial<AppDependencies> = {}): Express {
  const designer = new MarkDesigner();
  return testApp({ logoDesigner: () => designer, ...overrides });
}

/** One vector logo of the user's, made through the API. */
export async function createVectorLogo(app: Express, user: TestUser): Promise<string> {
  const response = await api(app)
    .post("/logos/generate")
    .set("Authorization", user.authorization)
    .send({ ...BRIEF, name: "Harbor & Pine", count: 1, promptsCount: 1 });
  if (response.status !== 200)
    throw new Error(`Could not create a logo: ${response.status} ${response.text}`);
  const logo = GenerationResponse.parse(response.body).logos[0];
  if (!logo) throw new Error("No logo was made");
  return logo.id;
}

/** Asks for the logo's export (201, one credit taken), which the triggers then make; its id. */
export async function requestExport(app: Express, user: TestUser, logoId: string): Promise<string> {
  const created = await api(app)
    .post(`/logos/${logoId}/export`)
    .set("Authorization", user.authorization)
    .send({});
  if (created.status !== 201) throw new Error(`Could not export: ${created.status} ${created.text}`);
  return CreateExportResponse.parse(created.body).exportId;
}

/** A square PNG: a navy ring (with a hole of the background colour) on an orange background. */
export async function ringOnColour(size = 600): Promise<Buffer> {
  const half = size / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="rgb(235,120,40)"/><circle cx="${half}" cy="${half}" r="${size * 0.3}" fill="none" stroke="rgb(20,30,90)" stroke-width="${size * 0.12}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function uploadLogo(app: Express, user: TestUser, bytes: Buffer): Promise<string> {
  const response = await api(app)
    .post("/logos/upload")
    .set("Authorization", user.authorization)
    .attach("file", bytes, { filename: "mark.png", contentType: "image/png" });
  if (response.status !== 201) throw new Error(`Could not upload: ${response.status} ${response.text}`);
  return UploadLogoResponse.parse(response.body).logo.id;
}

export async function getExport(app: Express, user: TestUser, exportId: string): Promise<Export> {
  const response = await api(app).get(`/exports/${exportId}`).set("Authorization", user.authorization);
  if (response.status !== 200)
    throw new Error(`GET /exports/${exportId}: ${response.status} ${response.text}`);
  return ExportResponse.parse(response.body).data.export;
}

/**
 * Polls until the export is no longer processing (the trigger runs in the Functions emulator).
 * The wait covers the brand kit, whose videos take some ten seconds to encode, queued behind the
 * kits of the tests before it in the emulator's one trigger worker.
 */
export async function waitForExport(
  app: Express,
  user: TestUser,
  exportId: string,
  timeoutMs = 180_000,
): Promise<Export> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await getExport(app, user, exportId);
    if (current.status !== "processing") return current;
    if (Date.now() > deadline) {
      throw new Error(
        `Export ${exportId} still processing after ${timeoutMs} ms: ${JSON.stringify(current)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A file's download, by the link its export gives it: only a ready file has one. */
export async function downloadResource(app: Express, user: TestUser, url: string | null) {
  if (url === null) throw new Error("This resource has no download link: it is not ready");
  return api(app)
    .get(url)
    .set("Authorization", user.authorization)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => callback(null, Buffer.concat(chunks)));
    });
}

export function bodyBytes(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw new Error("Expected a binary body");
  return body;
}

/**
 * Every object under the export's prefix in the three buckets: its files, its sources and its
 * brand kit requests.
 */
export async function exportObjects(uid: string, exportId: string): Promise<string[]> {
  const prefix = `exports/${uid}/${exportId}/`;
  const listed = await Promise.all(
    [bucket(), exportSourceBucket(), kitRequestBucket()].map((store) => store.getFiles({ prefix })),
  );
  return listed.flatMap(([files]) => files.map((file) => file.name)).sort();
}

export async function userCounters(uid: string): Promise<{ exportsUsed: number; exportCredits: number }> {
  const snapshot = await db().collection("users").doc(uid).get();
  return {
    exportsUsed: z.number().catch(0).parse(snapshot.get("exportsUsed")),
    exportCredits: z.number().catch(0).parse(snapshot.get("exportCredits")),
  };
}

/** Makes the real trigger's processor fail these types for this export (emulator only). */
export async function injectFaults(exportId: string, failTypes: string[]): Promise<void> {
  await db().collection(EMULATOR_FAULTS_COLLECTION).doc(exportId).set({ failTypes });
}

export async function clearFaults(exportId: string): Promise<void> {
  await db().collection(EMULATOR_FAULTS_COLLECTION).doc(exportId).delete();
}

const RunningEmulators = z.record(z.string(), z.object({ host: z.string(), port: z.number() }));

async function functionsEmulatorUrl(): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error("FIREBASE_EMULATOR_HUB is not set: run inside scripts/emulators-exec.ts");
  const emulators = RunningEmulators.parse(await (await fetch(`http://${hub}/emulators`)).json());
  const functions = emulators.functions;
  if (!functions) throw new Error("The Functions emulator is not running");
  return `http://${functions.host}:${functions.port}`;
}

/**
 * Delivers the finalize CloudEvent of an existing object to the Functions emulator, as the
 * Storage emulator does (offline-firebase.md): the same event id each time when `id` is given.
 */
export async function deliverFinalizeEvent(
  objectName: string,
  id: string,
  inBucket: ReturnType<typeof bucket> = exportSourceBucket(),
): Promise<void> {
  const [metadata] = await inBucket.file(objectName).getMetadata();
  const event = {
    specversion: "1.0",
    id,
    type: "google.cloud.storage.object.v1.finalized",
    source: `//storage.googleapis.com/projects/_/buckets/${inBucket.name}/objects/${objectName}`,
    time: typeof metadata.updated === "string" ? metadata.updated : new Date().toISOString(),
    data: metadata,
  };
  const response = await fetch(
    `${await functionsEmulatorUrl()}/functions/projects/${PROJECT_ID}/trigger_multicast`,
    {
      method: "POST",
      headers: { "Content-Type": "application/cloudevents+json; charset=UTF-8" },
      body: JSON.stringify(event),
    },
  );
  if (!response.ok) throw new Error(`trigger_multicast answered ${response.status}`);
  await response.arrayBuffer();
}
