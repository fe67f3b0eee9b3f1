import { describe, expect, it } from "vitest";
import {
  DeleteLogoResponse,
  DeleteProjectResponse,
  ExportResponse,
  LogosResponse,
  ProjectsResponse,
  PromptsResponse,
  UserLogosResponse,
} from "../../src/contract";
import { exportIdForLogo } from "../../src/domain/exports/export-documents";
import { api, testApp } from "../support/api-client";
import { db, fileExists, seedMembership, signUpUser } from "../support/emulators";
import { createVectorLogo, downloadResource, exportTestApp, waitForExport } from "../support/exports";
import { createProject, firstOf } from "../support/fixtures";

describe("GET /logo/projects and GET /projects", () => {
  it("list only the caller's projects, newest activity first", async () => {
    const user = await signUpUser();
    const stranger = await signUpUser();
    let now = new Date("2026-10-01T10:00:00Z");
    const app = testApp({ clock: () => now });
    const first = await createProject(app, user, { name: "First", count: 1, promptsCount: 1 });
    now = new Date("2026-10-01T11:00:00Z");
    const second = await createProject(app, user, { name: "Second", count: 1, promptsCount: 1 });
    await createProject(app, stranger, { name: "Not yours", count: 1, promptsCount: 1 });

    for (const path of ["/logo/projects", "/projects", "/api/projects"]) {
      const response = await api(app).get(path).set("Authorization", user.authorization);
      expect(response.status).toBe(200);
      const { projects } = ProjectsResponse.parse(response.body);
      expect(projects.map((project) => project.id)).toEqual([second.project.id, first.project.id]);
      expect(projects[0]).toMatchObject({ name: "Second", logoCount: 1, updatedAt: now.toISOString() });
    }
  });

  it("answers an empty list for a new user and 401 without a token", async () => {
    const user = await signUpUser();
    const app = testApp();
    const empty = await api(app).get("/projects").set("Authorization", user.authorization);
    expect(empty.body).toEqual({ success: true, projects: [] });
    expect((await api(app).get("/logo/projects")).status).toBe(401);
    expect((await api(app).get("/projects")).status).toBe(401);
  });
});

describe("GET /logo/projects/{id}/prompts and /logos", () => {
  it("list the project's prompts and logos in creation order", async () => {
    const user = await signUpUser();
    const app = testApp();
    const created = await createProject(app, user);
    const prompts = await api(app)
      .get(`/logo/projects/${created.project.id}/prompts`)
      .set("Authorization", user.authorization);
    expect(prompts.status).toBe(200);
    expect(PromptsResponse.parse(prompts.body).prompts).toEqual(created.prompts);
    const logos = await api(app)
      .get(`/api/logo/projects/${created.project.id}/logos`)
      .set("Authorization", user.authorization);
    expect(logos.status).toBe(200);
    expect(LogosResponse.parse(logos.body).logos).toEqual(created.logos);
  });

  it("answer 404 for another user's project exactly as for a missing one", async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const app = testApp();
    const created = await createProject(app, owner, { count: 1, promptsCount: 1 });
    for (const kind of ["prompts", "logos"]) {
      const foreign = await api(app)
        .get(`/logo/projects/${created.project.id}/${kind}`)
        .set("Authorization", stranger.authorization);
      const missing = await api(app)
        .get(`/logo/projects/missingProject1/${kind}`)
        .set("Authorization", stranger.authorization);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
    }
  });

  it("answer 400 for a malformed id and 401 without a token", async () => {
    const user = await signUpUser();
    const app = testApp();
    const bad = await api(app).get("/logo/projects/bad$id/logos").set("Authorization", user.authorization);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, error: "Invalid id", code: "invalid-input" });
    expect((await api(app).get("/logo/projects/abc/prompts")).status).toBe(401);
  });

  it("answer 400, not 500, for an id Firestore reserves (__x__)", async () => {
    const user = await signUpUser();
    const app = testApp();
    for (const path of ["/logo/projects/__x__/prompts", "/logo/projects/__x__/logos"]) {
      const reserved = await api(app).get(path).set("Authorization", user.authorization);
      expect(reserved.status, path).toBe(400);
      expect(reserved.body).toEqual({ success: false, error: "Invalid id", code: "invalid-input" });
    }
    const deleted = await api(app).delete("/logos/__x__").set("Authorization", user.authorization);
    expect(deleted.status).toBe(400);
  });
});

describe("GET /user/logos", () => {
  it("groups every logo of the caller by prompt, across projects", async () => {
    const user = await signUpUser();
    const stranger = await signUpUser();
    const app = testApp();
    const first = await createProject(app, user, { count: 2, promptsCount: 2 });
    const second = await createProject(app, user, { count: 1, promptsCount: 1 });
    await createProject(app, stranger, { count: 1, promptsCount: 1 });
    const response = await api(app).get("/user/logos").set("Authorization", user.authorization);
    expect(response.status).toBe(200);
    const { promptsWithLogos } = UserLogosResponse.parse(response.body);
    expect(Object.keys(promptsWithLogos).sort()).toEqual(
      [...first.prompts, ...second.prompts].map((prompt) => prompt.id).sort(),
    );
    for (const prompt of first.prompts) {
      expect(promptsWithLogos[prompt.id]).toEqual(first.promptsWithLogos[prompt.id]);
    }
    expect((await api(app).get("/user/logos")).status).toBe(401);
  });
});

describe("DELETE /logos/{id}", () => {
  it("deletes the logo and its files and lowers the project's count, without refunding", async () => {
    const user = await signUpUser();
    const app = testApp();
    const created = await createProject(app, user, { count: 2, promptsCount: 1 });
    const logo = firstOf(created.logos);
    const folder = `users/${user.uid}/logos/${logo.id}`;
    expect(await fileExists(`${folder}/preview-512.png`)).toBe(true);

    const response = await api(app).delete(`/api/logos/${logo.id}`).set("Authorization", user.authorization);
    expect(response.status).toBe(200);
    expect(DeleteLogoResponse.parse(response.body)).toEqual({ success: true, deletedId: logo.id });
    expect((await db().collection("logos").doc(logo.id).get()).exists).toBe(false);
    expect(await fileExists(`${folder}/preview-512.png`)).toBe(false);
    expect(await fileExists(`${folder}/logo.svg`)).toBe(false);

    const logos = await api(app)
      .get(`/logo/projects/${created.project.id}/logos`)
      .set("Authorization", user.authorization);
    expect(LogosResponse.parse(logos.body).logos.map((item) => item.id)).toEqual([created.logos[1]?.id]);
    const projects = ProjectsResponse.parse(
      (await api(app).get("/projects").set("Authorization", user.authorization)).body,
    );
    expect(projects.projects[0]?.logoCount).toBe(1);
    const quota = await api(app).get("/logos/quota").set("Authorization", user.authorization);
    expect(quota.body.quota.currentCount).toBe(2);
  });

  it("answers 404 for another user's logo and leaves it alone", async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const app = testApp();
    const created = await createProject(app, owner, { count: 1, promptsCount: 1 });
    const logo = firstOf(created.logos);
    const foreign = await api(app).delete(`/logos/${logo.id}`).set("Authorization", stranger.authorization);
    const missing = await api(app)
      .delete("/logos/noSuchLogo123")
      .set("Authorization", stranger.authorization);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await db().collection("logos").doc(logo.id).get()).exists).toBe(true);
    expect(await fileExists(`users/${owner.uid}/logos/${logo.id}/preview-512.png`)).toBe(true);
  });

  it("answers 400 for a malformed id and 401 without a token", async () => {
    const user = await signUpUser();
    const app = testApp();
    expect((await api(app).delete("/logos/a.b").set("Authorization", user.authorization)).status).toBe(400);
    expect((await api(app).delete("/logos/abc")).status).toBe(401);
  });
});

describe("DELETE /projects/{id}", () => {
  it("deletes the project with its prompts, logos and their files, and nothing else", async () => {
    const user = await signUpUser();
    const app = testApp();
    const doomed = await createProject(app, user, { name: "Doomed", count: 4, promptsCount: 2 });
    const kept = await createProject(app, user, { name: "Kept", count: 1, promptsCount: 1 });
    const before = await api(app).get("/logos/quota").set("Authorization", user.authorization);

    const response = await api(app)
      .delete(`/projects/${doomed.project.id}`)
      .set("Authorization", user.authorization);
    expect(response.status).toBe(200);
    expect(DeleteProjectResponse.parse(response.body)).toEqual({
      success: true,
      deletedId: doomed.project.id,
      deletedLogos: doomed.logos.length,
    });
    expect(doomed.logos.length).toBe(8);

    const projects = ProjectsResponse.parse(
      (await api(app).get("/projects").set("Authorization", user.authorization)).body,
    );
    expect(projects.projects.map((project) => project.id)).toEqual([kept.project.id]);
    expect((await db().collection("prompts").where("projectId", "==", doomed.project.id).get()).size).toBe(0);
    for (const logo of doomed.logos) {
      expect((await db().collection("logos").doc(logo.id).get()).exists).toBe(false);
      expect(await fileExists(`users/${user.uid}/logos/${logo.id}/preview-512.png`)).toBe(false);
    }
    const keptLogo = firstOf(kept.logos);
    expect(await fileExists(`users/${user.uid}/logos/${keptLogo.id}/preview-512.png`)).toBe(true);
    // The generations happened: deleting gives no credit back.
    const after = await api(app).get("/logos/quota").set("Authorization", user.authorization);
    expect(after.body.quota.currentCount).toBe(before.body.quota.currentCount);
  });

  it("keeps a bought export of the project's logo downloadable", async () => {
    const user = await signUpUser();
    const app = exportTestApp();
    await seedMembership(user.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, user);
    const exportId = exportIdForLogo(logoId);
    await api(app).post(`/logos/${logoId}/export`).set("Authorization", user.authorization).send({});
    await waitForExport(app, user, exportId);
    const logo = await db().collection("logos").doc(logoId).get();
    const projectId = String(logo.get("projectId"));

    const response = await api(app).delete(`/projects/${projectId}`).set("Authorization", user.authorization);
    expect(response.status).toBe(200);

    const read = await api(app).get(`/exports/${exportId}`).set("Authorization", user.authorization);
    const exported = ExportResponse.parse(read.body).data.export;
    expect(exported.status).toBe("ready");
    for (const resource of exported.resources) {
      expect((await downloadResource(app, user, resource.url)).status, resource.type).toBe(200);
    }
  });

  it("answers 404 for another user's project and leaves it whole, 400 for a malformed id, 401 without a token", async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const app = testApp();
    const created = await createProject(app, owner, { count: 1, promptsCount: 1 });
    const foreign = await api(app)
      .delete(`/projects/${created.project.id}`)
      .set("Authorization", stranger.authorization);
    const missing = await api(app)
      .delete("/projects/noSuchProject1")
      .set("Authorization", stranger.authorization);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await db().collection("projects").doc(created.project.id).get()).exists).toBe(true);
    expect((await db().collection("logos").doc(firstOf(created.logos).id).get()).exists).toBe(true);
    expect((await api(app).delete("/projects/a.b").set("Authorization", owner.authorization)).status).toBe(
      400,
    );
    expect((await api(app).delete(`/projects/${created.project.id}`)).status).toBe(401);
  });
});

describe("unknown paths", () => {
  it("answer 404 in the error shape", async () => {
    const user = await signUpUser();
    const response = await api(testApp()).get("/api/nothing-here").set("Authorization", user.authorization);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, error: "Not found", code: "not-found" });
  });
});
