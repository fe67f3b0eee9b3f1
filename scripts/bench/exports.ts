/**
 * Export latency through the running stack: from POST /logos/{id}/export until every file of the
 * export is ready (the storage trigger in the Functions emulator made them), for engine logos
 * (vector master) and for raster uploads. Median and p95 over several exports each. Also the
 * time the trigger spent building the brand kit (aim: under 3 s), as it recorded it on
 * the export, and when the kit was ready counted from the request.
 *   npx tsx scripts/bench/exports.ts      (inside the emulators, as `npm run bench -- exports` does)
 */
import sharp from "sharp";
import { z } from "zod";
import {
  CreateExportResponse,
  EXPORT_FILE,
  ExportResponse,
  GenerationResponse,
  UploadLogoResponse,
} from "../../functions/src/contract";
import { HOST, PORTS, PROJECT_ID } from "../lib/stack";
import { percentile } from "./api";
import { pickBaseUrl } from "./api-base-url";
import { createVerifiedAccount } from "./verified-account";

const RUNS = 5;
const READY_TIMEOUT_MS = 120_000;

/** Export credits as a purchase would add them, written straight into the Firestore emulator. */
async function grantExportCredits(uid: string, credits: number): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? `${HOST}:${PORTS.firestore}`;
  const url = `http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}?updateMask.fieldPaths=exportCredits`;
  const response = await fetch(url, {
    method: "PATCH",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ fields: { exportCredits: { integerValue: String(credits) } } }),
  });
  if (!response.ok)
    throw new Error(`Could not grant export credits: ${response.status} ${await response.text()}`);
}

interface Account {
  baseUrl: string;
  headers: { Authorization: string };
}

async function account(baseUrl: string, credits: number): Promise<Account> {
  const { uid, idToken } = await createVerifiedAccount("bench-export");
  await grantExportCredits(uid, credits);
  return { baseUrl, headers: { Authorization: `Bearer ${idToken}` } };
}

async function engineLogos(user: Account, count: number): Promise<string[]> {
  const response = await fetch(`${user.baseUrl}/logos/generate`, {
    method: "POST",
    headers: { ...user.headers, "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Harbor & Pine",
      description: "Coastal woodworking studio making furniture from reclaimed pine.",
      count,
      promptsCount: 1,
    }),
  });
  if (!response.ok)
    throw new Error(`POST /logos/generate answered ${response.status}: ${await response.text()}`);
  return GenerationResponse.parse(await response.json()).logos.map((logo) => logo.id);
}

/** A 600 px PNG: a dark ring on an orange background, like a logo photographed on a colour. */
async function ringPng(seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="rgb(235,${100 + seed * 10},40)"/><circle cx="300" cy="300" r="180" fill="none" stroke="rgb(20,30,90)" stroke-width="72"/><text x="300" y="320" font-size="64" text-anchor="middle" fill="rgb(20,30,90)">B${seed}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function uploadLogo(user: Account, png: Buffer): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
  const response = await fetch(`${user.baseUrl}/logos/upload`, {
    method: "POST",
    headers: user.headers,
    body: form,
  });
  if (!response.ok)
    throw new Error(`POST /logos/upload answered ${response.status}: ${await response.text()}`);
  return UploadLogoResponse.parse(await response.json()).logo.id;
}

const StoredKitTime = z.object({
  fields: z.object({
    brandKitMs: z
      .object({ integerValue: z.string() })
      .or(z.object({ doubleValue: z.number() }))
      .optional(),
  }),
});

/** How long the trigger took to build the export's brand kit, as it recorded it (ms). */
async function brandKitMs(exportId: string): Promise<number> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? `${HOST}:${PORTS.firestore}`;
  const url = `http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents/exports/${exportId}`;
  const response = await fetch(url, { headers: { Authorization: "Bearer owner" } });
  if (!response.ok) throw new Error(`Could not read export ${exportId}: ${response.status}`);
  const value = StoredKitTime.parse(await response.json()).fields.brandKitMs;
  if (!value) throw new Error(`Export ${exportId} recorded no brand kit time`);
  return "integerValue" in value ? Number(value.integerValue) : value.doubleValue;
}

interface ExportTimes {
  /** Requested -> every file but the brand kit ready (the files run's own). */
  otherFiles: number;
  /** Requested -> every file ready. */
  allFiles: number;
  /** Requested -> the brand kit ready (polled). */
  kitReady: number;
  /** The kit's own build time in the trigger. */
  kitBuild: number;
}

/** Requests the export and polls it until every file is ready; returns the elapsed times. */
async function exportUntilReady(user: Account, logoId: string): Promise<ExportTimes> {
  const started = performance.now();
  const created = await fetch(`${user.baseUrl}/logos/${logoId}/export`, {
    method: "POST",
    headers: { ...user.headers, "Content-Type": "application/json" },
    body: JSON.stringify({ exportType: "basic_logo" }),
  });
  if (!created.ok)
    throw new Error(`POST /logos/${logoId}/export answered ${created.status}: ${await created.text()}`);
  const { exportId } = CreateExportResponse.parse(await created.json());
  let kitReady: number | null = null;
  let otherFiles: number | null = null;
  for (;;) {
    const response = await fetch(`${user.baseUrl}/exports/${exportId}`, { headers: user.headers });
    const current = ExportResponse.parse(await response.json()).data.export;
    const kit = current.resources.find((resource) => resource.type === EXPORT_FILE.brandKit.id);
    if (kitReady === null && kit?.status === "ready") kitReady = performance.now() - started;
    const others = current.resources.filter((resource) => resource.type !== EXPORT_FILE.brandKit.id);
    if (otherFiles === null && others.every((resource) => resource.status === "ready"))
      otherFiles = performance.now() - started;
    if (current.status === "ready") {
      const allFiles = performance.now() - started;
      return {
        otherFiles: otherFiles ?? allFiles,
        allFiles,
        kitReady: kitReady ?? allFiles,
        kitBuild: await brandKitMs(exportId),
      };
    }
    if (current.status === "failed") throw new Error(`Export ${exportId} failed: ${current.error}`);
    if (performance.now() - started > READY_TIMEOUT_MS)
      throw new Error(`Export ${exportId} not ready in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function summary(label: string, samples: number[]): string {
  const median = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  return `${label}: median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (n=${samples.length})`;
}

/** Assumes the stack is running; returns one line per measured kind of export. */
async function benchExports(): Promise<string[]> {
  const { baseUrl, via } = await pickBaseUrl();
  const user = await account(baseUrl, RUNS * 2 + 2);
  const engine = await engineLogos(user, RUNS + 1);
  const uploads: string[] = [];
  for (let index = 0; index <= RUNS; index++) uploads.push(await uploadLogo(user, await ringPng(index)));

  // Warm-up (cold trigger worker, first image-library load), not measured.
  const [warmEngine, ...measuredEngine] = engine;
  const [warmUpload, ...measuredUploads] = uploads;
  if (warmEngine) await exportUntilReady(user, warmEngine);
  if (warmUpload) await exportUntilReady(user, warmUpload);

  const engineSamples: ExportTimes[] = [];
  for (const logoId of measuredEngine) engineSamples.push(await exportUntilReady(user, logoId));
  const uploadSamples: ExportTimes[] = [];
  for (const logoId of measuredUploads) uploadSamples.push(await exportUntilReady(user, logoId));
  const pick = (samples: ExportTimes[], key: keyof ExportTimes) => samples.map((sample) => sample[key]);
  return [
    summary(
      `export, engine logo (vector master), requested -> every file but the kit ready, via ${via}`,
      pick(engineSamples, "otherFiles"),
    ),
    summary(
      `export, engine logo (vector master), requested -> every file ready, via ${via}`,
      pick(engineSamples, "allFiles"),
    ),
    summary(
      `export, raster upload (600 px PNG on colour), requested -> every file ready, via ${via}`,
      pick(uploadSamples, "allFiles"),
    ),
    summary(
      "brand kit, engine logo: build time in the trigger (aim < 3000 ms)",
      pick(engineSamples, "kitBuild"),
    ),
    summary(
      "brand kit, raster upload: build time in the trigger (aim < 3000 ms)",
      pick(uploadSamples, "kitBuild"),
    ),
    summary(`brand kit, engine logo: requested -> kit ready, via ${via}`, pick(engineSamples, "kitReady")),
  ];
}

if (require.main === module) {
  benchExports()
    .then((lines) => {
      for (const line of lines) console.log(line);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
