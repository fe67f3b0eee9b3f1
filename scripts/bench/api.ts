/**
 * API latency through the running stack (`npm start`): POST /logos/generate with 6 logos and
 * GET /logo/projects, median and p95 over repeated calls, via Hosting's /api (what the browser
 * uses) or the function's own URL when Hosting is not up.
 *   npx tsx scripts/bench/api.ts
 */
import { GenerationResponse, ProjectsResponse } from "../../functions/src/contract";
import { pickBaseUrl } from "./api-base-url";
import { createVerifiedAccount } from "./verified-account";

const GENERATE_RUNS = 8;
const LIST_RUNS = 30;
const BRIEF = {
  name: "Harbour Lights",
  description: "Seaside guesthouse with a lighthouse view, calm, warm and welcoming.",
  count: 3,
  promptsCount: 2,
};

/** A fresh verified account: each has this month's 12 free generations, enough for two 6-logo requests. */
async function signUp(): Promise<string> {
  return (await createVerifiedAccount()).idToken;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

function summary(label: string, samples: number[]): string {
  const median = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  return `${label}: median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (n=${samples.length})`;
}

async function generate(baseUrl: string, idToken: string): Promise<GenerationResponse> {
  const response = await fetch(`${baseUrl}/logos/generate`, {
    method: "POST",
    headers: { Authorization: `Bearer ${idToken}`, "Content-Type": "application/json" },
    body: JSON.stringify(BRIEF),
  });
  if (!response.ok)
    throw new Error(`POST /logos/generate answered ${response.status}: ${await response.text()}`);
  const body = GenerationResponse.parse(await response.json());
  if (body.generated !== 6) throw new Error(`POST /logos/generate made ${body.generated} logos, not 6`);
  return body;
}

async function listProjects(baseUrl: string, idToken: string): Promise<ProjectsResponse> {
  const response = await fetch(`${baseUrl}/logo/projects`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  if (!response.ok)
    throw new Error(`GET /logo/projects answered ${response.status}: ${await response.text()}`);
  return ProjectsResponse.parse(await response.json());
}

/** Assumes the stack is running; returns one line per measured call. */
async function benchApi(): Promise<string[]> {
  const { baseUrl, via } = await pickBaseUrl();

  // Warm-up (cold function worker, first provider load), not measured.
  const warmUser = await signUp();
  await generate(baseUrl, warmUser);
  await listProjects(baseUrl, warmUser);

  const generateSamples: number[] = [];
  for (let run = 0; run < GENERATE_RUNS; run++) {
    const idToken = await signUp();
    generateSamples.push((await timed(() => generate(baseUrl, idToken))).ms);
  }

  // A library with a few projects, as after some use.
  const libraryUser = await signUp();
  await generate(baseUrl, libraryUser);
  await generate(baseUrl, libraryUser);
  const listSamples: number[] = [];
  for (let run = 0; run < LIST_RUNS; run++) {
    const { ms, value } = await timed(() => listProjects(baseUrl, libraryUser));
    if (value.projects.length !== 2)
      throw new Error(`GET /logo/projects listed ${value.projects.length} projects`);
    listSamples.push(ms);
  }

  return [
    summary(`API POST /logos/generate (6 logos) via ${via}`, generateSamples),
    summary(`API GET /logo/projects (2 projects) via ${via}`, listSamples),
  ];
}

if (require.main === module) {
  benchApi()
    .then((lines) => {
      for (const line of lines) console.log(line);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
