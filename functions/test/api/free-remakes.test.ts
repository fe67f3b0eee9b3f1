/**
 * Free fixes after purchase, under the emulators: an edit of a bought logo that keeps its symbol
 * (name, tagline, colours, font, layout) exports without a credit, up to five times, and the
 * bought export lists its remakes; an edit with another symbol pays like a new logo.
 */
import { describe, expect, it } from "vitest";
import {
  CreateExportResponse,
  CustomizeLogoResponse,
  type DesignEdits,
  ExportResponse,
  FREE_REMAKES,
  GenerationResponse,
  LogoDesignResponse,
  RemakeCheckResponse,
} from "../../src/contract";
import { DesignEngineProvider } from "../../src/providers/logo-design/engine-provider";
import { silhouetteFingerprinter } from "../../src/providers/look-alike/silhouette-fingerprinter";
import { api, testApp } from "../support/api-client";
import { seedMembership, signUpUser, type TestUser } from "../support/emulators";
import { userCounters } from "../support/exports";

type App = ReturnType<typeof testApp>;

const app: App = testApp({
  logoDesigner: () => new DesignEngineProvider(),
  fingerprints: silhouetteFingerprinter,
});

async function boughtLogo(user: TestUser): Promise<{ logoId: string; exportId: string }> {
  const generated = await api(app).post("/logos/generate").set("Authorization", user.authorization).send({
    name: "Crumb & Co.",
    description: "A neighbourhood bakery with sourdough",
    count: 1,
    promptsCount: 1,
  });
  expect(generated.status, generated.text).toBe(200);
  const [logo] = GenerationResponse.parse(generated.body).logos;
  if (!logo) throw new Error("No logo was made");
  const exported = await exportOf(user, logo.id);
  expect(exported.status, exported.text).toBe(201);
  return { logoId: logo.id, exportId: CreateExportResponse.parse(exported.body).exportId };
}

function exportOf(user: TestUser, logoId: string) {
  return api(app).post(`/logos/${logoId}/export`).set("Authorization", user.authorization).send({});
}

async function edit(
  user: TestUser,
  logoId: string,
  change: (design: DesignEdits) => DesignEdits,
): Promise<string> {
  const loaded = await api(app).get(`/logos/${logoId}/design`).set("Authorization", user.authorization);
  expect(loaded.status, loaded.text).toBe(200);
  const saved = await api(app)
    .post(`/logos/${logoId}/design`)
    .set("Authorization", user.authorization)
    .send(change(LogoDesignResponse.parse(loaded.body).design));
  expect(saved.status, saved.text).toBe(201);
  return CustomizeLogoResponse.parse(saved.body).logo.id;
}

async function remakeCheck(user: TestUser, logoId: string) {
  const response = await api(app).get(`/logos/${logoId}/remake`).set("Authorization", user.authorization);
  expect(response.status, response.text).toBe(200);
  return RemakeCheckResponse.parse(response.body).remake;
}

async function exportView(user: TestUser, exportId: string) {
  const response = await api(app).get(`/exports/${exportId}`).set("Authorization", user.authorization);
  expect(response.status, response.text).toBe(200);
  return ExportResponse.parse(response.body).data.export;
}

/** Small fixes that keep the symbol: a corrected name, a tagline, colours, a font, a layout. */
const FIXES: ((design: DesignEdits) => DesignEdits)[] = [
  (design) => ({ ...design, brandName: "Crumb and Co." }),
  (design) => ({ ...design, tagline: "Baked at dawn" }),
  (design) => ({
    ...design,
    palette: { kind: "custom", background: "#FFFDF5", text: "#2B2118", brand: "#0B6E4F" },
  }),
  (design) => ({ ...design, font: design.font === "poppins" ? "playfair-display" : "poppins" }),
  (design) => ({ ...design, tagline: "Sourdough daily" }),
  (design) => ({ ...design, brandName: "Crumb & Company" }),
];

describe("free remakes of a bought logo", () => {
  it("exports up to five edits that keep the symbol without a credit, lists them, and charges the sixth", async () => {
    const owner = await signUpUser();
    await seedMembership(owner.uid, { exportCredits: 1 });
    const bought = await boughtLogo(owner);
    expect(await userCounters(owner.uid)).toMatchObject({ exportsUsed: 1, exportCredits: 1 });
    expect((await exportView(owner, bought.exportId)).remakesLeft).toBe(FREE_REMAKES);

    // Each fix edits the previous one: a chain of edits still leads back to the bought logo.
    let from = bought.logoId;
    const remakeIds: string[] = [];
    for (const [index, fix] of FIXES.slice(0, FREE_REMAKES).entries()) {
      const edited = await edit(owner, from, fix);
      expect(await remakeCheck(owner, edited)).toEqual({
        exportId: bought.exportId,
        number: 1,
        remakesLeft: FREE_REMAKES - index,
      });
      const exported = await exportOf(owner, edited);
      expect(exported.status, exported.text).toBe(201);
      const remakeId = CreateExportResponse.parse(exported.body).exportId;
      remakeIds.push(remakeId);
      expect((await exportView(owner, remakeId)).remakeOf).toEqual({ exportId: bought.exportId, number: 1 });
      from = edited;
    }
    // No credit was left after the purchase, and none was needed.
    expect(await userCounters(owner.uid)).toMatchObject({ exportsUsed: 1, exportCredits: 1 });
    const view = await exportView(owner, bought.exportId);
    expect(view.remakes.map((remake) => remake.exportId)).toEqual(remakeIds);
    expect(view.remakesLeft).toBe(0);

    // The sixth fix is a remake with none left: it needs a credit, and there is none.
    const sixth = await edit(owner, from, FIXES[FREE_REMAKES] ?? ((design) => design));
    expect(await remakeCheck(owner, sixth)).toMatchObject({ exportId: bought.exportId, remakesLeft: 0 });
    const refused = await exportOf(owner, sixth);
    expect(refused.status, refused.text).toBe(429);
    expect(await userCounters(owner.uid)).toMatchObject({ exportsUsed: 1, exportCredits: 1 });
  }, 240_000);

  it("charges an edit that changes the symbol: a new symbol is a new logo", async () => {
    const owner = await signUpUser();
    await seedMembership(owner.uid, { exportCredits: 2 });
    const bought = await boughtLogo(owner);
    const newSymbol = await edit(owner, bought.logoId, (design) => ({
      ...design,
      symbol:
        design.symbol.kind === "monogram" ? { kind: "icon", icon: "phosphor:anchor" } : { kind: "monogram" },
    }));
    expect(await remakeCheck(owner, newSymbol)).toBeNull();
    const exported = await exportOf(owner, newSymbol);
    expect(exported.status, exported.text).toBe(201);
    expect((await exportView(owner, CreateExportResponse.parse(exported.body).exportId)).remakeOf).toBeNull();
    expect(await userCounters(owner.uid)).toMatchObject({ exportsUsed: 2, exportCredits: 2 });
    expect((await exportView(owner, bought.exportId)).remakes).toEqual([]);
  }, 120_000);

  it("answers 404 for another customer's logo", async () => {
    const owner = await signUpUser();
    const other = await signUpUser();
    await seedMembership(owner.uid, { exportCredits: 1 });
    const bought = await boughtLogo(owner);
    const response = await api(app)
      .get(`/logos/${bought.logoId}/remake`)
      .set("Authorization", other.authorization);
    expect(response.status).toBe(404);
  }, 120_000);
});
