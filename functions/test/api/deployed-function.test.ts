/**
 * The same API as deployed: the `api` function in the Functions emulator, directly and through
 * Hosting's /api rewrite. Runs when those emulators are up (npm test starts them after the build;
 * see test/support/global-setup.ts).
 */
import { describe, expect, it } from "vitest";
import { GenerationResponse, QuotaResponse } from "../../src/contract";
import { BRIEF } from "../support/api-client";
import { signUpUser } from "../support/emulators";

const functionUrl = process.env.MARKERY_TEST_FUNCTION_URL;
const hostingApiUrl = process.env.MARKERY_TEST_HOSTING_API_URL;

describe.skipIf(!functionUrl)("the deployed api function", () => {
  it("answers 401 without a token", async () => {
    const response = await fetch(`${functionUrl}/logos/quota`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("generates, stores and serves 6 logos for a signed-in user", async () => {
    const user = await signUpUser();
    const headers = { Authorization: user.authorization, "Content-Type": "application/json" };
    const generated = await fetch(`${functionUrl}/logos/generate`, {
      method: "POST",
      headers,
      body: JSON.stringify({ ...BRIEF, count: 3, promptsCount: 2 }),
    });
    expect(generated.status).toBe(200);
    const body = GenerationResponse.parse(await generated.json());
    expect(body.generated).toBe(6);
    const preview = await fetch(body.logos[0]?.url ?? "");
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toContain("image/png");
    const quota = QuotaResponse.parse(await (await fetch(`${functionUrl}/logos/quota`, { headers })).json());
    expect(quota.quota.remaining).toBe(6);
  });
});

/** Where the API is reached as deployed: its own URL and, when Hosting runs, Hosting's /api. */
const deployedUrls = [functionUrl, hostingApiUrl].filter((url): url is string => url !== undefined);
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

describe.skipIf(deployedUrls.length === 0)("errors and headers of the deployed api", () => {
  it.each(deployedUrls)(
    "answers malformed JSON with the API's JSON error, not the platform's HTML page (%s)",
    async (url) => {
      // The platform parses the body before our app runs; it used to answer with its own HTML page.
      const response = await fetch(`${url}/logos/generate`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"name":',
      });
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ success: false, error: "The request body is not valid JSON." });
      expect(response.headers.get("content-security-policy")).toBe(API_POLICY);
    },
  );

  it.each(deployedUrls)(
    "keeps the API's strict policy on its answers, through Hosting too (%s)",
    async (url) => {
      const response = await fetch(`${url}/payment/config`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-security-policy")).toBe(API_POLICY);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      // No x-powered-by check here: the Functions emulator's own front server (firebase-tools'
      // express, which proxies to the worker that runs our app) adds one to every answer. The app
      // and the runtime it runs in send none (src/http/platform-body-errors.test.ts).
    },
  );
});

describe.skipIf(!hostingApiUrl)("the api through Hosting's /api rewrite", () => {
  it("reaches the function with the /api prefix", async () => {
    const user = await signUpUser();
    const response = await fetch(`${hostingApiUrl}/logos/quota`, {
      headers: { Authorization: user.authorization },
    });
    expect(response.status).toBe(200);
    expect(QuotaResponse.parse(await response.json()).quota.limit).toBe(12);
  });
});
