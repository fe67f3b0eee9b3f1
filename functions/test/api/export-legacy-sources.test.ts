/**
 * Exports made before the export-source bucket existed keep their original beside their files in
 * the default bucket. They still download, and 'Try again' moves the original into the
 * export-source bucket so the trigger (which listens only there) runs for them.
 */
import { FieldValue } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { CreateExportResponse, ExportResponse } from "../../src/contract";
import { exportIdForLogo } from "../../src/domain/exports/export-documents";
import { api } from "../support/api-client";
import { bucket, db, exportSourceBucket, seedMembership, signUpUser } from "../support/emulators";
import {
  bodyBytes,
  clearFaults,
  createVectorLogo,
  downloadResource,
  exportTestApp,
  getExport,
  injectFaults,
  requestExport,
  ringOnColour,
  userCounters,
  waitForExport,
} from "../support/exports";

describe("an export made before the export-source bucket", () => {
  it("downloads from where it is, and 'Try again' moves its original over and finishes it", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, user);
    const exportId = exportIdForLogo(logoId);
    const sourcePath = `exports/${user.uid}/${exportId}/source/original.png`;
    await injectFaults(exportId, ["rmbg_smoretalk"]);
    try {
      const created = await api(app)
        .post(`/logos/${logoId}/export`)
        .set("Authorization", user.authorization)
        .send({});
      expect(CreateExportResponse.parse(created.body).exportId).toBe(exportId);
      expect((await waitForExport(app, user, exportId)).status).toBe("failed");

      // Rewrite it as the old layout had it: the original in the default bucket, delivered from
      // there, and no record of a source store.
      const [original] = await exportSourceBucket().file(sourcePath).download();
      await bucket().file(sourcePath).save(original, { resumable: false, contentType: "image/png" });
      await exportSourceBucket().file(sourcePath).delete();
      await bucket().file(`exports/${user.uid}/${exportId}/files/original.png`).delete();
      await db()
        .collection("exports")
        .doc(exportId)
        .update({ "source.store": FieldValue.delete(), "resources.original.path": sourcePath });

      const legacy = await getExport(app, user, exportId);
      const originalResource = legacy.resources.find((resource) => resource.type === "original");
      expect(originalResource?.status).toBe("ready");
      const download = await downloadResource(app, user, originalResource?.url ?? "/missing");
      expect(download.status).toBe(200);
      expect(Buffer.compare(bodyBytes(download.body), original)).toBe(0);

      // The logo's files are gone, so 'Try again' can only resend the export's own original.
      const [logoFiles] = await bucket().getFiles({ prefix: `users/${user.uid}/logos/${logoId}/` });
      await Promise.all(logoFiles.map((file) => file.delete()));
      await clearFaults(exportId);
      const retry = await api(app)
        .post(`/exports/${exportId}/retry`)
        .set("Authorization", user.authorization);
      expect(retry.status).toBe(200);
      expect(ExportResponse.parse(retry.body).data.export.status).toBe("processing");
      const done = await waitForExport(app, user, exportId);
      expect(done.status).toBe("ready");
      expect(done.resources.every((resource) => resource.status === "ready")).toBe(true);
      const [moved] = await exportSourceBucket().file(sourcePath).exists();
      expect(moved).toBe(true);
      expect((await db().collection("exports").doc(exportId).get()).get("source.store")).toBe(
        "export-sources",
      );
      for (const resource of done.resources) {
        expect((await downloadResource(app, user, resource.url)).status, resource.type).toBe(200);
      }
      expect((await userCounters(user.uid)).exportsUsed).toBe(1);
    } finally {
      await clearFaults(exportId);
    }
  });
});

describe("a logo generated while generation still stored its 1024 px PNG", () => {
  it("exports that stored PNG as its original, and its master for every other file", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, user);
    // As such a logo was stored: a PNG beside the master, named in the logo's paths.
    const pngPath = `users/${user.uid}/logos/${logoId}/logo-1024.png`;
    const stored = await ringOnColour(1024);
    await bucket().file(pngPath).save(stored, { resumable: false, contentType: "image/png" });
    await db().collection("logos").doc(logoId).update({ "storagePaths.png": pngPath });

    const exportId = await requestExport(app, user, logoId);
    const done = await waitForExport(app, user, exportId);
    expect(done.status).toBe("ready");
    const byType = new Map(done.resources.map((resource) => [resource.type, resource]));
    const original = await downloadResource(app, user, byType.get("original")?.url ?? "/missing");
    expect(bodyBytes(original.body).equals(stored)).toBe(true);
    // The other files still come from the vector master (the stored PNG is an orange square).
    const vector = await downloadResource(app, user, byType.get("vector_svg")?.url ?? "/missing");
    expect(bodyBytes(vector.body).toString("utf8")).toMatch(/<svg[\s>]/);
  });
});
