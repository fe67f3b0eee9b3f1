/** Downloads of export files: owner-only, streamed as attachments with honest headers. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { CreateExportResponse, type Export } from "../../src/contract";
import { brandKitFolder } from "../../src/domain/brand-kit/make-brand-kit";
import { api } from "../support/api-client";
import { seedMembership, signUpUser, type TestUser } from "../support/emulators";
import {
  bodyBytes,
  createVectorLogo,
  downloadResource,
  exportTestApp,
  waitForExport,
} from "../support/exports";

describe("export downloads", () => {
  const app = exportTestApp();
  let user: TestUser;
  let finished: Export;

  beforeAll(async () => {
    user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, user);
    const { exportId } = CreateExportResponse.parse(
      (await api(app).post(`/logos/${logoId}/export`).set("Authorization", user.authorization).send({})).body,
    );
    finished = await waitForExport(app, user, exportId);
    expect(finished.status).toBe("ready");
  });

  it("streams each file as an attachment with its name, type and length, never cached or sniffed", async () => {
    for (const resource of finished.resources) {
      const response = await downloadResource(app, user, `/api${resource.url}`);
      expect(response.status).toBe(200);
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="${resource.fileName}"; filename*=UTF-8''${resource.fileName}`,
      );
      expect(response.headers["content-type"]).toBe(resource.contentType);
      expect(Number(response.headers["content-length"])).toBe(resource.bytes);
      expect(bodyBytes(response.body).length).toBe(resource.bytes);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("needs the owner's token", async () => {
    const resource = finished.resources[0];
    const response = await api(app).get(resource?.url ?? "");
    expect(response.status).toBe(401);
  });

  it("serves a small PNG preview for the pages, still as the owner's download", async () => {
    const resource = finished.resources.find((item) => item.type === "rmbg_men1scus");
    const response = await downloadResource(app, user, `${resource?.url}?preview=128`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; /);
    const metadata = await sharp(bodyBytes(response.body)).metadata();
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(128);
    expect(metadata.hasAlpha).toBe(true);

    const tooLarge = await api(app)
      .get(`${resource?.url}?preview=4096`)
      .set("Authorization", user.authorization);
    expect(tooLarge.status).toBe(400);
    const unknown = await api(app)
      .get(`/exports/${finished.id}/resources/not_a_type/blob`)
      .set("Authorization", user.authorization);
    expect(unknown.status).toBe(404);
  });

  it("answers 404, not an error, for a preview of a file that is no image (the brand kit zip)", async () => {
    const kit = finished.resources.find((item) => item.type === "brand_kit");
    expect(kit).toBeDefined();
    const response = await api(app).get(`${kit?.url}?preview=128`).set("Authorization", user.authorization);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      success: false,
      error: "This file has no image preview; download it instead.",
      code: "not-found",
    });
  });

  it("streams every ready file as one zip ('Download all')", async () => {
    const response = await downloadResource(app, user, `/exports/${finished.id}/archive`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toContain('filename="harbor-and-pine-logo-files.zip"');
    const folder = mkdtempSync(join(tmpdir(), "export-zip-"));
    try {
      const path = join(folder, "all.zip");
      writeFileSync(path, bodyBytes(response.body));
      expect(execFileSync("unzip", ["-t", path], { encoding: "utf8" })).toContain("No errors detected");
      const listing = execFileSync("unzip", ["-Z1", path], { encoding: "utf8" }).trim().split("\n");
      // Every file in page order, the brand kit's as the files themselves under the kit's folder
      // (what the page lists for the kit), not as a zip inside the zip.
      const kitFolder = `${brandKitFolder("harbor-and-pine")}/`;
      expect(listing.filter((name) => !name.startsWith(kitFolder))).toEqual(
        finished.resources
          .filter((resource) => resource.type !== "brand_kit")
          .map((resource) => resource.fileName),
      );
      const kitFiles = finished.brandKit?.files.map((file) => file.path) ?? [];
      expect(kitFiles.length).toBeGreaterThan(20);
      expect(
        listing
          .filter((name) => name.startsWith(kitFolder))
          .map((name) => name.slice(kitFolder.length))
          .sort(),
      ).toEqual(kitFiles.sort());
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
