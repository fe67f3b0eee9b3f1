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
