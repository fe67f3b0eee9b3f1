import request from "supertest";
import { describe, expect, it } from "vitest";
import {
  API_MESSAGE,
  BRAND_NAME_MAX,
  BRAND_NAME_REQUIRED,
  DesignFontsResponse,
  DesignOptionsResponse,
} from "../../contract";
import { createApp } from "../create-app";

/**
 * GET /design/fonts in-process: it reads no stored data, so the real app answers it with only
 * the sign-in check faked and no emulator running.
 */
const app = createApp({
  verifyIdToken: async () => ({ uid: "font-check-user", email: "fonts@example.com", emailVerified: true }),
});

function fontsFor(text: string) {
  return request(app)
    .get(`/api/design/fonts?text=${encodeURIComponent(text)}`)
    .set("Authorization", "Bearer test-token");
}

async function settable(text: string): Promise<string[]> {
  const response = await fontsFor(text);
  expect(response.status).toBe(200);
  return DesignFontsResponse.parse(response.body).fonts;
}

describe("GET /design/fonts", () => {
  it("answers an Arabic name with the Arabic faces only, in the editor's order", async () => {
    expect(await settable("مخبز الياسمين")).toEqual(["noto-sans-arabic", "noto-naskh-arabic"]);
  });

  it("answers a Latin name with Latin faces and no face of another script", async () => {
    const fonts = await settable("Acme Bakery");
    expect(fonts).toContain("playfair-display");
    expect(fonts).not.toContain("noto-sans-arabic");
    expect(fonts).not.toContain("noto-sans-kr");
    // Ids come in the order of GET /design/options' list, so the editor can filter that list.
    const options = await request(app).get("/api/design/options").set("Authorization", "Bearer test-token");
    const order = DesignOptionsResponse.parse(options.body).fonts.map((font) => font.id);
    expect(fonts).toEqual(order.filter((id) => fonts.includes(id)));
  });

  it("answers a mixed Hebrew and Latin name with faces that set all of it", async () => {
    const fonts = await settable("שוקולד Hadar");
    expect(fonts).toContain("noto-sans-hebrew");
    expect(fonts).not.toContain("noto-sans-arabic");
  });

  it("reads the name as the brand name field does: trimmed, cleaned, and within its length", async () => {
    expect(await settable("  Acme Bakery  ")).toEqual(await settable("Acme Bakery"));

    const blank = await fontsFor("   ");
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ success: false, error: BRAND_NAME_REQUIRED, code: "invalid-input" });

    const missing = await request(app).get("/api/design/fonts").set("Authorization", "Bearer test-token");
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, error: BRAND_NAME_REQUIRED, code: "invalid-input" });

    const long = await fontsFor("A".repeat(BRAND_NAME_MAX + 1));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      success: false,
      error: `Brand name must be at most ${BRAND_NAME_MAX} characters`,
      code: "invalid-input",
    });
  });

  it("needs a signed-in user", async () => {
    const response = await request(app).get("/api/design/fonts?text=Acme");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      success: false,
      error: API_MESSAGE.unauthenticated,
      code: "unauthenticated",
    });
  });
});
