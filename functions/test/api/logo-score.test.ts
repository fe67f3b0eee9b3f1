/**
 * A logo's score under the emulators: measured once and kept, 404 for anyone else's logo, the
 * uniqueness falling to 0 once another customer buys a look-alike, and the editor's unsaved
 * design scored as it would be saved (a faint palette scores lower on contrast).
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  CreateExportResponse,
  type DesignEdits,
  GenerationResponse,
  LogoDesignResponse,
  LogoScoreResponse,
  SCORE_TEXT,
} from "../../src/contract";
import { LogoDocument } from "../../src/domain/firestore-documents";
import { LOGO_MEASURES } from "../../src/domain/logo-score/measures-document";
import { renderMasterPng } from "../../src/engine/render";
import { DesignEngineProvider } from "../../src/providers/logo-design/engine-provider";
import { localLogoMeasurer } from "../../src/providers/logo-score/local-logo-measurer";
import { silhouetteFingerprinter } from "../../src/providers/look-alike/silhouette-fingerprinter";
import { api, testApp } from "../support/api-client";
import { bucket, db, seedMembership, signUpUser, type TestUser } from "../support/emulators";
import { uploadLogo } from "../support/exports";

const app = testApp({
  logoDesigner: () => new DesignEngineProvider(),
  fingerprints: silhouetteFingerprinter,
});

async function generateOne(user: TestUser, name = "Harbor & Pine"): Promise<string> {
  const response = await api(app)
    .post("/logos/generate")
    .set("Authorization", user.authorization)
    .send({ name, description: "A coastal outdoor gear shop", count: 1, promptsCount: 1 });
  expect(response.status, response.text).toBe(200);
  const [logo] = GenerationResponse.parse(response.body).logos;
  if (!logo) throw new Error("No logo was made");
  return logo.id;
}

async function scoreOf(user: TestUser, logoId: string) {
  const response = await api(app).get(`/logos/${logoId}/score`).set("Authorization", user.authorization);
  expect(response.status, response.text).toBe(200);
  return LogoScoreResponse.parse(response.body).score;
}

async function masterPng(logoId: string): Promise<Buffer> {
  const logo = LogoDocument.parse((await db().collection("logos").doc(logoId).get()).data());
  if (!logo.storagePaths.svg) throw new Error("No vector master");
  const [svg] = await bucket().file(logo.storagePaths.svg).download();
  return renderMasterPng(svg.toString("utf8"));
}

describe("a logo's score", () => {
  it("is measured once and kept, and answers 404 for another customer's logo", async () => {
    const owner = await signUpUser();
    const other = await signUpUser();
    const logoId = await generateOne(owner);

    const score = await scoreOf(owner, logoId);
    for (const facet of [score.uniqueness, score.legibility, score.contrast]) {
      expect(facet.score).toBeGreaterThanOrEqual(0);
      expect(facet.score).toBeLessThanOrEqual(100);
      expect(facet.sentence.length).toBeGreaterThan(10);
    }
    const kept = await db().collection(LOGO_MEASURES).doc(logoId).get();
    expect(kept.get("ownerUid")).toBe(owner.uid);
    expect(kept.get("measuredWith")).toBe(localLogoMeasurer.version);
    expect(await scoreOf(owner, logoId)).toEqual(score);

    const foreign = await api(app).get(`/logos/${logoId}/score`).set("Authorization", other.authorization);
    expect(foreign.status).toBe(404);
    const missing = await api(app)
      .get("/logos/noSuchLogo123/score")
      .set("Authorization", owner.authorization);
    expect(missing.status).toBe(404);
  }, 120_000);

  it("falls to 0 on uniqueness once another customer buys a look-alike", async () => {
    const buyer = await signUpUser();
    const copier = await signUpUser();
    await seedMembership(buyer.uid, { exportCredits: 1 });
    const bought = await generateOne(buyer, "Tidewater Coffee");
    const copy = await uploadLogo(
      app,
      copier,
      await sharp(await masterPng(bought))
        .resize(700)
        .png()
        .toBuffer(),
    );

    const before = await scoreOf(copier, copy);
    expect(before.uniqueness.sentence).not.toBe(SCORE_TEXT.uniqueness.soldLookAlike);

    const sold = await api(app)
      .post(`/logos/${bought}/export`)
      .set("Authorization", buyer.authorization)
      .send({});
    expect(sold.status, sold.text).toBe(201);
    CreateExportResponse.parse(sold.body);

    const after = await scoreOf(copier, copy);
    expect(after.uniqueness).toEqual({ score: 0, sentence: SCORE_TEXT.uniqueness.soldLookAlike });
    expect(after.uniqueness.score).toBeLessThan(before.uniqueness.score);
    // The buyer's own logo is not a look-alike of itself.
    expect((await scoreOf(buyer, bought)).uniqueness.sentence).not.toBe(SCORE_TEXT.uniqueness.soldLookAlike);
  }, 120_000);

  it("scores the editor's unsaved design as saved: a faint palette scores lower on contrast", async () => {
    const owner = await signUpUser();
    const other = await signUpUser();
    const logoId = await generateOne(owner);
    const loaded = await api(app).get(`/logos/${logoId}/design`).set("Authorization", owner.authorization);
    const design = LogoDesignResponse.parse(loaded.body).design;
    const scoreDesign = (user: TestUser, edits: DesignEdits) =>
      api(app).post(`/logos/${logoId}/design/score`).set("Authorization", user.authorization).send(edits);

    const strong = await scoreDesign(owner, {
      ...design,
      palette: { kind: "custom", background: "#FFFFFF", text: "#111111", brand: "#0B3D2E" },
    });
    expect(strong.status, strong.text).toBe(200);
    const faint = await scoreDesign(owner, {
      ...design,
      palette: { kind: "custom", background: "#FFFFFF", text: "#D8D8D8", brand: "#E2E2E2" },
    });
    expect(faint.status, faint.text).toBe(200);
    const strongScore = LogoScoreResponse.parse(strong.body).score;
    const faintScore = LogoScoreResponse.parse(faint.body).score;
    expect(faintScore.contrast.score).toBeLessThan(strongScore.contrast.score);
    expect(faintScore.contrast.score).toBeLessThan(50);

    expect((await scoreDesign(other, design)).status).toBe(404);
  }, 120_000);
});
