/**
 * Per-user request limits: counted in Firestore, so two API instances share them; over
 * the limit is 429 with Retry-After and the code "rate-limited", which the browser tells apart
 * from running out of credits (same status, its own code), with a message that never reads as one.
 */
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/config/rate-limits";
import { isQuotaError } from "../../src/contract";
import { api, BRIEF, testApp } from "../support/api-client";
import { countDocuments, signUpUser } from "../support/emulators";

/**
 * Every app here reads one instant: the limits count in fixed windows, and calls that straddle a
 * window's end would start counting again and pass where the test expects a refusal.
 */
const PINNED = new Date();
const pinnedClock = () => PINNED;

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
    const first = testApp({ rateLimits: TIGHT, clock: pinnedClock });
    const second = testApp({ rateLimits: TIGHT, clock: pinnedClock });
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
    expect(refused.body.code).toBe("rate-limited");
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
    const app = testApp({ rateLimits: TIGHT, clock: pinnedClock });
    const upload = () =>
      api(app)
        .post("/logos/upload")
        .set("Authorization", user.authorization)
        .attach("file", Buffer.from("not an image"), { filename: "a.png", contentType: "image/png" });
    expect((await upload()).status).toBe(400);
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate-limited");
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

describe("the export limits", () => {
  const LIMITED = {
    ...RATE_LIMITS,
    export: { max: 2, windowSeconds: 60 },
    exportDownload: { max: 2, windowSeconds: 60 },
  };

  // The limit is counted before the route looks anything up, so missing ids show it just as well:
  // before it was applied, every one of these calls answered 404, however many came.
  it.each([
    [
      "export",
      (app: ReturnType<typeof testApp>, auth: string) =>
        api(app).post("/logos/no-such-logo/export").set("Authorization", auth).send({}),
    ],
    [
      "'Try again'",
      (app: ReturnType<typeof testApp>, auth: string) =>
        api(app).post("/exports/no-such-export/retry").set("Authorization", auth),
    ],
    [
      "'Download all (.zip)'",
      (app: ReturnType<typeof testApp>, auth: string) =>
        api(app).get("/exports/no-such-export/archive").set("Authorization", auth),
    ],
    [
      "a file download",
      (app: ReturnType<typeof testApp>, auth: string) =>
        api(app).get("/exports/no-such-export/resources/low_ql/blob").set("Authorization", auth),
    ],
    [
      "a file thumbnail",
      (app: ReturnType<typeof testApp>, auth: string) =>
        api(app).get("/exports/no-such-export/resources/low_ql/blob?preview=64").set("Authorization", auth),
    ],
  ])("applies to %s: 429 with Retry-After past the limit", async (_name, call) => {
    const user = await signUpUser();
    const app = testApp({ rateLimits: LIMITED, clock: pinnedClock });
    expect((await call(app, user.authorization)).status).toBe(404);
    expect((await call(app, user.authorization)).status).toBe(404);
    const refused = await call(app, user.authorization);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      code: "rate-limited",
      error: expect.stringMatching(/^Too many requests/),
    });
  });
});

describe("the limiter under a burst", () => {
  const BURST = 40;
  const preview = (app: ReturnType<typeof testApp>, authorization: string) =>
    api(app).post("/logos/no-such-logo/design/preview").set("Authorization", authorization).send({});

  it("never fails a request: 40 parallel previews of one user from 40 instances all get their answer", async () => {
    const user = await signUpUser();
    // One app per request, as the Functions emulator runs one worker per concurrent request:
    // nothing in one process lines them up. With one Firestore transaction per count, 27 of 40
    // failed with "Transaction lock timeout" and the user's next request waited behind them.
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => preview(testApp({ clock: pinnedClock }), user.authorization)),
    );
    // 400: the empty edit is refused by the route once the limiter let it through.
    expect(answers.map((answer) => answer.status)).toEqual(Array(BURST).fill(400));
    expect((await preview(testApp({ clock: pinnedClock }), user.authorization)).status).toBe(400);
  });

  it("lets no more than the limit through a burst that crosses it, and fails none", async () => {
    const user = await signUpUser();
    const rateLimits = { ...RATE_LIMITS, designPreview: { max: 5, windowSeconds: 60 } };
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        preview(testApp({ rateLimits, clock: pinnedClock }), user.authorization),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
  });
});

describe("the payment rate limit", () => {
  it("answers 429 with Retry-After and a payment error code, before any charge", async () => {
    const user = await signUpUser();
    const app = testApp({
      rateLimits: { ...RATE_LIMITS, payment: { max: 1, windowSeconds: 600 } },
      clock: pinnedClock,
    });
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
