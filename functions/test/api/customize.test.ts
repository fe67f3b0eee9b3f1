import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/config/rate-limits";
import {
  CustomizeLogoResponse,
  DESIGN_MESSAGE,
  type DesignEdits,
  DesignOptionsResponse,
  DesignPreviewResponse,
  type GenerationResponse,
  IconSearchResponse,
  type Logo,
  LogoDesignResponse,
  ProjectDesignsResponse,
  QuotaResponse,
  UploadLogoResponse,
  UserLogosResponse,
} from "../../src/contract";
import { DesignEngineProvider } from "../../src/providers/logo-design/engine-provider";
import { api, testApp } from "../support/api-client";
import { bucket, fileExists, signUpUser, type TestUser } from "../support/emulators";
import { createProject, firstOf } from "../support/fixtures";

/**
 * The editor's calls against the emulators, with the real design engine drawing the
 * logos (only the engine's logos have an editable design).
 */
const engine = new DesignEngineProvider();
const engineApp = (overrides: Parameters<typeof testApp>[0] = {}) =>
  testApp({ logoDesigner: () => engine, ...overrides });

async function designedProject(app: ReturnType<typeof testApp>, user: TestUser): Promise<GenerationResponse> {
  return createProject(app, user, { name: "Crumb & Co.", count: 3, promptsCount: 1 });
}

async function designOf(app: ReturnType<typeof testApp>, user: TestUser, logo: Logo): Promise<DesignEdits> {
  const response = await api(app).get(`/logos/${logo.id}/design`).set("Authorization", user.authorization);
  expect(response.status).toBe(200);
  return LogoDesignResponse.parse(response.body).design;
}

async function quotaUsed(app: ReturnType<typeof testApp>, user: TestUser): Promise<number> {
  const response = await api(app).get("/logos/quota").set("Authorization", user.authorization);
  return QuotaResponse.parse(response.body).quota.currentCount;
}

async function download(path: string): Promise<Buffer> {
  const [bytes] = await bucket().file(path).download();
  return bytes;
}

describe("the logo editor's API", () => {
  it("saves an edited design as a new logo in the same group, with its files, and no credit used", async () => {
    const user = await signUpUser();
    const app = engineApp();
    const created = await designedProject(app, user);
    const source = firstOf(created.logos);
    const usedBefore = await quotaUsed(app, user);
    expect(usedBefore).toBe(3);

    const start = await designOf(app, user, source);
    expect(start.brandName).toBe("Crumb & Co.");
    const edits: DesignEdits = {
      ...start,
      tagline: "Baked at dawn",
      palette: { kind: "custom", background: "#FFFDF5", text: "#2B2118", brand: "#0B6E4F" },
      font: start.font === "playfair-display" ? "poppins" : "playfair-display",
      layout: "emblem",
    };

    const previewResponse = await api(app)
      .post(`/api/logos/${source.id}/design/preview`)
      .set("Authorization", user.authorization)
      .send(edits);
    expect(previewResponse.status).toBe(200);
    const preview = DesignPreviewResponse.parse(previewResponse.body);
    expect(preview.contrast.map((check) => check.role)).toContain("tagline");
    const previewPng = Buffer.from(preview.preview.slice("data:image/png;base64,".length), "base64");
    expect((await sharp(previewPng).metadata()).width).toBe(512);

    const saved = await api(app)
      .post(`/logos/${source.id}/design`)
      .set("Authorization", user.authorization)
      .send(edits);
    expect(saved.status).toBe(201);
    const { logo, promptsWithLogos } = CustomizeLogoResponse.parse(saved.body);
    expect(logo.id).not.toBe(source.id);
    expect(logo.promptId).toBe(source.promptId);
    expect(logo.projectId).toBe(source.projectId);
    expect(promptsWithLogos[source.promptId]?.logos.map((item) => item.id)).toEqual([logo.id]);

    // Stored like a generated logo: SVG master and watermarked 512 px preview (an export draws
    // the 1024 px PNG from the master).
    const folder = `users/${user.uid}/logos/${logo.id}`;
    for (const file of ["logo.svg", "preview-512.png"]) {
      expect(await fileExists(`${folder}/${file}`), file).toBe(true);
    }
    expect(await fileExists(`${folder}/logo-1024.png`)).toBe(false);
    const svg = (await download(`${folder}/logo.svg`)).toString("utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("#0B6E4F");
    // The preview the editor showed is the very file that was saved.
    const storedPreview = Buffer.from(await (await fetch(logo.url)).arrayBuffer());
    expect(storedPreview.equals(previewPng)).toBe(true);

    // It sits in the same group, and opens again with exactly the edits it was saved with.
    const groups = UserLogosResponse.parse(
      (await api(app).get("/user/logos").set("Authorization", user.authorization)).body,
    );
    expect(groups.promptsWithLogos[source.promptId]?.logos.map((item) => item.id)).toContain(logo.id);
    const reopened = await designOf(app, user, logo);
    expect(reopened).toEqual(edits);
    expect(reopened.tagline).toBe("Baked at dawn");

    // An edit of an existing design costs no generation credit.
    expect(await quotaUsed(app, user)).toBe(usedBefore);
  });

  it("answers a retry with the same Idempotency-Key once, and refuses the key for other edits", async () => {
    const user = await signUpUser();
    const app = engineApp();
    const source = firstOf((await designedProject(app, user)).logos);
    const edits = { ...(await designOf(app, user, source)), tagline: "Since 1921" };
    const save = (body: DesignEdits) =>
      api(app)
        .post(`/logos/${source.id}/design`)
        .set("Authorization", user.authorization)
        .set("Idempotency-Key", "customize-once")
        .send(body);

    const [first, second] = await Promise.all([save(edits), save(edits)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const logoId = CustomizeLogoResponse.parse(first.body).logo.id;
    expect(CustomizeLogoResponse.parse(second.body).logo.id).toBe(logoId);
    expect(CustomizeLogoResponse.parse((await save(edits)).body).logo.id).toBe(logoId);

    const reused = await save({ ...edits, tagline: "Since 1922" });
    expect(reused.status).toBe(422);

    const groups = UserLogosResponse.parse(
      (await api(app).get("/user/logos").set("Authorization", user.authorization)).body,
    );
    expect(groups.promptsWithLogos[source.promptId]?.logos).toHaveLength(4);
  });

  it("answers 404 for another user's logo or project, exactly as for a missing one", async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const app = engineApp();
    const created = await designedProject(app, owner);
    const source = firstOf(created.logos);
    const edits = await designOf(app, owner, source);

    const calls = [
      api(app).get(`/logos/${source.id}/design`),
      api(app).post(`/logos/${source.id}/design/preview`).send(edits),
      api(app).post(`/logos/${source.id}/design`).send(edits),
      api(app).get(`/projects/${created.project.id}/designs`),
    ];
    for (const call of calls) {
      const response = await call.set("Authorization", stranger.authorization);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        success: false,
        error: expect.stringMatching(/not found/),
        code: "not-found",
      });
    }
    const missing = await api(app)
      .get("/logos/noSuchLogo123/design")
      .set("Authorization", owner.authorization);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: "Logo not found", code: "not-found" });
  });

  it("answers 400 with the reason for bad edits, and saves nothing", async () => {
    const user = await signUpUser();
    const app = engineApp();
    const source = firstOf((await designedProject(app, user)).logos);
    const start = await designOf(app, user, source);
    const cases: [Partial<DesignEdits> | Record<string, unknown>, string | RegExp][] = [
      [{ tagline: "x".repeat(61) }, "Tagline must be at most 60 characters"],
      [{ brandName: "" }, "Brand name is required"],
      [{ palette: { kind: "custom", background: "white", text: "#000000", brand: "#123456" } }, /#RRGGBB/],
      [{ font: "comic-sans" }, DESIGN_MESSAGE.unknownFont],
      [{ palette: { kind: "curated", id: "rainbow", background: "light" } }, DESIGN_MESSAGE.unknownPalette],
      [{ layout: "spiral" }, DESIGN_MESSAGE.unknownLayout],
      [{ symbol: { kind: "icon", icon: "phosphor:no-such-icon" } }, DESIGN_MESSAGE.unknownIcon],
      [{ layout: "stacked", symbol: { kind: "none" } }, DESIGN_MESSAGE.layoutNeedsSymbol],
    ];
    for (const [change, message] of cases) {
      for (const path of [`/logos/${source.id}/design/preview`, `/logos/${source.id}/design`]) {
        const response = await api(app)
          .post(path)
          .set("Authorization", user.authorization)
          .send({ ...start, ...change });
        expect(response.status, `${path} ${JSON.stringify(change)}`).toBe(400);
        expect(response.body.error).toMatch(message);
      }
    }
    const groups = UserLogosResponse.parse(
      (await api(app).get("/user/logos").set("Authorization", user.authorization)).body,
    );
    expect(groups.promptsWithLogos[source.promptId]?.logos).toHaveLength(3);
  });

  it("answers 400 for logos with no vector design: other providers' logos and uploads", async () => {
    const user = await signUpUser();
    // The default test app draws with a stand-in designer, as Replicate would: not the engine.
    const otherProvider = testApp();
    const foreign = firstOf((await createProject(otherProvider, user, { count: 1, promptsCount: 1 })).logos);
    const app = engineApp();
    const engineLogo = firstOf((await designedProject(app, user)).logos);
    const edits = await designOf(app, user, engineLogo);

    const upload = await api(app)
      .post("/logos/upload")
      .set("Authorization", user.authorization)
      .attach(
        "file",
        // A mark on a backdrop: an image of one flat colour is refused at upload (no artwork).
        await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } })
          .composite([
            {
              input: Buffer.from(
                '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="20" fill="#fff"/></svg>',
              ),
            },
          ])
          .png()
          .toBuffer(),
        { filename: "mark.png", contentType: "image/png" },
      );
    const uploaded = UploadLogoResponse.parse(upload.body).logo;

    for (const [logo, message] of [
      [foreign, DESIGN_MESSAGE.noVectorDesign],
      [uploaded, DESIGN_MESSAGE.uploadNotCustomizable],
    ] as const) {
      const opened = await api(app).get(`/logos/${logo.id}/design`).set("Authorization", user.authorization);
      expect(opened.status).toBe(400);
      expect(opened.body).toEqual({ success: false, error: message, code: "invalid-input" });
      const saved = await api(app)
        .post(`/logos/${logo.id}/design`)
        .set("Authorization", user.authorization)
        .send(edits);
      expect(saved.status).toBe(400);
      expect(saved.body.error).toBe(message);
    }

    const designs = await api(app)
      .get(`/projects/${engineLogo.projectId}/designs`)
      .set("Authorization", user.authorization);
    const map = ProjectDesignsResponse.parse(designs.body).logos;
    expect(Object.values(map)).toHaveLength(3);
    expect(Object.values(map).every((entry) => entry.customizable && entry.reason === null)).toBe(true);
    const uploads = ProjectDesignsResponse.parse(
      (await api(app).get(`/projects/${uploaded.projectId}/designs`).set("Authorization", user.authorization))
        .body,
    ).logos;
    expect(uploads[uploaded.id]).toEqual({
      customizable: false,
      reason: DESIGN_MESSAGE.uploadNotCustomizable,
    });
  });

  it("lists the engine's options, searches symbols by word, and rate-limits previews", async () => {
    const user = await signUpUser();
    // One instant for every call: previews that straddle the fixed window's end would be counted
    // in a new window and pass where the test expects the refusal.
    const pinned = new Date();
    const app = engineApp({
      rateLimits: { ...RATE_LIMITS, designPreview: { max: 2, windowSeconds: 60 } },
      clock: () => pinned,
    });
    const options = DesignOptionsResponse.parse(
      (await api(app).get("/design/options").set("Authorization", user.authorization)).body,
    );
    expect(options.fonts.length).toBeGreaterThan(10);
    expect(options.layouts.map((layout) => layout.id)).toContain("emblem");

    const icons = await api(app).get("/design/icons?q=coffee").set("Authorization", user.authorization);
    expect(icons.status).toBe(200);
    const found = IconSearchResponse.parse(icons.body).icons;
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]?.preview).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await api(app).get("/design/icons?q=").set("Authorization", user.authorization)).status).toBe(
      400,
    );
    expect((await api(app).get("/design/icons?q=coffee")).status).toBe(401);

    const source = firstOf((await designedProject(app, user)).logos);
    const edits = await designOf(app, user, source);
    const preview = () =>
      api(app)
        .post(`/logos/${source.id}/design/preview`)
        .set("Authorization", user.authorization)
        .send(edits);
    // Drawn per pause in typing, so it must be quick: the engine and the watermark take tens of ms.
    const timings: number[] = [];
    for (let round = 0; round < 2; round++) {
      const started = performance.now();
      expect((await preview()).status).toBe(200);
      timings.push(performance.now() - started);
    }
    console.info(`Preview round trips in-process: ${timings.map((ms) => `${ms.toFixed(0)} ms`).join(", ")}`);
    expect(Math.min(...timings)).toBeLessThan(1000);
    const refused = await preview();
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.body.error).not.toMatch(/quota|limit/i);
  });
});
