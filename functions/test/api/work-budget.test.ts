/**
 * Costly work limited by what it costs: 'See it in use' drawn once per logo (or design) and
 * audience and then served from the cache; each account's work budget in CPU milliseconds; one
 * instance's cap that no set of accounts passes; thumbnails cut from a stored render. (The limiter
 * counting in the instance when Firestore fails is domain/rate-limit.test.ts: a Firestore client
 * aimed at no server retries for minutes before it fails.)
 */
import { getAuth } from "firebase-admin/auth";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { adminApp } from "../../src/config/firebase-admin";
import { RATE_LIMITS, WORK_COST } from "../../src/config/rate-limits";
import { type DesignEdits, LogoDesignResponse, MockupsResponse } from "../../src/contract";
import { thumbnailRenderPath } from "../../src/domain/exports/export-thumbnails";
import type { AppDependencies } from "../../src/http/dependencies";
import { DesignEngineProvider } from "../../src/providers/logo-design/engine-provider";
import { api } from "../support/api-client";
import { bucket, fileExists, seedMembership, signUpUser, type TestUser } from "../support/emulators";
import { bodyBytes, createVectorLogo, exportTestApp, requestExport, waitForExport } from "../support/exports";

/** Fixed instants, each test its own window, so counts never straddle a window's end. */
const windowStart = (minutesAhead: number) => {
  const at = new Date((Math.floor(Date.now() / 60_000) + minutesAhead) * 60_000 + 1_000);
  return () => at;
};

async function designOf(app: ReturnType<typeof exportTestApp>, user: TestUser, logoId: string) {
  const response = await api(app).get(`/logos/${logoId}/design`).set("Authorization", user.authorization);
  expect(response.status).toBe(200);
  return LogoDesignResponse.parse(response.body).design;
}

function mockups(
  app: ReturnType<typeof exportTestApp>,
  user: TestUser,
  logoId: string,
  design?: DesignEdits,
) {
  return api(app)
    .post(`/logos/${logoId}/mockups`)
    .set("Authorization", user.authorization)
    .send(design ? { design } : {});
}

/** Token checks counted, to show a refused call is answered before its token is checked again. */
let tokenChecks = 0;
const countingVerify: AppDependencies["verifyIdToken"] = async (token) => {
  tokenChecks++;
  const decoded = await getAuth(adminApp()).verifyIdToken(token, true);
  return { uid: decoded.uid, email: decoded.email ?? null, emailVerified: decoded.email_verified === true };
};

/** The design engine itself, so the logos have a design the editor can change. */
const engine = new DesignEngineProvider();
const engineApp = (overrides: Partial<AppDependencies> = {}) =>
  exportTestApp({ logoDesigner: () => engine, ...overrides });

describe("'See it in use' and the work budget", () => {
  let maker: ReturnType<typeof exportTestApp>;
  let owner: TestUser;
  let other: TestUser;
  let logoId: string;
  let otherLogoId: string;

  beforeAll(async () => {
    maker = engineApp();
    [owner, other] = await Promise.all([signUpUser(), signUpUser()]);
    [logoId, otherLogoId] = await Promise.all([
      createVectorLogo(maker, owner),
      createVectorLogo(maker, other),
    ]);
  });

  it("draws a logo's scenes once and serves the same scenes after, charging the cost of each", async () => {
    // Room for two drawings and a few cached answers: nothing more.
    const budget = 2 * WORK_COST.previewScenes + 5 * WORK_COST.cachedScenes;
    const app = engineApp({
      verifyIdToken: countingVerify,
      rateLimits: { ...RATE_LIMITS, work: { max: budget, windowSeconds: 60 } },
      clock: windowStart(2),
    });
    const first = await mockups(app, owner, logoId);
    expect(first.status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const again = await mockups(app, owner, logoId);
      expect(again.status).toBe(200);
      expect(MockupsResponse.parse(again.body).scenes).toEqual(MockupsResponse.parse(first.body).scenes);
    }
    // An unsaved design is drawn (and charged) on its own...
    const design = await designOf(app, owner, logoId);
    expect((await mockups(app, owner, logoId, { ...design, tagline: "Since 1921" })).status).toBe(200);
    // ...and the next new design is over the budget: refused before anything is drawn.
    const refused = await mockups(app, owner, logoId, { ...design, tagline: "Since 1922" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body.error).toMatch(
      /^Too many requests in a short time\. Please wait \d+ seconds? and try again\.$/,
    );
    // The same call again is refused by this instance's memory, before the token is checked.
    const checked = tokenChecks;
    const again = await mockups(app, owner, logoId, { ...design, tagline: "Since 1923" });
    expect(again.status).toBe(429);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
    expect(tokenChecks).toBe(checked);
    // Another account's budget is its own.
    expect((await mockups(app, other, otherLogoId)).status).toBe(200);
    // Someone else's logo is still a 404, cached or not.
    expect((await mockups(app, other, logoId)).status).toBe(404);
  });

  it("one instance's cap holds for all accounts together; another instance has its own", async () => {
    const capped = {
      rateLimits: RATE_LIMITS,
      instanceWorkCap: { max: WORK_COST.previewScenes + 100, windowSeconds: 60 },
      clock: windowStart(4),
    };
    const instance = engineApp(capped);
    expect(
      (await mockups(instance, owner, logoId, { ...(await designOf(instance, owner, logoId)), tagline: "A" }))
        .status,
    ).toBe(200);
    const busy = await mockups(instance, other, otherLogoId, {
      ...(await designOf(instance, other, otherLogoId)),
      tagline: "B",
    });
    expect(busy.status).toBe(503);
    expect(Number(busy.headers["retry-after"])).toBeGreaterThan(0);
    expect(busy.body.error).toMatch(
      /^Markery is busy drawing for many people right now\. Please wait \d+ seconds? and try again\.$/,
    );
    const secondInstance = engineApp(capped);
    expect(
      (
        await mockups(secondInstance, other, otherLogoId, {
          ...(await designOf(secondInstance, other, otherLogoId)),
          tagline: "B",
        })
      ).status,
    ).toBe(200);
  });
});

describe("thumbnails of an export's files", () => {
  const app = exportTestApp();
  let owner: TestUser;
  let exportId: string;

  beforeAll(async () => {
    owner = await signUpUser();
    await seedMembership(owner.uid, { exportCredits: 1 });
    exportId = await requestExport(app, owner, await createVectorLogo(app, owner));
    expect((await waitForExport(app, owner, exportId)).status).toBe("ready");
  });

  const thumbnail = (instance: ReturnType<typeof exportTestApp>, type: string, size: number) =>
    api(instance)
      .get(`/exports/${exportId}/resources/${type}/blob?preview=${size}`)
      .set("Authorization", owner.authorization);

  it("draws a stored render of a file once (the SVG out of process) and cuts every size from it", async () => {
    const budget = WORK_COST.thumbnailRender + 3 * WORK_COST.thumbnail;
    const instance = exportTestApp({
      rateLimits: { ...RATE_LIMITS, work: { max: budget, windowSeconds: 60 } },
      clock: windowStart(6),
    });
    const renderPath = thumbnailRenderPath(owner.uid, exportId, "vector_svg");
    expect(await fileExists(renderPath)).toBe(false);

    const first = await thumbnail(instance, "vector_svg", 128);
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/png");
    const size = await sharp(bodyBytes(first.body)).metadata();
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBe(128);
    expect(await fileExists(renderPath)).toBe(true);

    // Every later thumbnail is cut from the stored render: replace it and the thumbnail follows.
    const red = await sharp({ create: { width: 512, height: 512, channels: 4, background: "#ff0000" } })
      .png()
      .toBuffer();
    await bucket().file(renderPath).save(red, { contentType: "image/png" });
    const fromRender = await thumbnail(instance, "vector_svg", 64);
    expect(fromRender.status).toBe(200);
    const { data } = await sharp(bodyBytes(fromRender.body)).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);
    expect((await thumbnail(instance, "vector_svg", 256)).status).toBe(200);

    // A second file needs its own render, which the rest of the budget cannot pay for.
    const refused = await thumbnail(instance, "rmbg_men1scus", 128);
    expect(refused.status).toBe(429);
    expect(await fileExists(thumbnailRenderPath(owner.uid, exportId, "rmbg_men1scus"))).toBe(false);
  });
});

describe("the editor's lookups", () => {
  it("each have a limit of their own: the registries, the icon search and the font check", async () => {
    const user = await signUpUser();
    const app = exportTestApp({
      rateLimits: {
        ...RATE_LIMITS,
        designOptions: { max: 1, windowSeconds: 60 },
        designIcons: { max: 1, windowSeconds: 60 },
        designFonts: { max: 1, windowSeconds: 60 },
      },
      clock: windowStart(10),
    });
    for (const path of ["/design/options", "/design/icons?q=coffee", "/design/fonts?text=Acme"]) {
      const ask = () => api(app).get(path).set("Authorization", user.authorization);
      expect((await ask()).status).toBe(200);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe("rate-limited");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
  });
});
