/**
 * Exports end to end under the emulators: the API runs in-process, the Storage emulator fires
 * the REAL trigger (makeExportFiles, from the built functions/lib) in the Functions emulator.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CreateExportResponse, ExportsResponse, QuotaResponse } from "../../src/contract";
import { exportIdForLogo } from "../../src/domain/exports/export-documents";
import { renderMasterPng } from "../../src/engine/render";
import { alphaAtShare, decodePng, pixelAtShare } from "../../src/providers/graphics/testing/pixels";
import { api } from "../support/api-client";
import { bucket, fileExists, seedMembership, signUpUser } from "../support/emulators";
import {
  bodyBytes,
  createVectorLogo,
  downloadResource,
  exportObjects,
  exportTestApp,
  ringOnColour,
  uploadLogo,
  userCounters,
  waitForExport,
} from "../support/exports";

function sha(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

describe("POST /logos/{id}/export and the export pipeline", () => {
  it("makes every file of a vector logo, each decodable, sized and transparent where it should be", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 2 });
    const logoId = await createVectorLogo(app, user);

    const response = await api(app)
      .post(`/logos/${logoId}/export`)
      .set("Authorization", user.authorization)
      .send({ exportType: "basic_logo" });
    expect(response.status).toBe(201);
    const { exportId, created } = CreateExportResponse.parse(response.body);
    expect(created).toBe(true);
    expect(exportId).toBe(exportIdForLogo(logoId));

    const done = await waitForExport(app, user, exportId);
    expect(done.error).toBeNull();
    expect(done.status).toBe("ready");
    expect(done.number).toBe(1);
    expect(done.creditReturned).toBe(false);
    expect(done.resources.map((resource) => resource.type)).toEqual([
      "upscale_clarity",
      "rmbg_men1scus",
      "rmbg_smoretalk",
      "low_ql",
      "vector_svg",
      "brand_kit",
      "original",
    ]);
    for (const resource of done.resources) {
      expect(resource).toMatchObject({ status: "ready", error: null });
      expect(resource.url).toBe(`/exports/${exportId}/resources/${resource.id}/blob`);
      expect(resource.fileName.startsWith("harbor-and-pine-")).toBe(true);
    }
    expect(done.resources.find((resource) => resource.type === "upscale_clarity")?.fileName).toBe(
      "harbor-and-pine-high-quality.png",
    );

    // The list carries each export's summary; the kit's file list and the health check (with
    // their pictures) stay on the export's own answer.
    const listAnswer = await api(app).get("/exports/user").set("Authorization", user.authorization);
    const listed = ExportsResponse.parse(listAnswer.body).data.exports;
    expect(listed.map((item) => item.id)).toEqual([exportId]);
    expect(listed[0]).not.toHaveProperty("brandKit");
    expect(listed[0]).not.toHaveProperty("health");
    expect(listed[0]?.resources).toEqual(done.resources);
    expect(done.brandKit).not.toBeNull();
    expect(JSON.stringify(listAnswer.body).length).toBeLessThan(JSON.stringify(done).length / 4);

    const files = new Map<string, Buffer>();
    for (const resource of done.resources) {
      const download = await downloadResource(app, user, resource.url);
      expect(download.status).toBe(200);
      const bytes = bodyBytes(download.body);
      expect(bytes.length).toBe(resource.bytes);
      expect(download.headers["content-type"]).toContain(resource.contentType ?? "?");
      files.set(resource.type, bytes);
      if (resource.type === "vector_svg") {
        expect(bytes.toString("utf8")).toMatch(/<svg[\s>]/);
        continue;
      }
      if (resource.type === "brand_kit") {
        // A zip (brand-kit.test.ts opens it and checks every file).
        expect(bytes.subarray(0, 4).toString("hex")).toBe("504b0304");
        expect([resource.width, resource.height]).toEqual([null, null]);
        continue;
      }
      const metadata = await sharp(bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([resource.width, resource.height]);
    }

    const high = await decodePng(files.get("upscale_clarity") ?? Buffer.alloc(0));
    expect([high.width, high.height]).toEqual([4096, 4096]);
    const normal = await decodePng(files.get("low_ql") ?? Buffer.alloc(0));
    expect([normal.width, normal.height]).toEqual([1024, 1024]);
    // Opaque files keep the background; the mark is where it was drawn.
    expect(pixelAtShare(high, 0.02, 0.02)).toEqual([244, 239, 230, 255]);
    expect(pixelAtShare(high, 0.5, 0.5)).toEqual([31, 78, 121, 255]);

    for (const type of ["rmbg_men1scus", "rmbg_smoretalk"]) {
      const image = await decodePng(files.get(type) ?? Buffer.alloc(0));
      expect(image.channels).toBe(4);
      for (const [x, y] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        expect(alphaAtShare(image, x, y), `${type} corner ${x},${y}`).toBe(0);
      }
      const centre = pixelAtShare(image, 0.5, 0.5);
      expect(centre[3], `${type} mark`).toBe(255);
      expect(centre.slice(0, 3)).toEqual([31, 78, 121]);
    }
    // Generation stored no PNG: the original is the 1024 px PNG of the logo's master, drawn when
    // the export was asked for, byte for byte what rendering that master gives.
    const logoFolder = `users/${user.uid}/logos/${logoId}`;
    expect(await fileExists(`${logoFolder}/logo-1024.png`)).toBe(false);
    const [master] = await bucket().file(`${logoFolder}/logo.svg`).download();
    expect(files.get("original")?.equals(await renderMasterPng(master.toString("utf8")))).toBe(true);
    const v1 = await decodePng(files.get("rmbg_men1scus") ?? Buffer.alloc(0));
    const v2 = await decodePng(files.get("rmbg_smoretalk") ?? Buffer.alloc(0));
    // V1 keeps the square canvas, so the canvas's background (outside the disc) is transparent.
    expect(v1.width).toBe(v1.height);
    expect(alphaAtShare(v1, 0.5, 0.2)).toBe(0);
    // V2 is trimmed to the artwork: the disc fills most of it.
    expect(alphaAtShare(v2, 0.5, 0.2)).toBe(255);
    const hashes = new Set([...files.values()].map(sha));
    expect(hashes.size).toBe(files.size);

    // Exactly one credit, and the files under the export's own prefix, one per type.
    expect((await userCounters(user.uid)).exportsUsed).toBe(1);
    const objects = await exportObjects(user.uid, exportId);
    expect(objects.filter((name) => name.includes("/files/")).map((name) => name.split("/").pop())).toEqual([
      "brand_kit.zip",
      "low_ql.png",
      "original.png",
      "rmbg_men1scus.png",
      "rmbg_smoretalk.png",
      "upscale_clarity.png",
      "vector_svg.svg",
    ]);
    // The sources, and the request the files run left for the brand kit's run.
    expect(objects.filter((name) => name.includes("/source/")).map((name) => name.split("/").pop())).toEqual([
      "master.svg",
      "original.png",
    ]);
    expect(objects.filter((name) => /\/brand-kit-after-\d+$/.test(name))).toHaveLength(1);
  });

  it("answers 429 'Export limit reached' with no credit left and writes nothing", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    const logoId = await createVectorLogo(app, user);
    const response = await api(app)
      .post(`/logos/${logoId}/export`)
      .set("Authorization", user.authorization)
      .send({ exportType: "basic_logo" });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      success: false,
      error: "Export limit reached",
      code: "no-export-credit",
    });
    const list = ExportsResponse.parse(
      (await api(app).get("/exports/user").set("Authorization", user.authorization)).body,
    );
    expect(list.data.exports).toEqual([]);
    expect(await exportObjects(user.uid, exportIdForLogo(logoId))).toEqual([]);
    expect((await userCounters(user.uid)).exportsUsed).toBe(0);
  });

  it("returns the existing export for a repeat export, racing clicks included, and charges once", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 2 });
    const logoId = await createVectorLogo(app, user);
    const send = () =>
      api(app)
        .post(`/logos/${logoId}/export`)
        .set("Authorization", user.authorization)
        .send({ exportType: "basic_logo" });

    const [first, second] = await Promise.all([send(), send()]);
    const answers = [first, second].map((answer) => CreateExportResponse.parse(answer.body));
    expect(answers.map((answer) => answer.created).sort()).toEqual([false, true]);
    expect(new Set(answers.map((answer) => answer.exportId)).size).toBe(1);

    const later = await send();
    expect(later.status).toBe(200);
    expect(CreateExportResponse.parse(later.body)).toEqual({
      success: true,
      exportId: answers[0]?.exportId,
      created: false,
    });
    const quota = QuotaResponse.parse(
      (await api(app).get("/logos/quota").set("Authorization", user.authorization)).body,
    );
    expect(quota.quota.exports).toEqual({ limit: 2, used: 1, remaining: 1 });
    await waitForExport(app, user, answers[0]?.exportId ?? "");
  });

  it("honours an Idempotency-Key: the same answer again, and 422 for another logo", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 2 });
    const logoId = await createVectorLogo(app, user);
    const otherLogoId = await createVectorLogo(app, user);
    const send = (id: string) =>
      api(app)
        .post(`/logos/${id}/export`)
        .set("Authorization", user.authorization)
        .set("Idempotency-Key", "export-key-1")
        .send({ exportType: "basic_logo" });

    const first = await send(logoId);
    expect(first.status).toBe(201);
    const again = await send(logoId);
    expect(again.body).toEqual(first.body);
    const reused = await send(otherLogoId);
    expect(reused.status).toBe(422);
    expect(reused.body.success).toBe(false);
    expect((await userCounters(user.uid)).exportsUsed).toBe(1);
    await waitForExport(app, user, CreateExportResponse.parse(first.body).exportId);
  });

  it("numbers exports per user and lists them newest first", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 2 });
    const firstLogo = await createVectorLogo(app, user);
    const secondLogo = await createVectorLogo(app, user);
    for (const logoId of [firstLogo, secondLogo]) {
      const response = await api(app)
        .post(`/logos/${logoId}/export`)
        .set("Authorization", user.authorization)
        .send({});
      expect(response.status).toBe(201);
    }
    const list = ExportsResponse.parse(
      (await api(app).get("/exports/user").set("Authorization", user.authorization)).body,
    ).data.exports;
    expect(list.map((item) => [item.logoId, item.number])).toEqual([
      [secondLogo, 2],
      [firstLogo, 1],
    ]);
    await Promise.all(list.map((item) => waitForExport(app, user, item.id)));
  });

  it("answers 404 on every export route for another user's logo or export", async () => {
    const app = exportTestApp();
    const owner = await signUpUser();
    const stranger = await signUpUser();
    await seedMembership(owner.uid, { exportCredits: 1 });
    await seedMembership(stranger.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, owner);
    const exportId = CreateExportResponse.parse(
      (await api(app).post(`/logos/${logoId}/export`).set("Authorization", owner.authorization).send({}))
        .body,
    ).exportId;
    await waitForExport(app, owner, exportId);

    const asStranger = [
      api(app).post(`/logos/${logoId}/export`).send({}),
      api(app).get(`/exports/${exportId}`),
      api(app).get(`/exports/${exportId}/resources/upscale_clarity/blob`),
      api(app).get(`/exports/${exportId}/resources/original/blob?preview=64`),
      api(app).get(`/exports/${exportId}/archive`),
      api(app).post(`/exports/${exportId}/retry`),
    ];
    for (const call of asStranger) {
      const response = await call.set("Authorization", stranger.authorization);
      expect(response.status, response.text).toBe(404);
      expect(response.body.success).toBe(false);
      expect(response.headers["content-disposition"]).toBeUndefined();
    }
    const list = ExportsResponse.parse(
      (await api(app).get("/exports/user").set("Authorization", stranger.authorization)).body,
    );
    expect(list.data.exports).toEqual([]);
    expect((await userCounters(stranger.uid)).exportsUsed).toBe(0);
  });

  it("exports an uploaded raster logo on a coloured background with real transparency", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const logoId = await uploadLogo(app, user, await ringOnColour(600));
    const { exportId } = CreateExportResponse.parse(
      (await api(app).post(`/logos/${logoId}/export`).set("Authorization", user.authorization).send({})).body,
    );
    const done = await waitForExport(app, user, exportId);
    expect(done.error).toBeNull();
    expect(done.status).toBe("ready");
    expect(done.resources.map((resource) => resource.type).sort()).toEqual([
      "brand_kit",
      "low_ql",
      "original",
      "rmbg_men1scus",
      "rmbg_smoretalk",
      "upscale_clarity",
    ]);
    const byType = new Map(done.resources.map((resource) => [resource.type, resource]));
    const original = await downloadResource(app, user, byType.get("original")?.url ?? "");
    expect(bodyBytes(original.body).equals(await ringOnColour(600))).toBe(true);
    expect(original.headers["content-disposition"]).toContain("logo-export-1-original.png");

    const high = await decodePng(
      bodyBytes((await downloadResource(app, user, byType.get("upscale_clarity")?.url ?? "")).body),
    );
    expect(high.width).toBeGreaterThanOrEqual(2048);
    const transparent: Buffer[] = [];
    for (const type of ["rmbg_men1scus", "rmbg_smoretalk"] as const) {
      const bytes = bodyBytes((await downloadResource(app, user, byType.get(type)?.url ?? "")).body);
      transparent.push(bytes);
      const image = await decodePng(bytes);
      expect(alphaAtShare(image, 0, 0), `${type} corner`).toBe(0);
      expect(alphaAtShare(image, 1, 1), `${type} corner`).toBe(0);
      // The ring's stroke crosses the vertical centre line (at 0.2 of the square V1 canvas).
      if (type === "rmbg_men1scus") expect(alphaAtShare(image, 0.5, 0.2), `${type} ring`).toBe(255);
      const column = Array.from({ length: 101 }, (_, step) => alphaAtShare(image, 0.5, step / 100));
      expect(Math.max(...column), `${type} ring`).toBe(255);
      // The hole inside the ring is background too.
      expect(alphaAtShare(image, 0.5, 0.5), `${type} hole`).toBe(0);
    }
    expect(sha(transparent[0] ?? Buffer.alloc(0))).not.toBe(sha(transparent[1] ?? Buffer.alloc(1)));
  });
});
