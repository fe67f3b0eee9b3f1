import { describe, expect, it } from "vitest";
import { API_FALLBACK, GenerationResponse, PromptLogosResponse, SCREEN_MESSAGE } from "../../src/contract";
import { LogoDocument } from "../../src/domain/firestore-documents";
import { api, testApp } from "../support/api-client";
import { countDocuments, db, seedMembership, signUpUser } from "../support/emulators";
import { createProject, firstOf } from "../support/fixtures";
import { FailingDesigner, QuickDesigner } from "../support/test-designers";

function path(projectId: string, promptId: string): string {
  return `/projects/${projectId}/prompts/${promptId}/logos/generate`;
}

describe("POST /projects/{projectId}/prompts/{promptId}/logos/generate", () => {
  it("adds new variants of the same direction to that prompt's group", async () => {
    const user = await signUpUser();
    const designer = new QuickDesigner();
    const app = testApp({ logoDesigner: () => designer });
    const created = await createProject(app, user, { count: 3, promptsCount: 1 });
    const prompt = firstOf(created.prompts);
    const response = await api(app)
      .post(`/api${path(created.project.id, prompt.id)}`)
      .set("Authorization", user.authorization)
      .send({ count: 3 });
    expect(response.status).toBe(200);
    // The call's own response shape, and the full generation response on top.
    const group = PromptLogosResponse.parse(response.body);
    const body = GenerationResponse.parse(response.body);
    expect(Object.keys(group.promptsWithLogos)).toEqual([prompt.id]);
    expect(group.promptsWithLogos[prompt.id]?.logos.map((logo) => logo.id)).toEqual(
      body.logos.map((l) => l.id),
    );
    expect(body.logos.every((logo) => logo.promptId === prompt.id)).toBe(true);
    expect(body).toMatchObject({ requested: 3, generated: 3, project: { logoCount: 6 } });
    expect(designer.planCalls).toBe(1);

    const variants = await Promise.all(
      body.logos.map(
        async (logo) =>
          LogoDocument.parse((await db().collection("logos").doc(logo.id).get()).data()).variant,
      ),
    );
    expect(variants.sort()).toEqual([3, 4, 5]);
  });

  it("defaults to one logo when no count is sent", async () => {
    const user = await signUpUser();
    const app = testApp();
    const created = await createProject(app, user, { count: 1, promptsCount: 1 });
    const response = await api(app)
      .post(path(created.project.id, firstOf(created.prompts).id))
      .set("Authorization", user.authorization)
      .send();
    expect(response.status).toBe(200);
    expect(response.body.generated).toBe(1);
  });

  it("answers 400 for a bad count", async () => {
    const user = await signUpUser();
    const app = testApp();
    const created = await createProject(app, user, { count: 1, promptsCount: 1 });
    const response = await api(app)
      .post(path(created.project.id, firstOf(created.prompts).id))
      .set("Authorization", user.authorization)
      .send({ count: "three" });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      error: "count must be a whole number from 1 to 6",
      code: "invalid-input",
    });
  });

  it("answers 401 without a token", async () => {
    const response = await api(testApp()).post(path("a", "b")).send({ count: 1 });
    expect(response.status).toBe(401);
  });

  it("answers 404 for another user's prompt, or a prompt of another project", async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const app = testApp();
    const first = await createProject(app, owner, { count: 1, promptsCount: 1 });
    const second = await createProject(app, owner, { count: 1, promptsCount: 1 });
    const foreign = await api(app)
      .post(path(first.project.id, firstOf(first.prompts).id))
      .set("Authorization", stranger.authorization)
      .send({ count: 3 });
    expect(foreign.status).toBe(404);
    const mismatched = await api(app)
      .post(path(first.project.id, firstOf(second.prompts).id))
      .set("Authorization", owner.authorization)
      .send({ count: 3 });
    expect(mismatched.status).toBe(404);
    expect(await countDocuments("logos", owner.uid)).toBe(2);
  });

  it("refuses when the quota is used up and grants what remains otherwise", async () => {
    const user = await signUpUser();
    const now = new Date("2026-09-09T00:00:00Z");
    const app = testApp({ clock: () => now });
    const created = await createProject(app, user, { count: 1, promptsCount: 1 });
    const prompt = firstOf(created.prompts);
    await seedMembership(user.uid, { freeUsed: 10 });
    const partial = await api(app)
      .post(path(created.project.id, prompt.id))
      .set("Authorization", user.authorization)
      .send({ count: 3 });
    expect(partial.body).toMatchObject({ requested: 3, generated: 2 });
    const refused = await api(app)
      .post(path(created.project.id, prompt.id))
      .set("Authorization", user.authorization)
      .send({ count: 3 });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(SCREEN_MESSAGE.generationLimitReached);
  });

  it("refunds and answers its fallback text when the designer fails", async () => {
    const user = await signUpUser();
    const created = await createProject(testApp(), user, { count: 1, promptsCount: 1 });
    const response = await api(testApp({ logoDesigner: () => new FailingDesigner() }))
      .post(path(created.project.id, firstOf(created.prompts).id))
      .set("Authorization", user.authorization)
      .send({ count: 3 });
    expect(response.status).toBe(502);
    expect(response.body).toEqual({
      success: false,
      error: API_FALLBACK.generateWithPrompt,
      code: "generation-failed",
    });
    const quota = await api(testApp()).get("/logos/quota").set("Authorization", user.authorization);
    expect(quota.body.quota.currentCount).toBe(1);
  });

  it("replays a retried request with the same Idempotency-Key", async () => {
    const user = await signUpUser();
    const app = testApp();
    const created = await createProject(app, user, { count: 1, promptsCount: 1 });
    const send = () =>
      api(app)
        .post(path(created.project.id, firstOf(created.prompts).id))
        .set("Authorization", user.authorization)
        .set("Idempotency-Key", "similar-1")
        .send({ count: 2 });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await countDocuments("logos", user.uid)).toBe(3);
  });
});
