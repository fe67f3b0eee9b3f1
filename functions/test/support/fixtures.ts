import type { Express } from "express";
import { GenerationResponse } from "../../src/contract";
import { api, BRIEF } from "./api-client";
import type { TestUser } from "./emulators";

/** A project made through the API, as the /create screen would (count 3, promptsCount 2 unless told). */
export async function createProject(
  app: Express,
  user: TestUser,
  payload: Partial<{ name: string; description: string; count: number; promptsCount: number }> = {},
): Promise<GenerationResponse> {
  const response = await api(app)
    .post("/logos/generate")
    .set("Authorization", user.authorization)
    .send({ ...BRIEF, count: 3, promptsCount: 2, ...payload });
  if (response.status !== 200)
    throw new Error(`Could not create a project: ${response.status} ${response.text}`);
  return GenerationResponse.parse(response.body);
}

export function firstOf<T>(items: readonly T[]): T {
  const [first] = items;
  if (first === undefined) throw new Error("Expected at least one item");
  return first;
}
