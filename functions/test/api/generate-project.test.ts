import { describe, expect, it } from "vitest";
import { API_FALLBACK, GenerationResponse, ProjectsResponse, SCREEN_MESSAGE } from "../../src/contract";
import { api, testApp } from "../support/api-client";
import { countDocuments, db, seedMembership, signUpUser } from "../support/emulators";
import { createProject } from "../support/fixtures";
import { FailingDesigner, QuickDesigner } from "../support/test-designers";

describe("POST /projects/{projectId}/logos/generate", () => {
  it("adds a new direction to the project and moves it to the front of the list", async () => {
    const user = await signUpUser();
    let now = new Date("2026-07-01T09:00:00Z");
    const app = testApp({ clock: () => now });
    const older = await createProject(app, user, { count: 1, promptsCount: 1 });
    now = new Date("2026-07-01T09:05:00Z");
    const newer = await createProject(app, user, { name: "Second brand", count: 1, promptsCount: 1 });

    now = new Date("2026-07-01T09:10:00Z");
    const response = await api(app)
      .post(`/api/projects/${older.project.id}/logos/generate`)
      .set("Authorization", user.authorization)
      .send({ count: 3, promptsCount: 1 });
    expect(response.status).toBe(200);
    const body = GenerationResponse.parse(response.body);
    expect(body).toMatchObject({ requested: 3, generated: 3 });
    expect(body.project).toMatchObject({ id: older.project.id, logoCount: 4, updatedAt: now.toISOString() });
    expect(body.prompts).toHaveLength(1);
    const [existingPrompt] = older.prompts;
    expect(body.prompts[0]?.content).not.toBe(existingPrompt?.content);
    expect(Object.keys(body.promptsWithLogos)).toEqual([body.prompts[0]?.id]);

    const list = ProjectsResponse.parse(
      (await api(app).get("/logo/projects").set("Authorization", user.authorization)).body,
    );
    expect(list.projects.map((project) => project.id)).toEqual([older.project.id, newer.project.id]);
  });

  it("takes the refined name and description after 'Edit prompt'", async () => {
    const user = await signUpUser();
    const app = testApp();
    const created = await createProject(app, user, { count: 1, promptsCount: 1 });
    const response = await api(app)
      .post(`/projects/${created.project.id}/logos/generate`)
      .set("Authorization", user.authorization)
      .send({ name: "  Crumb Bakery  ", description: "Now with pastries", count: 3, promptsCount: 1 });
    expect(response.status).toBe(200);
    const body = GenerationResponse.parse(response.body);
    expect(body.project).toMatchObject({
      name: "Crumb Bakery",
      description: "Now with pastries",
      logoCount: 4,
    });
    const stored = (await db().collection("projects").doc(created.project.id).get()).data();
    expect(stored).toMatchObject({ name: "Crumb Bakery", description: "Now with pastries" });
  });

  it("answers 400 for bad counts or ids and writes nothing", async () => {
    const user = await signUpUser();
    const app = testApp();
    const created = await createProject(app, user, { count: 1, promptsCount: 1 });
    const badCount = await api(app)
      .post(`/projects/${created.project.id}/logos/generate`)
      .set("Authorization", user.authorization)
      .send({ count: 9, promptsCount: 1 });
    expect(badCount.status).toBe(400);
    expect(badCount.body).toEqual({
      success: false,
      error: "count must be a whole number from 1 to 6",
      code: "invalid-input",
    });
    const badName = await api(app)
      .post(`/projects/${created.project.id}/logos/generate`)
      .set("Authorization", user.authorization)
      .send({ name: "", description: "x", count: 3, promptsCount: 1 });
    expect(badName.body).toEqual({ success: false, error: "Brand name is required", code: "invalid-input" });
    const badId = await api(app)
      .post("/projects/not.an.id/logos/generate")
      .set("Authorization", user.authorization)
      .send({ count: 1, promptsCount: 1 });
    expect(badId.status).toBe(400);
    expect(await countDocuments("logos", user.uid)).toBe(1);
  });

  it("answers 401 without a token", async () => {
    const response = await api(testApp()).post("/projects/abc/logos/generate").send({ count: 1 });
    expect(response.status).toBe(401);
  });

  it("answers 404 for another user's project exactly as for a missing one, charging nothing", async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const app = testApp();
    const created = await createProject(app, owner, { count: 1, promptsCount: 1 });
    const foreign = await api(app)
      .post(`/projects/${created.project.id}/logos/generate`)
      .set("Authorization", stranger.authorization)
      .send({ count: 3, promptsCount: 1 });
    const missing = await api(app)
      .post("/projects/doesNotExist123/logos/generate")
      .set("Authorization", stranger.authorization)
      .send({ count: 3, promptsCount: 1 });
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const quota = await api(app).get("/logos/quota").set("Authorization", stranger.authorization);
    expect(quota.body.quota.currentCount).toBe(0);
    expect(await countDocuments("logos", owner.uid)).toBe(1);
  });

  it("refuses with the limit message when the quota is used up", async () => {
    const user = await signUpUser();
    const now = new Date("2026-08-05T00:00:00Z");
    const app = testApp({ clock: () => now });
    const created = await createProject(app, user, { count: 1, promptsCount: 1 });
    await seedMembership(user.uid, { freeUsed: 12 });
    const response = await api(app)
      .post(`/projects/${created.project.id}/logos/generate`)
      .set("Authorization", user.authorization)
      .send({ count: 3, promptsCount: 1 });
    expect(response.status).toBe(429);
    expect(response.body.error).toBe(SCREEN_MESSAGE.generationLimitReached);
  });

  it("grants what remains when fewer credits are left than asked", async () => {
    const user = await signUpUser();
    const now = new Date("2026-08-05T00:00:00Z");
    const app = testApp({ clock: () => now });
    const created = await createProject(app, user, { count: 1, promptsCount: 1 });
    await seedMembership(user.uid, { freeUsed: 10 });
    const response = await api(app)
      .post(`/projects/${created.project.id}/logos/generate`)
      .set("Authorization", user.authorization)
      .send({ count: 3, promptsCount: 2 });
    expect(GenerationResponse.parse(response.body)).toMatchObject({ requested: 6, generated: 2 });
  });

  it("refunds and answers the call's fallback text when every logo fails", async () => {
    const user = await signUpUser();
    const created = await createProject(testApp(), user, { count: 1, promptsCount: 1 });
    const failing = testApp({ logoDesigner: () => new FailingDesigner() });
    const more = await api(failing)
      .post(`/projects/${created.project.id}/logos/generate`)
      .set("Authorization", user.authorization)
      .send({ count: 3, promptsCount: 1 });
    expect(more.status).toBe(502);
    expect(more.body).toEqual({
      success: false,
      error: API_FALLBACK.generateProjectLogos,
      code: "generation-failed",
    });
    const refined = await api(failing)
      .post(`/projects/${created.project.id}/logos/generate`)
      .set("Authorization", user.authorization)
      .send({ name: "New name", description: "New description", count: 3, promptsCount: 1 });
    expect(refined.status).toBe(502);
    expect(refined.body).toEqual({
      success: false,
      error: API_FALLBACK.generateWithRefinedPrompt,
      code: "generation-failed",
    });
    const project = (await db().collection("projects").doc(created.project.id).get()).data();
    expect(project).toMatchObject({ name: created.project.name, logoCount: 1 });
    const quota = await api(failing).get("/logos/quota").set("Authorization", user.authorization);
    expect(quota.body.quota.currentCount).toBe(1);
  });

  it("replays a retried request with the same Idempotency-Key", async () => {
    const user = await signUpUser();
    const designer = new QuickDesigner();
    const app = testApp({ logoDesigner: () => designer });
    const created = await createProject(app, user, { count: 1, promptsCount: 1 });
    const send = () =>
      api(app)
        .post(`/projects/${created.project.id}/logos/generate`)
        .set("Authorization", user.authorization)
        .set("Idempotency-Key", `more-${created.project.id}`)
        .send({ count: 3, promptsCount: 1 });
    const first = await send();
    const second = await send();
    expect(second.body).toEqual(first.body);
    expect(designer.designCalls).toBe(4);
    expect(await countDocuments("logos", user.uid)).toBe(4);
  });
});
