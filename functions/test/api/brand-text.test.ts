/**
 * Brand names and descriptions are cleaned at the edge: controls (NUL, BEL...) and bidi overrides
 * (U+202E) never reach a project, while right-to-left names are kept and drawn as typed.
 */
import { describe, expect, it } from "vitest";
import { GenerationResponse } from "../../src/contract";
import { DesignEngineProvider } from "../../src/providers/logo-design/engine-provider";
import { api, testApp } from "../support/api-client";
import { db, signUpUser } from "../support/emulators";

async function storedProject(projectId: string): Promise<{ name: string; description: string }> {
  const data = (await db().collection("projects").doc(projectId).get()).data();
  return { name: String(data?.name), description: String(data?.description) };
}

describe("brand text at the edge", () => {
  it("stores a name and description without controls or bidi overrides", async () => {
    const user = await signUpUser();
    const response = await api(testApp())
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({
        name: "Acme\u0000\u0007 \u202Egpj.exe",
        description: "Tools\u0000 for\u0007 makers\r\nin town\u202E.",
        count: 1,
        promptsCount: 1,
      });
    expect(response.status).toBe(200);
    const { project } = GenerationResponse.parse(response.body);
    expect(project.name).toBe("Acme gpj.exe");
    expect(await storedProject(project.id)).toEqual({
      name: "Acme gpj.exe",
      description: "Tools for makers\nin town.",
    });
  });

  it("refuses a name made only of controls with the spec's text", async () => {
    const user = await signUpUser();
    const response = await api(testApp())
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ name: "\u0000\u202E\u0007", description: "A bakery", count: 1, promptsCount: 1 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, error: "Brand name is required", code: "invalid-input" });
  });

  it.each([
    ["Arabic", "مخبز النور", "مخبز عائلي يقدم الخبز الطازج كل صباح"],
    ["Hebrew", "מאפיית השחר", "מאפייה משפחתית עם לחם טרי בכל בוקר"],
  ])("keeps a name in %s and draws it", async (_script, name, description) => {
    const user = await signUpUser();
    const engine = new DesignEngineProvider();
    const response = await api(testApp({ logoDesigner: () => engine }))
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ name, description, count: 1, promptsCount: 1 });
    expect(response.status).toBe(200);
    const body = GenerationResponse.parse(response.body);
    expect(body.project.name).toBe(name);
    expect(body.generated).toBe(1);
    expect((await storedProject(body.project.id)).name).toBe(name);
  });
});
