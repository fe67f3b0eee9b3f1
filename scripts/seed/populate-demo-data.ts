/**
 * Runs inside the emulators (see scripts/seed-demo-data.ts): creates the demo account and its
 * first project through the real API, exactly as a user would.
 */
import { z } from "zod";
import { DEMO_ACCOUNT } from "../lib/demo-account";
import { API_FUNCTION_URL, HOST, PORTS, PROJECT_ID } from "../lib/stack";

const AUTH_URL = `http://${HOST}:${PORTS.auth}`;

async function postJson<T extends z.ZodType>(
  url: string,
  schema: T,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<z.infer<T>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text}`);
  return schema.parse(JSON.parse(text));
}

async function main(): Promise<void> {
  const signUp = await postJson(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    z.object({ localId: z.string() }),
    { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, displayName: DEMO_ACCOUNT.displayName },
  );
  await postJson(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    z.unknown(),
    { localId: signUp.localId, emailVerified: true, displayName: DEMO_ACCOUNT.displayName },
    { Authorization: "Bearer owner" },
  );
  const signIn = await postJson(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    z.object({ idToken: z.string() }),
    { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, returnSecureToken: true },
  );
  const generation = await postJson(
    `${API_FUNCTION_URL}/logos/generate`,
    z.object({ generated: z.number(), project: z.object({ id: z.string() }) }),
    { name: DEMO_ACCOUNT.brandName, description: DEMO_ACCOUNT.brandDescription, count: 3, promptsCount: 2 },
    { Authorization: `Bearer ${signIn.idToken}` },
  );
  console.log(
    `Seeded ${DEMO_ACCOUNT.email}: project ${generation.project.id} with ${generation.generated} logos.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
