import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { API_FALLBACK, GenerationResponse, ProjectsResponse, SCREEN_MESSAGE } from "../../src/contract";
import { userDocument } from "../../src/domain/membership-repository";
import { renderMasterPng } from "../../src/engine/render";
import { getLogoDesignProvider } from "../../src/providers/logo-design";
import { api, BRIEF, testApp } from "../support/api-client";
import { bucket, countDocuments, db, fileExists, seedMembership, signUpUser } from "../support/emulators";
import {
  FailingDesigner,
  GatedDesigner,
  PlanningFailsDesigner,
  QuickDesigner,
} from "../support/test-designers";

describe("POST /logos/generate", () => {
  it("makes 6 logos with the real designer, stores them and serves the previews (first slice)", async () => {
    const user = await signUpUser();
    const app = testApp({ logoDesigner: getLogoDesignProvider });
    const response = await api(app)
      .post("/api/logos/generate")
      .set("Authorization", user.authorization)
      .send({ ...BRIEF, count: 3, promptsCount: 2 });
    expect(response.status).toBe(200);
    const body = GenerationResponse.parse(response.body);
    expect(body).toMatchObject({ success: true, requested: 6, generated: 6 });
    expect(body.project).toMatchObject({ name: BRIEF.name, description: BRIEF.description, logoCount: 6 });
    expect(body.prompts).toHaveLength(2);
    expect(body.logos).toHaveLength(6);
    for (const prompt of body.prompts) {
      expect(prompt.projectId).toBe(body.project.id);
      expect(body.promptsWithLogos[prompt.id]?.logos).toHaveLength(3);
    }
    expect(body.quota.before).toMatchObject({ currentCount: 0, remaining: 12 });
    expect(body.quota.after).toMatchObject({ currentCount: 6, remaining: 6 });

    // Recorded in Firestore, filed in Storage, and the URL serves a 512 px preview.
    expect(await countDocuments("projects", user.uid)).toBe(1);
    expect(await countDocuments("prompts", user.uid)).toBe(2);
    expect(await countDocuments("logos", user.uid)).toBe(6);
    for (const logo of body.logos) {
      const folder = `users/${user.uid}/logos/${logo.id}`;
      expect(await fileExists(`${folder}/preview-512.png`)).toBe(true);
      expect(await fileExists(`${folder}/logo.svg`)).toBe(true);
      // The 1024 px PNG is drawn from the master when the logo is exported, not stored now.
      expect(await fileExists(`${folder}/logo-1024.png`)).toBe(false);
      expect(logo.url).toMatch(/\/v0\/b\/[^/]+\/o\/.+preview-512\.png\?alt=media&token=/);
    }
    const first = body.logos[0];
    if (!first) throw new Error("no logo");
    const image = await fetch(first.url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toContain("image/png");
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([512, 512]);
  });

  it("burns the watermark into the preview and gives no public URL to the SVG master", async () => {
    const user = await signUpUser();
    const app = testApp();
    const response = await api(app)
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ ...BRIEF, count: 1, promptsCount: 1 });
    const logo = GenerationResponse.parse(response.body).logos[0];
    if (!logo) throw new Error("no logo");
    const folder = `users/${user.uid}/logos/${logo.id}`;
    const tokensOf = async (path: string) => {
      const [metadata] = await bucket().file(path).getMetadata();
      return metadata.metadata?.firebaseStorageDownloadTokens;
    };
    expect(await tokensOf(`${folder}/preview-512.png`)).toEqual(expect.any(String));
    expect(await tokensOf(`${folder}/logo.svg`)).toBeUndefined();

    // The test designer draws one flat colour: every pixel that differs is the watermark.
    const preview = await sharp(Buffer.from(await (await fetch(logo.url)).arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const svg = (await bucket().file(`${folder}/logo.svg`).download())[0].toString("utf8");
    const master = await sharp(await renderMasterPng(svg))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [r, g, b] = [master.data[0], master.data[1], master.data[2]];
    let marked = 0;
    for (let i = 0; i < preview.data.length; i += preview.info.channels) {
      if (preview.data[i] !== r || preview.data[i + 1] !== g || preview.data[i + 2] !== b) marked++;
    }
    expect(marked / (512 * 512)).toBeGreaterThan(0.03);
  });

  it("answers 401 without a valid token and writes nothing", async () => {
    const response = await api(testApp())
      .post("/logos/generate")
      .send({ ...BRIEF, count: 3, promptsCount: 2 });
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
  });

  it.each([
    [{ description: BRIEF.description, count: 3, promptsCount: 2 }, "Brand name is required"],
    [{ ...BRIEF, name: "   ", count: 3, promptsCount: 2 }, "Brand name is required"],
    [{ ...BRIEF, description: "", count: 3, promptsCount: 2 }, "Brand description is required"],
    [
      { ...BRIEF, name: "x".repeat(81), count: 3, promptsCount: 2 },
      "Brand name must be at most 80 characters",
    ],
    [{ ...BRIEF, description: "x".repeat(1001) }, "Brand description must be at most 1000 characters"],
    [{ ...BRIEF, count: 7, promptsCount: 1 }, "count must be a whole number from 1 to 6"],
    [{ ...BRIEF, count: 0, promptsCount: 1 }, "count must be a whole number from 1 to 6"],
    [{ ...BRIEF, count: 2.5, promptsCount: 1 }, "count must be a whole number from 1 to 6"],
    [{ ...BRIEF, count: 3, promptsCount: 5 }, "promptsCount must be a whole number from 1 to 4"],
  ])("answers 400 for %j with '%s' and writes nothing", async (payload, message) => {
    const user = await signUpUser();
    const response = await api(testApp())
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send(payload);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, error: message, code: "invalid-input" });
    expect((await userDocument(db(), user.uid).get()).exists).toBe(false);
    expect(await countDocuments("projects", user.uid)).toBe(0);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const user = await signUpUser();
    const response = await api(testApp())
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .set("Content-Type", "application/json")
      .send("{not json");
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });

  it("refuses with the limit message and writes nothing when no generations remain", async () => {
    const user = await signUpUser();
    const now = new Date("2026-06-02T10:00:00Z");
    await seedMembership(user.uid, { freePeriod: "2026-06", freeUsed: 12 });
    const before = (await userDocument(db(), user.uid).get()).data();
    const response = await api(testApp({ clock: () => now }))
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ ...BRIEF, count: 3, promptsCount: 2 });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      success: false,
      error: SCREEN_MESSAGE.generationLimitReached,
      code: "no-generation-credit",
    });
    expect((await userDocument(db(), user.uid).get()).data()).toEqual(before);
    expect(await countDocuments("projects", user.uid)).toBe(0);
    const reservations = await userDocument(db(), user.uid).collection("generations").get();
    expect(reservations.size).toBe(0);
  });

  it("grants what remains: 6 requested with 4 left makes 4 (partial grant)", async () => {
    const user = await signUpUser();
    const now = new Date("2026-06-02T10:00:00Z");
    await seedMembership(user.uid, { freePeriod: "2026-06", freeUsed: 8 });
    const response = await api(testApp({ clock: () => now }))
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ ...BRIEF, count: 3, promptsCount: 2 });
    expect(response.status).toBe(200);
    const body = GenerationResponse.parse(response.body);
    expect(body).toMatchObject({ requested: 6, generated: 4 });
    expect(body.logos).toHaveLength(4);
    expect(body.prompts.map((prompt) => body.promptsWithLogos[prompt.id]?.logos.length)).toEqual([3, 1]);
    expect(body.quota.after).toMatchObject({ currentCount: 12, remaining: 0 });
    expect(body.project.logoCount).toBe(4);
  });

  it("refunds every credit and answers 502 when the designer fails for every logo", async () => {
    const user = await signUpUser();
    const designer = new FailingDesigner();
    const response = await api(testApp({ logoDesigner: () => designer }))
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ ...BRIEF, count: 3, promptsCount: 2 });
    expect(response.status).toBe(502);
    expect(response.body).toEqual({
      success: false,
      error: API_FALLBACK.generateLogos,
      code: "generation-failed",
    });
    expect(designer.designCalls).toBe(6);
    const quota = await api(testApp()).get("/logos/quota").set("Authorization", user.authorization);
    expect(quota.body.quota).toMatchObject({ currentCount: 0, remaining: 12 });
    expect(await countDocuments("projects", user.uid)).toBe(0);
    expect(await countDocuments("logos", user.uid)).toBe(0);
  });

  it("refunds everything when planning the directions fails", async () => {
    const user = await signUpUser();
    const response = await api(testApp({ logoDesigner: () => new PlanningFailsDesigner() }))
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ ...BRIEF, count: 3, promptsCount: 1 });
    expect(response.status).toBe(502);
    const quota = await api(testApp()).get("/logos/quota").set("Authorization", user.authorization);
    expect(quota.body.quota.remaining).toBe(12);
  });

  it("keeps the logos that were made and refunds the ones that failed", async () => {
    const user = await signUpUser();
    const response = await api(testApp({ logoDesigner: () => new FailingDesigner([1]) }))
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ ...BRIEF, count: 3, promptsCount: 2 });
    expect(response.status).toBe(200);
    const body = GenerationResponse.parse(response.body);
    expect(body).toMatchObject({ requested: 6, generated: 4 });
    expect(body.quota.after).toMatchObject({ currentCount: 4, remaining: 8 });
    expect(await countDocuments("logos", user.uid)).toBe(4);
    const stored = (await userDocument(db(), user.uid).get()).data();
    expect(stored).toMatchObject({ freeUsed: 4 });
  });

  it("answers a retried request with the same Idempotency-Key once, without charging again", async () => {
    const user = await signUpUser();
    const designer = new QuickDesigner();
    const app = testApp({ logoDesigner: () => designer });
    const send = () =>
      api(app)
        .post("/logos/generate")
        .set("Authorization", user.authorization)
        .set("Idempotency-Key", "retry-test-key-1")
        .send({ ...BRIEF, count: 3, promptsCount: 1 });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(designer.designCalls).toBe(3);
    expect(await countDocuments("projects", user.uid)).toBe(1);
    const quota = await api(app).get("/logos/quota").set("Authorization", user.authorization);
    expect(quota.body.quota).toMatchObject({ currentCount: 3, remaining: 9 });

    const otherRequest = await api(app)
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .set("Idempotency-Key", "retry-test-key-1")
      .send({ ...BRIEF, count: 1, promptsCount: 1 });
    expect(otherRequest.status).toBe(422);
    expect(otherRequest.body.success).toBe(false);
  });

  it("answers concurrent retries with the first result while it is still running", async () => {
    const user = await signUpUser();
    const designer = new GatedDesigner();
    const app = testApp({ logoDesigner: () => designer });
    const send = () =>
      api(app)
        .post("/logos/generate")
        .set("Authorization", user.authorization)
        .set("Idempotency-Key", "concurrent-key")
        .send({ ...BRIEF, count: 2, promptsCount: 1 })
        .then((response) => response);
    const attempts = [send(), send(), send()];
    setTimeout(() => designer.release(), 1500);
    const responses = await Promise.all(attempts);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const projectIds = new Set(responses.map((response) => response.body.project.id));
    expect(projectIds.size).toBe(1);
    expect(designer.designCalls).toBe(2);
    const quota = await api(app).get("/logos/quota").set("Authorization", user.authorization);
    expect(quota.body.quota.currentCount).toBe(2);
  });

  it("a key that only failed before may be retried and is charged once", async () => {
    const user = await signUpUser();
    const failing = await api(testApp({ logoDesigner: () => new FailingDesigner() }))
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .set("Idempotency-Key", "failed-then-ok")
      .send({ ...BRIEF, count: 2, promptsCount: 1 });
    expect(failing.status).toBe(502);
    const retry = await api(testApp())
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .set("Idempotency-Key", "failed-then-ok")
      .send({ ...BRIEF, count: 2, promptsCount: 1 });
    expect(retry.status).toBe(200);
    expect(retry.body.quota.after.currentCount).toBe(2);
  });

  it("answers 400 for an unusable Idempotency-Key", async () => {
    const user = await signUpUser();
    const response = await api(testApp())
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .set("Idempotency-Key", "x".repeat(300))
      .send({ ...BRIEF, count: 1, promptsCount: 1 });
    expect(response.status).toBe(400);
    expect(await countDocuments("projects", user.uid)).toBe(0);
  });

  it("makes exactly 12 logos from 20 parallel requests by a user with 12 left", async () => {
    const user = await signUpUser();
    const designer = new QuickDesigner();
    // Four API instances, as Cloud Functions may run: within one, a user's quota transactions
    // queue up; across them, only the Firestore transactions keep the count right.
    const instances = Array.from({ length: 4 }, () => testApp({ logoDesigner: () => designer }));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api(instances[index % instances.length] ?? testApp())
          .post("/logos/generate")
          .set("Authorization", user.authorization)
          .send({ ...BRIEF, count: 1 + (index % 3), promptsCount: 1 }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    const generated = responses
      .filter((response) => response.status === 200)
      .reduce((sum, response) => sum + GenerationResponse.parse(response.body).generated, 0);
    expect(generated).toBe(12);
    expect(designer.designCalls).toBe(12);
    expect(await countDocuments("logos", user.uid)).toBe(12);

    const stored = (await userDocument(db(), user.uid).get()).data();
    expect(stored).toMatchObject({ freeUsed: 12 });
    const app = testApp();
    const quota = await api(app).get("/logos/quota").set("Authorization", user.authorization);
    expect(quota.body.quota).toMatchObject({ currentCount: 12, remaining: 0 });
    const projects = ProjectsResponse.parse(
      (await api(app).get("/logo/projects").set("Authorization", user.authorization)).body,
    );
    expect(projects.projects.reduce((sum, project) => sum + project.logoCount, 0)).toBe(12);
  }, 240_000);
});
