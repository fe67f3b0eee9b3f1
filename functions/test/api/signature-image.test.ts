/**
 * The e-mail signature's image is the one stationery file anyone can fetch (mail clients load it
 * from every message), so its link names nobody and it lives exactly as long as the owner has it:
 * a rebuild replaces it, a failed build leaves the current one alone and nothing of its own behind,
 * and a refund takes it down with the signature that shows it. The image is fetched as a mail
 * client would: by its public URL, from the Storage emulator, with no credentials.
 */
import { describe, expect, it } from "vitest";
import { storageEmulatorOrigin } from "../../src/config/env";
import { type Export, ExportResponse } from "../../src/contract";
import { exportIdForLogo } from "../../src/domain/exports/export-documents";
import { MAX_FAILED_RUNS, plannedResourceTypes } from "../../src/domain/exports/export-rules";
import { cloudStorageFiles } from "../../src/providers/file-store/cloud-storage-files";
import { api, testApp } from "../support/api-client";
import { bucket, db, seedMembership, signUpUser, type TestUser } from "../support/emulators";
import {
  clearFaults,
  createVectorLogo,
  downloadResource,
  exportObjects,
  exportTestApp,
  injectFaults,
  requestExport,
  waitForExport,
} from "../support/exports";

const DETAILS = {
  name: "Ada Lovelace",
  role: "Founder",
  phone: "+44 20 7946 0000",
  email: "ada@harborandpine.example",
  website: "harborandpine.example",
};

type App = ReturnType<typeof exportTestApp>;

async function saveStationery(app: App, user: TestUser, exportId: string, name: string) {
  return api(app)
    .put(`/exports/${exportId}/stationery`)
    .set("Authorization", user.authorization)
    .send({ ...DETAILS, name });
}

async function savedStationery(app: App, user: TestUser, exportId: string, name: string) {
  const response = await saveStationery(app, user, exportId, name);
  expect(response.status, response.text).toBe(200);
  const stationery = ExportResponse.parse(response.body).data.export.stationery;
  if (!stationery) throw new Error("The save answered no stationery");
  return stationery;
}

/** The image link inside the signature's HTML, as a mail app would read it. */
function imageUrlOf(signatureHtml: string): string {
  const src = /<img [^>]*src="([^"]+)"/.exec(signatureHtml)?.[1];
  if (!src) throw new Error(`No image in the signature: ${signatureHtml}`);
  return src.replace(/&amp;/g, "&");
}

/** The Storage object a download URL names (…/o/<encoded name>?alt=media&token=…). */
function objectNameOf(url: string): string {
  const encoded = /\/o\/([^?]+)/.exec(new URL(url).pathname)?.[1];
  if (!encoded) throw new Error(`Not a download URL: ${url}`);
  return decodeURIComponent(encoded);
}

/** As a mail client fetches it: no credentials, just the link. */
async function fetchImage(
  url: string,
): Promise<{ status: number; contentType: string | null; bytes: Buffer }> {
  const response = await fetch(url);
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function expectServed(url: string): Promise<void> {
  const image = await fetchImage(url);
  expect(image.status, url).toBe(200);
  expect(image.contentType).toBe("image/png");
  expect(image.bytes.subarray(1, 4).toString()).toBe("PNG");
}

/** Gone: Storage answers 404 for a deleted object, the emulator 403 (no token matches any more). */
async function expectNotServed(url: string): Promise<void> {
  const image = await fetchImage(url);
  expect([403, 404], `${url} answered ${image.status}`).toContain(image.status);
  expect(image.contentType).not.toBe("image/png");
}

async function signatureObjects(): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix: "signatures/" });
  return files.map((file) => file.name).sort();
}

async function stationeryObjects(uid: string, exportId: string): Promise<string[]> {
  return (await exportObjects(uid, exportId)).filter((name) => name.includes("/stationery/"));
}

function storageOrigin(): string {
  const origin = storageEmulatorOrigin();
  if (!origin) throw new Error("These tests run against the Storage emulator");
  return origin;
}

/** Retries `check` until it passes, for what happens just after a change the test can see. */
async function eventually(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The app with a file store that writes everything and then cannot read the image's link back. */
function appWhoseLinkFails(): App {
  const files = cloudStorageFiles(bucket());
  return testApp({
    files: {
      ...files,
      downloadUrl: async () => {
        throw new Error("Injected: the download link could not be read");
      },
    },
  });
}

describe("the e-mail signature's public image", () => {
  it("has a link that names nobody, is replaced on rebuild and survives a failed build untouched", async () => {
    const app = exportTestApp();
    const owner = await signUpUser();
    await seedMembership(owner.uid, { exportCredits: 1 });
    const exportId = await requestExport(app, owner, await createVectorLogo(app, owner));
    const exported: Export = await waitForExport(app, owner, exportId);
    expect(exported.status).toBe("ready");

    const first = await savedStationery(app, owner, exportId, "Ada Lovelace");
    const firstUrl = imageUrlOf(first.signatureHtml);
    const firstObject = objectNameOf(firstUrl);
    // Nothing in the link says whose it is or which brand: a 128-bit token (22 base64url characters).
    expect(firstObject).toMatch(/^signatures\/[A-Za-z0-9_-]{22}\.png$/);
    const fileStem = String((await db().collection("exports").doc(exportId).get()).get("fileStem"));
    for (const named of [owner.uid, exportId, fileStem, "harbor", "Harbor"]) {
      expect(firstUrl).not.toContain(named);
    }
    await expectServed(firstUrl);

    // Only the link opens it: not its name without the token, nor a listing of the folder.
    const objectUrl = `${storageOrigin()}/v0/b/${bucket().name}/o/${encodeURIComponent(firstObject)}`;
    expect((await fetch(`${objectUrl}?alt=media`)).status).toBe(403);
    expect((await fetch(`${objectUrl}?alt=media&token=not-the-token`)).status).toBe(403);
    const listing = await fetch(`${storageOrigin()}/v0/b/${bucket().name}/o?prefix=signatures%2F`);
    expect(listing.status).toBe(403);
    const cloudListing = await fetch(
      `${storageOrigin()}/storage/v1/b/${bucket().name}/o?prefix=signatures%2F`,
    );
    expect(cloudListing.status).toBe(403);

    // The owner's own copy of the image stays a private, authenticated download.
    const image = first.files.find((file) => file.contentType === "image/png");
    const owned = await downloadResource(app, owner, `/api${image?.url}`);
    expect(owned.status).toBe(200);

    // A rebuild publishes a new image and takes the old one down once the export points at the new.
    const second = await savedStationery(app, owner, exportId, "Grace Hopper");
    const secondUrl = imageUrlOf(second.signatureHtml);
    expect(objectNameOf(secondUrl)).toMatch(/^signatures\/[A-Za-z0-9_-]{22}\.png$/);
    expect(objectNameOf(secondUrl)).not.toBe(firstObject);
    await expectServed(secondUrl);
    await expectNotServed(firstUrl);
    expect(await signatureObjects()).not.toContain(firstObject);

    // A build that fails after writing every file, its public image included, leaves nothing behind.
    const signaturesBefore = await signatureObjects();
    const stationeryBefore = await stationeryObjects(owner.uid, exportId);
    const failed = await saveStationery(appWhoseLinkFails(), owner, exportId, "Katherine Johnson");
    expect(failed.status).toBe(500);
    expect(failed.body.success).toBe(false);
    expect(await signatureObjects()).toEqual(signaturesBefore);
    expect(await stationeryObjects(owner.uid, exportId)).toEqual(stationeryBefore);
    // …and the current stationery is still whole and still the one shown.
    await expectServed(secondUrl);
    const detail = ExportResponse.parse(
      (await api(app).get(`/exports/${exportId}`).set("Authorization", owner.authorization)).body,
    ).data.export;
    expect(detail.stationery?.details.name).toBe("Grace Hopper");
    expect(detail.stationery?.signatureHtml).toBe(second.signatureHtml);
    for (const file of detail.stationery?.files ?? []) {
      expect((await downloadResource(app, owner, `/api${file.url}`)).status, file.fileName).toBe(200);
    }
  });

  it("is withdrawn with the signature when the export is refunded", async () => {
    const app = exportTestApp();
    const owner = await signUpUser();
    await seedMembership(owner.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, owner);
    const exportId = exportIdForLogo(logoId);
    // An export is refunded only when it made nothing: every file fails until it is given up.
    await injectFaults(exportId, plannedResourceTypes("vector"));
    try {
      await requestExport(app, owner, logoId);
      expect(await waitForExport(app, owner, exportId)).toMatchObject({
        status: "failed",
        creditReturned: false,
      });

      // Its logo is there, so the owner can already make the stationery.
      const stationery = await savedStationery(app, owner, exportId, "Ada Lovelace");
      const url = imageUrlOf(stationery.signatureHtml);
      await expectServed(url);
      expect(await stationeryObjects(owner.uid, exportId)).toHaveLength(stationery.files.length);

      let current: Export | null = null;
      for (let run = 2; run <= MAX_FAILED_RUNS; run++) {
        const retry = await api(app)
          .post(`/exports/${exportId}/retry`)
          .set("Authorization", owner.authorization);
        expect(retry.status).toBe(200);
        current = await waitForExport(app, owner, exportId);
      }
      expect(current).toMatchObject({ status: "failed", creditReturned: true });

      // The trigger that gave it up removes the files right after storing the refund, the public
      // image first; the page may read the refund a moment before the last file is gone.
      await eventually(async () => expect(await stationeryObjects(owner.uid, exportId)).toEqual([]));
      await expectNotServed(url);
      expect(await signatureObjects()).not.toContain(objectNameOf(url));
      // The stored signature no longer points at it, nor does the page show one to copy.
      const stored = (await db().collection("exports").doc(exportId).get()).data();
      expect(stored?.stationery).toBeNull();
      expect(JSON.stringify(stored)).not.toContain(objectNameOf(url).slice("signatures/".length, -4));
      expect(current?.stationery).toBeNull();
      const file = stationery.files[0];
      const download = await api(app).get(`/api${file?.url}`).set("Authorization", owner.authorization);
      expect(download.status).toBe(404);
      // A refunded export takes no new stationery either.
      expect((await saveStationery(app, owner, exportId, "Grace Hopper")).status).toBe(404);
      expect(await stationeryObjects(owner.uid, exportId)).toEqual([]);
    } finally {
      await clearFaults(exportId);
    }
  });
});
