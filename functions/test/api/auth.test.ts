/**
 * Who may call the API: only verified accounts with live tokens. Every call of the
 * spec's table sits behind the same middleware, so GET /logos/quota stands for all of them.
 */
import { getAuth } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminApp } from "../../src/config/firebase-admin";
import { API_MESSAGE, EMAIL_VERIFICATION_REQUIRED } from "../../src/contract";
import { AuthUnavailableError } from "../../src/http/authenticated-user";
import { api, BRIEF, testApp } from "../support/api-client";
import { signInAgain, signUpUnverifiedUser, signUpUser } from "../support/emulators";

function authEmulatorUrl(path: string): string {
  return `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}${path}`;
}

describe("the API's sign-in checks", () => {
  it("refuses an account whose e-mail is not verified with 403 and the verification text", async () => {
    const user = await signUpUnverifiedUser();
    const app = testApp();
    const quota = await api(app).get("/logos/quota").set("Authorization", user.authorization);
    expect(quota.status).toBe(403);
    expect(quota.body).toEqual({ success: false, error: EMAIL_VERIFICATION_REQUIRED, code: "unverified" });
    const generate = await api(app)
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ ...BRIEF, count: 1, promptsCount: 1 });
    expect(generate.status).toBe(403);
  });

  it("accepts the same account once its e-mail is verified", async () => {
    const user = await signUpUser();
    const quota = await api(testApp()).get("/logos/quota").set("Authorization", user.authorization);
    expect(quota.status).toBe(200);
  });

  it("refuses an anonymous account (no e-mail at all)", async () => {
    const response = await fetch(
      authEmulatorUrl("/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any"),
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ returnSecureToken: true }),
      },
    );
    const { idToken } = z.object({ idToken: z.string() }).parse(await response.json());
    const quota = await api(testApp()).get("/logos/quota").set("Authorization", `Bearer ${idToken}`);
    expect(quota.status).toBe(403);
  });

  it("refuses a token of a disabled account with 401", async () => {
    const user = await signUpUser();
    await getAuth(adminApp()).updateUser(user.uid, { disabled: true });
    const quota = await api(testApp()).get("/logos/quota").set("Authorization", user.authorization);
    expect(quota.status).toBe(401);
    expect(quota.body).toEqual({
      success: false,
      error: API_MESSAGE.unauthenticated,
      code: "unauthenticated",
    });
  });

  it("refuses a token issued before its sessions were revoked with 401", async () => {
    const user = await signUpUser();
    // Revocation compares whole seconds: make sure the token is from an earlier second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await getAuth(adminApp()).revokeRefreshTokens(user.uid);
    const app = testApp();
    const stale = await api(app).get("/logos/quota").set("Authorization", user.authorization);
    expect(stale.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await signInAgain(user);
    expect((await api(app).get("/logos/quota").set("Authorization", fresh.authorization)).status).toBe(200);
  });

  it("answers 503, not 401, when Auth cannot be reached", async () => {
    const app = testApp({
      verifyIdToken: async () => {
        throw new AuthUnavailableError("connect ECONNREFUSED");
      },
    });
    const quota = await api(app).get("/logos/quota").set("Authorization", "Bearer some-token");
    expect(quota.status).toBe(503);
    expect(quota.headers["retry-after"]).toBe("5");
    expect(quota.body).toEqual({
      success: false,
      error: API_MESSAGE.authUnavailable,
      code: "auth-unavailable",
    });
  });
});
