/**
 * Per-user request limits (issue 10): counted in Firestore, so two API instances share them; over
 * the limit is 429 with Retry-After and a message the browser cannot mistake for a credit limit.
 */
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/config/rate-limits";
import { isQuotaError } from "../../src/contract";
import { api, BRIEF, testApp } from "../support/api-client";
import { countDocuments, signUpUser } from "../support/emulators";

const TIGHT = {
  ...RATE_LIMITS,
  generate: { max: 2, windowSeconds: 60 },
  upload: { max: 1, windowSeconds: 600 },
};

describe("per-user rate limits", () => {
  it("refuses the request over the limit with 429 and Retry-After, across instances, for that user only", async () => {
    const user = await signUpUser();
    const other = await signUpUser();
    // Two instances of the API, as Cloud Functions would run them: the count is shared.
    const first = testApp({ rateLimits: TIGHT });
    const second = testApp({ rateLimits: TIGHT });
    const generate = (app: ReturnType<typeof testApp>, authorization: string) =>
      api(app)
        .post("/logos/generate")
        .set("Authorization", authorization)
        .send({ ...BRIEF, count: 1, promptsCount: 1 });

    expect((await generate(first, user.authorization)).status).toBe(200);
    expect((await generate(second, user.authorization)).status).toBe(200);
    const refused = await generate(first, user.authorization);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.body.success).toBe(false);
    expect(refused.body.error).toMatch(
      /^Too many requests in a short time\. Please wait \d+ seconds? and try again\.$/,
    );
    expect(isQuotaError(refused.body.error)).toBe(false);
    // Nothing was generated or charged for the refused request.
    expect(await countDocuments("logos", user.uid)).toBe(2);

    expect((await generate(second, other.authorization)).status).toBe(200);
  });

  it("limits uploads on their own counter", async () => {
    const user = await signUpUser();
    const app = testApp({ rateLimits: TIGHT });
    const upload = () =>
      api(app)
        .post("/logos/upload")
        .set("Authorization", user.authorization)
        .attach("file", Buffer.from("not an image"), { filename: "a.png", contentType: "image/png" });
    expect((await upload()).status).toBe(400);
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

describe("the payment rate limit", () => {
  it("answers 429 with Retry-After and a payment error code, before any charge", async () => {
    const user = await signUpUser();
    const app = testApp({ rateLimits: { ...RATE_LIMITS, payment: { max: 1, windowSeconds: 600 } } });
    const pay = () =>
      api(app).post("/payment").set("Authorization", user.authorization).send({
        cardholderName: "Ada Lovelace",
        cardNumber: "4000000000000002",
        expMonth: 12,
        expYear: 2040,
        cvv: "123",
        planType: "BASIC",
      });
    expect((await pay()).body.errorCode).toBe("PAYMENT_FAILED");
    const refused = await pay();
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.body).toMatchObject({ success: false, errorCode: "PAYMENT_FAILED" });
    expect(refused.body.error).toMatch(/^Too many requests/);
  });
});
