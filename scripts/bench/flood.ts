/**
 * One free account flooding the costly free features while five others work: does the flood slow
 * them, and how much CPU can it take? On a running stack (inside the emulators, as
 * `npm run bench -- flood` runs it):
 *   1. quiet: five accounts generate (6 logos, a pause after each) for QUIET_MS; their p95;
 *   2. flood alone: one account calls 'See it in use' (a new unsaved design each time, so nothing
 *      is served from the cache) and /design/fonts (a new name each time) in a loop for a minute;
 *      the stack's CPU over that minute, by part, is the flooder's;
 *   3. flood and work together: the same five accounts generate again while the flooder loops;
 *      their p95 against the quiet one (aim: within 1.5x), and the flooder's answers by status.
 */
import { randomUUID } from "node:crypto";
import { getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../../functions/src/config/firebase-admin";
import { GenerationResponse, LogoDesignResponse } from "../../functions/src/contract";
import { STACK_PARTS, type StackPart, stackCpuByPart, stackCpuSince } from "../lib/stack-processes";
import { percentile } from "./api";
import { pickBaseUrl } from "./api-base-url";
import { createVerifiedAccount } from "./verified-account";

const WORKERS = 5;
const QUIET_MS = 60_000;
const FLOOD_MS = 60_000;
const BRIEF = {
  name: "Harbour Lights",
  description: "Seaside guesthouse with a lighthouse view, calm, warm and welcoming.",
  count: 3,
  promptsCount: 2,
};

function headers(idToken: string): Record<string, string> {
  return { Authorization: `Bearer ${idToken}`, "Content-Type": "application/json" };
}

async function generate(baseUrl: string, idToken: string): Promise<{ ms: number; logoId: string }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/logos/generate`, {
    method: "POST",
    headers: { ...headers(idToken), "Idempotency-Key": randomUUID() },
    body: JSON.stringify(BRIEF),
  });
  if (!response.ok) throw new Error(`generate answered ${response.status}: ${await response.text()}`);
  const logoId = GenerationResponse.parse(await response.json()).logos[0]?.id;
  if (!logoId) throw new Error("generate made no logo");
  return { ms: performance.now() - started, logoId };
}

/** A person reads what they got before asking again; also keeps under 30 generations a minute. */
const PAUSE_BETWEEN_GENERATIONS_MS = 2_500;

/** A working account: one generation after another, with a pause to look at each. */
async function generateFor(baseUrl: string, idToken: string, durationMs: number): Promise<number[]> {
  const samples: number[] = [];
  const until = performance.now() + durationMs;
  while (performance.now() < until) {
    samples.push((await generate(baseUrl, idToken)).ms);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_GENERATIONS_MS));
  }
  return samples;
}

/** Calls 'See it in use' with a new design and the font check with a new name, as fast as answered. */
async function flood(
  baseUrl: string,
  flooder: { idToken: string; logoId: string; design: unknown },
  durationMs: number,
): Promise<Map<string, number>> {
  const answers = new Map<string, number>();
  const count = (what: string, status: number) =>
    answers.set(`${what} ${status}`, (answers.get(`${what} ${status}`) ?? 0) + 1);
  const until = performance.now() + durationMs;
  let round = 0;
  while (performance.now() < until) {
    round++;
    const design = { ...(flooder.design as object), tagline: `Round ${round}` };
    const scenes = await fetch(`${baseUrl}/logos/${flooder.logoId}/mockups`, {
      method: "POST",
      headers: headers(flooder.idToken),
      body: JSON.stringify({ design }),
    });
    await scenes.arrayBuffer();
    count("see it in use", scenes.status);
    const fonts = await fetch(
      `${baseUrl}/design/fonts?text=${encodeURIComponent(`Flood ${round} ${randomUUID().slice(0, 8)}`)}`,
      {
        headers: headers(flooder.idToken),
      },
    );
    await fonts.arrayBuffer();
    count("design/fonts", fonts.status);
  }
  return answers;
}

function cpuLines(used: Record<StackPart, number>): string[] {
  const total = Object.values(used).reduce((sum, seconds) => sum + seconds, 0);
  return [
    `stack CPU: ${total.toFixed(1)} CPU-s in the minute`,
    ...(Object.keys(STACK_PARTS) as StackPart[]).map(
      (part) => `  ${STACK_PARTS[part]}: ${used[part].toFixed(1)} s`,
    ),
  ];
}

function p95Line(label: string, samples: number[]): string {
  return `${label}: ${samples.length} generations, median ${percentile(samples, 50).toFixed(0)} ms, p95 ${percentile(samples, 95).toFixed(0)} ms`;
}

async function main(): Promise<void> {
  const { baseUrl, via } = await pickBaseUrl();
  console.log(`API via ${via}; ${WORKERS} working accounts and one flooder`);
  const db = getFirestore(adminApp());
  const accounts = await Promise.all(
    Array.from({ length: WORKERS + 1 }, () => createVerifiedAccount("flood")),
  );
  // Enough generations for the whole run; the flooder needs one logo of its own to draw.
  await Promise.all(
    accounts.map((account) =>
      db.doc(`users/${account.uid}`).set({ purchasedGenerationCredits: 1_000 }, { merge: true }),
    ),
  );
  const [flooderAccount, ...workers] = accounts;
  if (!flooderAccount) throw new Error("no flooder");
  const { logoId } = await generate(baseUrl, flooderAccount.idToken);
  const designResponse = await fetch(`${baseUrl}/logos/${logoId}/design`, {
    headers: headers(flooderAccount.idToken),
  });
  if (!designResponse.ok) throw new Error(`GET design answered ${designResponse.status}`);
  const flooder = {
    idToken: flooderAccount.idToken,
    logoId,
    design: LogoDesignResponse.parse(await designResponse.json()).design,
  };

  // Warm every worker the run will use, then measure.
  await Promise.all(workers.map((worker) => generate(baseUrl, worker.idToken)));
  const quiet = (
    await Promise.all(workers.map((worker) => generateFor(baseUrl, worker.idToken, QUIET_MS)))
  ).flat();
  console.log(p95Line("quiet", quiet));

  const before = stackCpuByPart();
  const alone = await flood(baseUrl, flooder, FLOOD_MS);
  for (const line of cpuLines(stackCpuSince(before))) console.log(line);
  console.log(`flooder's answers alone: ${[...alone].map(([what, n]) => `${what}: ${n}`).join(", ")}`);

  // A new window for the flooder's budget, as a flood that went on would meet.
  const [busy, answers] = await Promise.all([
    Promise.all(workers.map((worker) => generateFor(baseUrl, worker.idToken, FLOOD_MS))).then((all) =>
      all.flat(),
    ),
    flood(baseUrl, flooder, FLOOD_MS),
  ]);
  console.log(p95Line("during the flood", busy));
  console.log(
    `flooder's answers with the others: ${[...answers].map(([what, n]) => `${what}: ${n}`).join(", ")}`,
  );
  const ratio = percentile(busy, 95) / percentile(quiet, 95);
  console.log(`generate p95 during the flood / quiet: ${ratio.toFixed(2)}x (aim: at most 1.5x)`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
