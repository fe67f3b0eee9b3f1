/**
 * A bought logo is the buyer's alone, under the emulators: the register of sold logos (Firestore
 * vectors searched with findNearest) refuses another customer's export of the same drawing, as
 * it is or recoloured or rescaled, with 409 and no credit taken; the owner may export it again;
 * two customers exporting one drawing at the same moment cannot both buy it; and a generation
 * never offers another customer's bought symbol.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CreateExportResponse, EXPORT_MESSAGE, GenerationResponse } from "../../src/contract";
import { LogoDocument } from "../../src/domain/firestore-documents";
import { SOLD_LOGOS } from "../../src/domain/look-alike/sold-logos";
import type { DesignLogoInput, LogoDesignProvider, RenderedLogo } from "../../src/domain/ports/logo-designer";
import { cosineDistance } from "../../src/domain/ports/logo-fingerprinter";
import { renderMasterPng } from "../../src/engine/render";
import { DesignEngineProvider } from "../../src/providers/logo-design/engine-provider";
import { silhouetteFingerprinter } from "../../src/providers/look-alike/silhouette-fingerprinter";
import { api, testApp } from "../support/api-client";
import { bucket, db, seedMembership, signUpUser, type TestUser } from "../support/emulators";
import { uploadLogo, userCounters } from "../support/exports";

const BRIEF = {
  name: "Tidewater Coffee",
  description: "Specialty coffee shop and roastery with fresh pastries",
};

function registerApp(designer: LogoDesignProvider = new DesignEngineProvider()) {
  return testApp({ logoDesigner: () => designer, fingerprints: silhouetteFingerprinter });
}

async function generate(app: ReturnType<typeof registerApp>, user: TestUser, count = 1) {
  const response = await api(app)
    .post("/logos/generate")
    .set("Authorization", user.authorization)
    .send({ ...BRIEF, count, promptsCount: 1 });
  expect(response.status, response.text).toBe(200);
  return GenerationResponse.parse(response.body).logos;
}

async function storedMaster(logoId: string): Promise<string> {
  const logo = LogoDocument.parse((await db().collection("logos").doc(logoId).get()).data());
  if (!logo.storagePaths.svg) throw new Error("No vector master");
  const [bytes] = await bucket().file(logo.storagePaths.svg).download();
  return bytes.toString("utf8");
}

function exportOf(app: ReturnType<typeof registerApp>, user: TestUser, logoId: string) {
  return api(app).post(`/logos/${logoId}/export`).set("Authorization", user.authorization).send({});
}

/** A silhouette nobody has bought: a polygon of seeded random points with two holes in it. */
function drawingNobodyBought(seed: number): Promise<Buffer> {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const corners = 9;
  const points = Array.from({ length: corners }, (_, index) => {
    const angle = (index / corners) * 2 * Math.PI;
    const radius = 120 + next() * 110;
    return `${(256 + radius * Math.cos(angle)).toFixed(1)},${(256 + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
  const holes = [0, 1]
    .map(
      () =>
        `<circle cx="${190 + next() * 130}" cy="${190 + next() * 130}" r="${18 + next() * 30}" fill="#fff"/>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#fff"/><polygon points="${points}" fill="#1d4e89"/>${holes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe("the register of sold logos", () => {
  it("refuses another customer's export of a bought logo, as is, recoloured or rescaled, and takes no credit", async () => {
    const app = registerApp();
    const owner = await signUpUser();
    const other = await signUpUser();
    await seedMembership(owner.uid, { exportCredits: 3 });
    await seedMembership(other.uid, { exportCredits: 3 });

    const [bought] = await generate(app, owner);
    if (!bought) throw new Error("No logo was made");
    const sold = await exportOf(app, owner, bought.id);
    expect(sold.status, sold.text).toBe(201);
    const { exportId } = CreateExportResponse.parse(sold.body);
    const record = await db().collection(SOLD_LOGOS).doc(exportId).get();
    expect(record.get("ownerUid")).toBe(owner.uid);
    expect(record.get("logoVector").toArray()).toHaveLength(silhouetteFingerprinter.dimensions);
    expect(record.get("symbolVector").toArray()).toHaveLength(silhouetteFingerprinter.dimensions);

    // What the buyer downloads: the master drawn as a PNG.
    const png = await renderMasterPng(await storedMaster(bought.id));
    const copies = {
      "as is": png,
      recoloured: await sharp(png).modulate({ hue: 150, saturation: 1.4 }).png().toBuffer(),
      rescaled: await sharp(png).resize(380, 380).png().toBuffer(),
    };
    const before = await userCounters(other.uid);
    for (const [how, bytes] of Object.entries(copies)) {
      const uploaded = await uploadLogo(app, other, bytes);
      const refused = await exportOf(app, other, uploaded);
      expect(refused.status, `${how}: ${refused.text}`).toBe(409);
      expect(refused.body).toMatchObject({ success: false, error: EXPORT_MESSAGE.ownedByAnother });
    }
    expect(await userCounters(other.uid)).toEqual(before);

    // The owner may upload their own logo and export it again.
    const ownUpload = await uploadLogo(app, owner, png);
    const again = await exportOf(app, owner, ownUpload);
    expect(again.status, again.text).toBe(201);

    // Another customer's own different logo still exports.
    const [theirs] = await generate(app, other);
    if (!theirs) throw new Error("No logo was made");
    expect((await exportOf(app, other, theirs.id)).status).toBe(201);
  }, 120_000);

  it("sells a drawing two customers export at the same moment to one of them only", async () => {
    const app = registerApp();
    for (const seed of [11, 12, 13]) {
      const customers = [await signUpUser(), await signUpUser()] as const;
      for (const customer of customers) await seedMembership(customer.uid, { exportCredits: 1 });
      const png = await drawingNobodyBought(seed);
      const logoIds = await Promise.all(customers.map((customer) => uploadLogo(app, customer, png)));
      const before = await Promise.all(customers.map((customer) => userCounters(customer.uid)));

      const answers = await Promise.all(
        customers.map((customer, index) => exportOf(app, customer, logoIds[index] ?? "")),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(
        [...statuses].sort(),
        `seed ${seed}: ${answers.map((answer) => answer.text).join(" | ")}`,
      ).toEqual([201, 409]);

      const refused = statuses.indexOf(409);
      const refusedCustomer = customers[refused];
      if (!refusedCustomer) throw new Error("No export was refused");
      expect(answers[refused]?.body).toMatchObject({ success: false, error: EXPORT_MESSAGE.ownedByAnother });
      expect(await userCounters(refusedCustomer.uid)).toEqual(before[refused]);
      const sold = await db()
        .collection(SOLD_LOGOS)
        .where(
          "ownerUid",
          "in",
          customers.map((customer) => customer.uid),
        )
        .get();
      expect(sold.docs.map((document) => document.get("ownerUid"))).toEqual([customers[1 - refused]?.uid]);
    }
  }, 180_000);

  it("never offers another customer's bought symbol: a generation with the same brief redraws it", async () => {
    const owner = await signUpUser();
    const other = await signUpUser();
    await seedMembership(owner.uid, { exportCredits: 1 });
    const ownerApp = registerApp();
    const [bought] = await generate(ownerApp, owner);
    if (!bought) throw new Error("No logo was made");
    expect((await exportOf(ownerApp, owner, bought.id)).status).toBe(201);
    const boughtMaster = await storedMaster(bought.id);

    // A designer that draws the bought logo itself first, as a seed that met it would.
    const engine = new DesignEngineProvider();
    let copied = 0;
    const copycat: LogoDesignProvider = {
      name: engine.name,
      planDirections: engine.planDirections.bind(engine),
      unsettableCharacters: engine.unsettableCharacters.bind(engine),
      async designLogo(input: DesignLogoInput): Promise<RenderedLogo> {
        if (input.variant < 3) {
          copied += 1;
          const preview = await sharp(Buffer.from(boughtMaster)).resize(512, 512).png().toBuffer();
          return { svg: boughtMaster, png: null, preview };
        }
        return engine.designLogo(input);
      },
    };
    const logos = await generate(registerApp(copycat), other, 3);
    expect(copied).toBeGreaterThanOrEqual(3);
    expect(logos).toHaveLength(3);
    const boughtSymbol = (await silhouetteFingerprinter.ofVector(boughtMaster)).symbol;
    if (!boughtSymbol) throw new Error("The bought logo names no symbol");
    for (const logo of logos) {
      const offered = await silhouetteFingerprinter.ofVector(await storedMaster(logo.id));
      expect(offered.symbol).not.toBeNull();
      expect(cosineDistance(offered.symbol ?? [], boughtSymbol)).toBeGreaterThanOrEqual(
        silhouetteFingerprinter.sameSymbolUnder,
      );
      const stored = LogoDocument.parse((await db().collection("logos").doc(logo.id).get()).data());
      // Redrawn from another variation, which the logo records so the editor redraws it exactly.
      expect(stored.variant).toBeGreaterThanOrEqual(3);
    }
  }, 120_000);
});
