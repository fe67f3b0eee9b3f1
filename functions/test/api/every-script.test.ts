import { describe, expect, it } from "vitest";
import {
  DesignFontsResponse,
  DesignPreviewResponse,
  GenerationResponse,
  LogoDesignResponse,
  QuotaResponse,
  unsettableCharactersMessage,
} from "../../src/contract";
import { getLogoDesignProvider } from "../../src/providers/logo-design";
import { DesignEngineProvider } from "../../src/providers/logo-design/engine-provider";
import { api, testApp } from "../support/api-client";
import { bucket, countDocuments, signUpUser, type TestUser } from "../support/emulators";
import { firstOf } from "../support/fixtures";

/**
 * Names in other scripts through the API with the real engine: they are drawn (their SVG master
 * holds outlines, not boxes), and a name no font can set is refused, naming its characters,
 * before a credit is reserved.
 */
const engine = new DesignEngineProvider();
const app = () => testApp({ logoDesigner: () => engine });

async function quotaUsed(user: TestUser): Promise<number> {
  const response = await api(app()).get("/logos/quota").set("Authorization", user.authorization);
  return QuotaResponse.parse(response.body).quota.currentCount;
}

function generate(user: TestUser, name: string) {
  return api(app())
    .post("/logos/generate")
    .set("Authorization", user.authorization)
    .send({ name, description: "A small neighbourhood bakery with fresh bread", count: 3, promptsCount: 1 });
}

describe("brand names in every script", () => {
  it.each([
    ["Arabic", "مخبز الياسمين"],
    ["Korean", "서울 베이커리"],
    ["Hebrew and Latin", "שוקולד Hadar"],
  ])("draws a %s name and keeps it as typed", async (_script, name) => {
    const user = await signUpUser();
    const response = await generate(user, name);
    expect(response.status).toBe(200);
    const body = GenerationResponse.parse(response.body);
    expect(body.generated).toBe(3);
    expect(body.project.name).toBe(name);
    const logo = firstOf(body.logos);
    const [svg] = await bucket().file(`users/${user.uid}/logos/${logo.id}/logo.svg`).download();
    // Outlines only: the name is paths, never text for the reader's fonts to fill with boxes.
    expect(svg.toString()).not.toContain("<text");
    expect(svg.toString()).toMatch(/<path[^>]+d="M/);
  });

  it("refuses a name with an emoji, naming it, and spends no credit (the app's own designer)", async () => {
    const user = await signUpUser();
    const response = await api(testApp({ logoDesigner: getLogoDesignProvider }))
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ name: "Sunny 😀 Bakery", description: "A small bakery", count: 3, promptsCount: 1 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      error: unsettableCharactersMessage(["😀"]),
      code: "invalid-input",
    });
    expect(response.body.error).toContain("😀");
    expect(await quotaUsed(user)).toBe(0);
    expect(await countDocuments("projects", user.uid)).toBe(0);
  });

  it("refuses characters of a script no font has, each named once", async () => {
    const user = await signUpUser();
    const response = await generate(user, "ᚠᚢᚦ Runes ᚠ");
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(unsettableCharactersMessage(["ᚠ", "ᚢ", "ᚦ"]));
    expect(await quotaUsed(user)).toBe(0);
  });

  it("tells the editor which fonts can set a name", async () => {
    const user = await signUpUser();
    const fontsFor = async (text: string) => {
      const response = await api(app())
        .get(`/design/fonts?text=${encodeURIComponent(text)}`)
        .set("Authorization", user.authorization);
      expect(response.status).toBe(200);
      return DesignFontsResponse.parse(response.body).fonts;
    };
    expect(await fontsFor("مخبز الياسمين")).toEqual(["noto-sans-arabic", "noto-naskh-arabic"]);
    expect(await fontsFor("서울 베이커리")).toEqual(["noto-sans-kr"]);
    const latin = await fontsFor("Acme Bakery");
    expect(latin).toContain("playfair-display");
    expect(latin).not.toContain("noto-sans-arabic");
    // Capitals-only Bebas Neue sets a name typed in capitals only.
    expect(latin).not.toContain("bebas-neue");
    expect(await fontsFor("ACME")).toContain("bebas-neue");

    const empty = await api(app()).get("/design/fonts?text=").set("Authorization", user.authorization);
    expect(empty.status).toBe(400);
    const anonymous = await api(app()).get("/design/fonts?text=Acme");
    expect(anonymous.status).toBe(401);
  });

  it("refuses an editor preview whose tagline has an emoji, and previews an Arabic name", async () => {
    const user = await signUpUser();
    const created = GenerationResponse.parse((await generate(user, "Crumb & Co.")).body);
    const logo = firstOf(created.logos);
    const designResponse = await api(app())
      .get(`/logos/${logo.id}/design`)
      .set("Authorization", user.authorization);
    const design = LogoDesignResponse.parse(designResponse.body).design;

    const refused = await api(app())
      .post(`/logos/${logo.id}/design/preview`)
      .set("Authorization", user.authorization)
      .send({ ...design, tagline: "Fresh 🥐 daily" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(unsettableCharactersMessage(["🥐"]));

    const arabic = await api(app())
      .post(`/logos/${logo.id}/design/preview`)
      .set("Authorization", user.authorization)
      .send({ ...design, brandName: "مخبز الياسمين" });
    expect(arabic.status).toBe(200);
    expect(DesignPreviewResponse.parse(arabic.body).preview).toMatch(/^data:image\/png;base64,/);
  });
});
