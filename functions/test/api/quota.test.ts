import { describe, expect, it } from "vitest";
import { QuotaResponse, SCREEN_MESSAGE } from "../../src/contract";
import { userDocument } from "../../src/domain/membership-repository";
import { api, BRIEF, testApp } from "../support/api-client";
import { db, seedMembership, signUpUser } from "../support/emulators";

describe("GET /logos/quota", () => {
  it("answers 401 without a token or with a bad one", async () => {
    const app = testApp();
    const missing = await api(app).get("/logos/quota");
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      success: false,
      error: expect.stringContaining("sign in"),
      code: "unauthenticated",
    });
    const bad = await api(app).get("/logos/quota").set("Authorization", "Bearer not-a-token");
    expect(bad.status).toBe(401);
    expect(bad.body.success).toBe(false);
  });

  it("creates a FREE membership with this month's 12 generations on first use", async () => {
    const user = await signUpUser();
    const now = new Date("2026-05-10T12:00:00Z");
    const response = await api(testApp({ clock: () => now }))
      .get("/api/logos/quota")
      .set("Authorization", user.authorization);
    expect(response.status).toBe(200);
    expect(QuotaResponse.parse(response.body).quota).toEqual({
      membershipStatus: "FREE",
      currentCount: 0,
      limit: 12,
      remaining: 12,
      exports: { limit: 0, used: 0, remaining: 0 },
    });
    const stored = (await userDocument(db(), user.uid).get()).data();
    expect(stored).toMatchObject({ membershipStatus: "FREE", freePeriod: "2026-05", freeUsed: 0 });
  });

  it("counts purchased credits into the limit", async () => {
    const user = await signUpUser();
    await seedMembership(user.uid, {
      membershipStatus: "PREMIUM",
      purchasedGenerationCredits: 100,
      exportCredits: 2,
    });
    const response = await api(testApp()).get("/logos/quota").set("Authorization", user.authorization);
    expect(QuotaResponse.parse(response.body).quota).toMatchObject({
      membershipStatus: "PREMIUM",
      limit: 112,
      remaining: 112,
      exports: { limit: 2, used: 0, remaining: 2 },
    });
  });

  it("renews the free allowance on the 1st (UTC), keeping what was bought", async () => {
    const user = await signUpUser();
    let now = new Date("2026-01-31T23:59:00Z");
    const app = testApp({ clock: () => now });
    await seedMembership(user.uid, { purchasedGenerationCredits: 100, purchasedGenerationsUsed: 10 });

    const generated = await api(app)
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ ...BRIEF, count: 6, promptsCount: 2 });
    expect(generated.status).toBe(200);
    expect(generated.body.quota.after).toMatchObject({ currentCount: 22, limit: 112, remaining: 90 });

    now = new Date("2026-02-01T00:00:00Z");
    const renewed = await api(app).get("/logos/quota").set("Authorization", user.authorization);
    expect(QuotaResponse.parse(renewed.body).quota).toMatchObject({
      currentCount: 10,
      limit: 112,
      remaining: 102,
    });
    expect((await userDocument(db(), user.uid).get()).data()).toMatchObject({
      freePeriod: "2026-02",
      freeUsed: 0,
    });
  });

  it("shows the exhausted free plan until the month ends", async () => {
    const user = await signUpUser();
    const now = new Date("2026-03-15T08:00:00Z");
    await seedMembership(user.uid, { freePeriod: "2026-03", freeUsed: 12 });
    const app = testApp({ clock: () => now });
    const refused = await api(app)
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ ...BRIEF, count: 1, promptsCount: 1 });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      error: SCREEN_MESSAGE.generationLimitReached,
      code: "no-generation-credit",
    });
    const quota = await api(app).get("/logos/quota").set("Authorization", user.authorization);
    expect(quota.body.quota).toMatchObject({ currentCount: 12, remaining: 0 });
  });
});
