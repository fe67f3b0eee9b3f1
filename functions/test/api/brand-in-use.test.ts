/**
 * The brand in use through the API: 'See it in use' scenes of a logo (watermarked, free, with the
 * editor's unsaved design) and of an export (its owner's), and the export's stationery rebuilt
 * from the owner's details, each build whole and the superseded one removed.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { CreateExportResponse, type Export, ExportResponse, MockupsResponse } from "../../src/contract";
import { api } from "../support/api-client";
import { seedMembership, signUpUser, type TestUser } from "../support/emulators";
import {
  bodyBytes,
  createVectorLogo,
  downloadResource,
  exportObjects,
  exportTestApp,
  waitForExport,
} from "../support/exports";

const DETAILS = {
  name: "Ada Lovelace",
  role: "Founder",
  phone: "+44 20 7946 0000",
  email: "ada@harborandpine.example",
  website: "harborandpine.example",
};

async function sceneSizes(response: {
  body: unknown;
}): Promise<{ id: string; width: number; height: number }[]> {
  const { scenes } = MockupsResponse.parse(response.body);
  return Promise.all(
    scenes.map(async (scene) => {
      const metadata = await sharp(Buffer.from(scene.image.split(",")[1] ?? "", "base64")).metadata();
      expect(metadata.format).toBe("jpeg");
      expect(metadata.width).toBe(scene.width);
      expect(metadata.height).toBe(scene.height);
      return { id: scene.id, width: scene.width, height: scene.height };
    }),
  );
}

describe("the brand in use", () => {
  const app = exportTestApp();
  let owner: TestUser;
  let stranger: TestUser;
  let logoId: string;
  let exported: Export;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([signUpUser(), signUpUser()]);
    await seedMembership(owner.uid, { exportCredits: 1 });
    logoId = await createVectorLogo(app, owner);
    const { exportId } = CreateExportResponse.parse(
      (await api(app).post(`/logos/${logoId}/export`).set("Authorization", owner.authorization).send({}))
        .body,
    );
    exported = await waitForExport(app, owner, exportId);
    expect(exported.status).toBe("ready");
  });

  it("draws a logo's scenes for its owner, and only for its owner", async () => {
    const response = await api(app)
      .post(`/logos/${logoId}/mockups`)
      .set("Authorization", owner.authorization)
      .send({});
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const scenes = await sceneSizes(response);
    expect(scenes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(scenes.map((scene) => scene.id)).size).toBe(scenes.length);

    const foreign = await api(app)
      .post(`/logos/${logoId}/mockups`)
      .set("Authorization", stranger.authorization)
      .send({});
    expect(foreign.status).toBe(404);
    const anonymous = await api(app).post(`/logos/${logoId}/mockups`).send({});
    expect(anonymous.status).toBe(401);
    const badDesign = await api(app)
      .post(`/logos/${logoId}/mockups`)
      .set("Authorization", owner.authorization)
      .send({ design: { brandName: 42 } });
    expect(badDesign.status).toBe(400);
    expect(badDesign.body.success).toBe(false);
  });

  it("draws an export's scenes for its owner without the preview's watermark", async () => {
    const response = await api(app)
      .get(`/exports/${exported.id}/mockups`)
      .set("Authorization", owner.authorization);
    expect(response.status).toBe(200);
    expect((await sceneSizes(response)).length).toBeGreaterThanOrEqual(8);
    const foreign = await api(app)
      .get(`/exports/${exported.id}/mockups`)
      .set("Authorization", stranger.authorization);
    expect(foreign.status).toBe(404);
  });

  it("refuses contact details that are not valid, with the reason, and makes nothing", async () => {
    const response = await api(app)
      .put(`/exports/${exported.id}/stationery`)
      .set("Authorization", owner.authorization)
      .send({ ...DETAILS, email: "not an e-mail" });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(typeof response.body.error).toBe("string");
    expect(response.body.error.length).toBeGreaterThan(5);
    const objects = await exportObjects(owner.uid, exported.id);
    expect(objects.some((name) => name.includes("/stationery/"))).toBe(false);
  });

  it("builds the stationery with the owner's details, rebuilds it on change and removes the old build", async () => {
    const first = await api(app)
      .put(`/exports/${exported.id}/stationery`)
      .set("Authorization", owner.authorization)
      .send(DETAILS);
    expect(first.status).toBe(200);
    const made = ExportResponse.parse(first.body).data.export.stationery;
    expect(made?.details).toMatchObject(DETAILS);
    const names = made?.files.map((file) => file.fileName) ?? [];
    expect(names.filter((name) => name.endsWith(".pdf")).length).toBeGreaterThanOrEqual(4);
    expect(names.some((name) => name.endsWith(".html"))).toBe(true);
    expect(made?.signatureHtml).toContain("Ada Lovelace");
    expect(made?.signatureHtml).toMatch(/<img [^>]*src="https?:\/\/[^"]+token=/);

    for (const file of made?.files ?? []) {
      const download = await downloadResource(app, owner, `/api${file.url}`);
      expect(download.status).toBe(200);
      expect(download.headers["content-type"]).toBe(file.contentType);
      expect(download.headers["content-disposition"]).toMatch(/^attachment; /);
      expect(bodyBytes(download.body).length).toBe(file.bytes);
      if (file.fileName.endsWith(".pdf"))
        expect(bodyBytes(download.body).subarray(0, 5).toString()).toBe("%PDF-");
    }
    const firstObjects = (await exportObjects(owner.uid, exported.id)).filter((name) =>
      name.includes("/stationery/"),
    );
    expect(firstObjects).toHaveLength(names.length);

    const second = await api(app)
      .put(`/exports/${exported.id}/stationery`)
      .set("Authorization", owner.authorization)
      .send({ ...DETAILS, name: "Grace Hopper" });
    expect(second.status).toBe(200);
    const rebuilt = ExportResponse.parse(second.body).data.export.stationery;
    expect(rebuilt?.details.name).toBe("Grace Hopper");
    expect(rebuilt?.signatureHtml).toContain("Grace Hopper");
    const secondObjects = (await exportObjects(owner.uid, exported.id)).filter((name) =>
      name.includes("/stationery/"),
    );
    expect(secondObjects).toHaveLength(names.length);
    expect(secondObjects.some((name) => firstObjects.includes(name))).toBe(false);

    // The detail page reads the same; the list leaves the stationery out.
    const detail = await api(app).get(`/exports/${exported.id}`).set("Authorization", owner.authorization);
    expect(ExportResponse.parse(detail.body).data.export.stationery?.details.name).toBe("Grace Hopper");
    const list = await api(app).get("/exports/user").set("Authorization", owner.authorization);
    expect(JSON.stringify(list.body)).not.toContain("Grace Hopper");
  });

  it("keeps another user out of the stationery", async () => {
    const save = await api(app)
      .put(`/exports/${exported.id}/stationery`)
      .set("Authorization", stranger.authorization)
      .send(DETAILS);
    expect(save.status).toBe(404);
    const detail = await api(app).get(`/exports/${exported.id}`).set("Authorization", owner.authorization);
    const file = ExportResponse.parse(detail.body).data.export.stationery?.files[0];
    const download = await api(app).get(`/api${file?.url}`).set("Authorization", stranger.authorization);
    expect(download.status).toBe(404);
    const unknown = await api(app)
      .get(`/exports/${exported.id}/stationery/not-a-file.pdf`)
      .set("Authorization", owner.authorization);
    expect(unknown.status).toBe(404);
  });
});
