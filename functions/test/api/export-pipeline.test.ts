/**
 * The trigger's guarantees under the emulators: a repeated event changes nothing, a failed file
 * is recorded and 'Try again' (free) finishes it, and an export that keeps failing returns its
 * credit once. Failures come from the trigger's emulator-only fault switch
 * (src/triggers/emulator-faults.ts), so the REAL trigger fails and the REAL trigger recovers.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { CreateExportResponse, EXPORT_MESSAGE, ExportResponse } from "../../src/contract";
import { exportIdForLogo, pendingResource } from "../../src/domain/exports/export-documents";
import {
  MAX_FAILED_RUNS,
  plannedResourceTypes,
  STALLED_AFTER_MS,
} from "../../src/domain/exports/export-rules";
import { KIT_REQUEST_FAULT } from "../../src/triggers/emulator-faults";
import { api } from "../support/api-client";
import {
  bucket,
  db,
  exportSourceBucket,
  kitRequestBucket,
  seedMembership,
  signUpUser,
} from "../support/emulators";
import {
  bodyBytes,
  clearFaults,
  createVectorLogo,
  deliverFinalizeEvent,
  downloadResource,
  exportObjects,
  exportTestApp,
  getExport,
  injectFaults,
  requestExport,
  userCounters,
  waitForExport,
} from "../support/exports";

async function generations(names: string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(
    names.map(async (name) => {
      const store = /\/source\/original\./.test(name)
        ? exportSourceBucket()
        : /\/brand-kit-after-/.test(name)
          ? kitRequestBucket()
          : bucket();
      const [metadata] = await store.file(name).getMetadata();
      return [name, String(metadata.generation)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** A buyer's engine logo exported with their one credit, once every file is ready. */
async function readyVectorExport() {
  const app = exportTestApp();
  const user = await signUpUser();
  await seedMembership(user.uid, { exportCredits: 1 });
  const logoId = await createVectorLogo(app, user);
  const exportId = exportIdForLogo(logoId);
  await requestExport(app, user, logoId);
  const made = await waitForExport(app, user, exportId);
  expect(made.status).toBe("ready");
  return { app, user, exportId, made };
}

describe("the export trigger", () => {
  it("is idempotent: the same event delivered again writes no second file and no second resource", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, user);
    const exportId = await requestExport(app, user, logoId);
    const original = `exports/${user.uid}/${exportId}/source/original.png`;
    // The same event twice more, racing the Storage emulator's own delivery.
    const eventId = randomUUID();
    await Promise.all([deliverFinalizeEvent(original, eventId), deliverFinalizeEvent(original, eventId)]);
    const first = await waitForExport(app, user, exportId);
    expect(first.status).toBe("ready");
    const objects = await exportObjects(user.uid, exportId);
    expect(objects.filter((name) => name.includes("/files/"))).toHaveLength(7);
    expect(first.resources).toHaveLength(7);
    const before = await generations(objects);
    const storedBefore = (await db().collection("exports").doc(exportId).get()).data();

    // Delivered twice after it finished: nothing is rewritten, nothing changes.
    await Promise.all([deliverFinalizeEvent(original, eventId), deliverFinalizeEvent(original, eventId)]);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await exportObjects(user.uid, exportId)).toEqual(objects);
    expect(await generations(objects)).toEqual(before);
    expect((await db().collection("exports").doc(exportId).get()).data()).toEqual(storedBefore);
    expect(await getExport(app, user, exportId)).toEqual(first);
    expect((await userCounters(user.uid)).exportsUsed).toBe(1);
  });

  it("makes the brand kit in the files run when the kit's own run cannot be asked for", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, user);
    const exportId = exportIdForLogo(logoId);
    await injectFaults(exportId, [KIT_REQUEST_FAULT]);
    try {
      await requestExport(app, user, logoId);
      const done = await waitForExport(app, user, exportId);
      expect(done.status).toBe("ready");
      expect(done.resources).toHaveLength(7);
      expect(done.resources.every((resource) => resource.status === "ready")).toBe(true);
      const kit = await downloadResource(
        app,
        user,
        done.resources.find((resource) => resource.type === "brand_kit")?.url ?? null,
      );
      expect(kit.status).toBe(200);
      expect(bodyBytes(kit.body).subarray(0, 2).toString("latin1")).toBe("PK");
      // No request was written, so the kit came from the files run.
      const [sources] = await exportSourceBucket().getFiles({ prefix: `exports/${user.uid}/${exportId}/` });
      expect(sources.map((file) => file.name)).toEqual([
        `exports/${user.uid}/${exportId}/source/original.png`,
      ]);
      expect((await userCounters(user.uid)).exportsUsed).toBe(1);
    } finally {
      await clearFaults(exportId);
    }
  });

  it("records a failed file, and 'Try again' finishes the export without a second credit", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, user);
    const exportId = exportIdForLogo(logoId);
    await injectFaults(exportId, ["rmbg_smoretalk"]);
    try {
      await requestExport(app, user, logoId);
      const failed = await waitForExport(app, user, exportId);
      expect(failed.status).toBe("failed");
      expect(failed.error).toBe(EXPORT_MESSAGE.someFilesFailed);
      expect(failed.creditReturned).toBe(false);
      const broken = failed.resources.find((resource) => resource.type === "rmbg_smoretalk");
      expect(broken).toMatchObject({
        status: "failed",
        error: "The No Background (HQ) V2 file could not be made.",
      });
      expect(failed.resources.filter((resource) => resource.status === "ready")).toHaveLength(6);
      // A failed file cannot be downloaded; the others can.
      const missing = await api(app)
        .get(broken?.url ?? "")
        .set("Authorization", user.authorization);
      expect(missing.status).toBe(404);

      await clearFaults(exportId);
      const retry = await api(app)
        .post(`/exports/${exportId}/retry`)
        .set("Authorization", user.authorization);
      expect(retry.status).toBe(200);
      const restarted = ExportResponse.parse(retry.body).data.export;
      expect(restarted.resources.find((resource) => resource.type === "rmbg_smoretalk")?.status).not.toBe(
        "failed",
      );
      const done = await waitForExport(app, user, exportId);
      expect(done.status).toBe("ready");
      expect(done.error).toBeNull();
      expect(done.resources.every((resource) => resource.status === "ready")).toBe(true);
      expect((await userCounters(user.uid)).exportsUsed).toBe(1);

      // 'Try again' on a finished export changes nothing.
      const idle = await api(app).post(`/exports/${exportId}/retry`).set("Authorization", user.authorization);
      expect(ExportResponse.parse(idle.body).data.export).toEqual(done);
    } finally {
      await clearFaults(exportId);
    }
  });

  it("keeps the credit of a partly delivered export: made files stay downloadable, the status says so", async () => {
    // The security review's case: two steps fail on every run; after two 'Try again' the credit
    // came back while the files that were made still downloaded.
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, user);
    const exportId = exportIdForLogo(logoId);
    await injectFaults(exportId, ["rmbg_smoretalk", "brand_kit"]);
    try {
      await api(app).post(`/logos/${logoId}/export`).set("Authorization", user.authorization).send({});
      let current = await waitForExport(app, user, exportId);
      for (let attempt = 2; attempt <= MAX_FAILED_RUNS + 1; attempt++) {
        const retry = await api(app)
          .post(`/exports/${exportId}/retry`)
          .set("Authorization", user.authorization);
        expect(retry.status).toBe(200);
        current = await waitForExport(app, user, exportId);
      }
      expect(current).toMatchObject({
        status: "failed",
        creditReturned: false,
        error: EXPORT_MESSAGE.partlyDelivered,
      });
      expect((await userCounters(user.uid)).exportsUsed).toBe(1);
      const ready = current.resources.filter((resource) => resource.status === "ready");
      expect(ready.map((resource) => resource.type)).toEqual(
        expect.arrayContaining(["upscale_clarity", "low_ql", "original"]),
      );
      for (const resource of ready) {
        expect((await downloadResource(app, user, resource.url)).status, resource.type).toBe(200);
      }
      for (const resource of current.resources.filter((item) => item.status !== "ready")) {
        expect(resource.url, `${resource.type} is ${resource.status}: no link`).toBeNull();
      }
    } finally {
      await clearFaults(exportId);
    }
  });

  it("shows an export whose run was lost as failed once it stalled, and 'Try again' finishes it", async () => {
    const { app, user, exportId } = await readyVectorExport();
    // As a crash leaves it: the files made, the kit's run lost in line, nothing changed since.
    await db()
      .collection("exports")
      .doc(exportId)
      .update({
        status: "processing",
        "resources.brand_kit": pendingResource("zip"),
        updatedAt: Timestamp.fromMillis(Date.now() - STALLED_AFTER_MS - 60_000),
      });
    const stalled = await getExport(app, user, exportId);
    expect(stalled.status).toBe("failed");
    expect(stalled.error).toBe(EXPORT_MESSAGE.stalled);
    expect(stalled.resources.find((resource) => resource.type === "brand_kit")?.status).toBe("failed");
    expect(stalled.resources.filter((resource) => resource.status === "ready")).toHaveLength(6);

    const retry = await api(app).post(`/exports/${exportId}/retry`).set("Authorization", user.authorization);
    expect(retry.status).toBe(200);
    const done = await waitForExport(app, user, exportId);
    expect(done.status).toBe("ready");
    expect(done.resources.every((resource) => resource.status === "ready")).toBe(true);
    expect((await userCounters(user.uid)).exportsUsed).toBe(1);
  });

  it(`gives up an export whose runs kept dying before they made anything: the ${MAX_FAILED_RUNS}rd 'Try again' returns the credit`, async () => {
    const { app, user, exportId, made } = await readyVectorExport();
    expect((await userCounters(user.uid)).exportsUsed).toBe(1);
    // As two earlier runs that died left it, and a third that died the same way: nothing made.
    const pending = Object.fromEntries(
      made.resources.map((resource) => [
        `resources.${resource.type}`,
        pendingResource(resource.fileName.split(".").pop() ?? "png"),
      ]),
    );
    await db()
      .collection("exports")
      .doc(exportId)
      .update({
        ...pending,
        status: "processing",
        failedRuns: ["stalled-1", "stalled-2"].slice(0, MAX_FAILED_RUNS - 1),
        updatedAt: Timestamp.fromMillis(Date.now() - STALLED_AFTER_MS - 60_000),
      });

    const retry = await api(app).post(`/exports/${exportId}/retry`).set("Authorization", user.authorization);
    expect(retry.status).toBe(200);
    expect(ExportResponse.parse(retry.body).data.export).toMatchObject({
      status: "failed",
      creditReturned: true,
      error: EXPORT_MESSAGE.gaveUp,
    });
    expect((await userCounters(user.uid)).exportsUsed).toBe(0);
    const refused = await api(app)
      .get(`/exports/${exportId}/archive`)
      .set("Authorization", user.authorization);
    expect(refused.status).not.toBe(200);
    // Given up is final: 'Try again' is refused, and no credit moves.
    const again = await api(app).post(`/exports/${exportId}/retry`).set("Authorization", user.authorization);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(EXPORT_MESSAGE.notRetryable);
    expect((await userCounters(user.uid)).exportsUsed).toBe(0);
  });

  it(`returns the credit once when nothing could be made in ${MAX_FAILED_RUNS} runs, then delivers nothing; exporting again starts over`, async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, user);
    const exportId = exportIdForLogo(logoId);
    await injectFaults(exportId, plannedResourceTypes("vector"));
    try {
      await api(app).post(`/logos/${logoId}/export`).set("Authorization", user.authorization).send({});
      let current = await waitForExport(app, user, exportId);
      for (let attempt = 2; attempt <= MAX_FAILED_RUNS; attempt++) {
        expect(current).toMatchObject({ status: "failed", creditReturned: false });
        expect((await userCounters(user.uid)).exportsUsed).toBe(1);
        const retry = await api(app)
          .post(`/exports/${exportId}/retry`)
          .set("Authorization", user.authorization);
        expect(retry.status).toBe(200);
        current = await waitForExport(app, user, exportId);
      }
      expect(current).toMatchObject({ status: "failed", creditReturned: true, error: EXPORT_MESSAGE.gaveUp });
      expect((await userCounters(user.uid)).exportsUsed).toBe(0);
      // Refunded means delivered nothing: the original, which was ready, is withdrawn too.
      expect(current.resources.every((resource) => resource.status === "failed")).toBe(true);
      for (const path of [`/exports/${exportId}/resources/original/blob`, `/exports/${exportId}/archive`]) {
        const refused = await api(app).get(path).set("Authorization", user.authorization);
        expect(refused.status, path).toBe(404);
        expect(refused.body).toEqual({
          success: false,
          error: EXPORT_MESSAGE.withdrawnDownload,
          code: "not-found",
        });
      }

      // Final: 'Try again' is refused, and nothing is refunded twice.
      const refused = await api(app)
        .post(`/exports/${exportId}/retry`)
        .set("Authorization", user.authorization);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        success: false,
        error: EXPORT_MESSAGE.notRetryable,
        code: "invalid-input",
      });
      expect((await userCounters(user.uid)).exportsUsed).toBe(0);

      // Exporting the logo again takes the returned credit and starts over.
      await clearFaults(exportId);
      const again = await api(app)
        .post(`/logos/${logoId}/export`)
        .set("Authorization", user.authorization)
        .send({});
      expect(again.status).toBe(201);
      expect(CreateExportResponse.parse(again.body)).toEqual({ success: true, exportId, created: true });
      expect((await userCounters(user.uid)).exportsUsed).toBe(1);
      const done = await waitForExport(app, user, exportId);
      expect(done).toMatchObject({ status: "ready", creditReturned: false, number: 1 });
      const original = await downloadResource(app, user, `/exports/${exportId}/resources/original/blob`);
      expect(original.status).toBe(200);
    } finally {
      await clearFaults(exportId);
    }
  });

  it("gives up at once, credit returned, when the logo's files are gone", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, user);
    const [logoFiles] = await bucket().getFiles({ prefix: `users/${user.uid}/logos/${logoId}/` });
    await Promise.all(logoFiles.map((file) => file.delete()));
    const response = await api(app)
      .post(`/logos/${logoId}/export`)
      .set("Authorization", user.authorization)
      .send({});
    expect(response.status).toBe(201);
    const current = await getExport(app, user, CreateExportResponse.parse(response.body).exportId);
    expect(current).toMatchObject({
      status: "failed",
      creditReturned: true,
      error: EXPORT_MESSAGE.sourceMissing,
    });
    expect((await userCounters(user.uid)).exportsUsed).toBe(0);
  });
});
