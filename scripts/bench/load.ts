/**
 * N paying users at once on a running stack: each signs up, buys the Creator plan with a test
 * card, generates 6 logos and exports one, all at the same moment. Prints p50/p95 of generate,
 * of downloads-ready (export requested -> every file but the brand kit ready) and of files-ready
 * (export requested -> every file ready, the kit included), the runs of the export triggers,
 * and the peak number of Functions workers and the peak resident memory of the whole stack.
 *   npx tsx scripts/bench/load.ts 10      (inside the emulators, as `npm run bench -- load` does)
 *
 * The export is watched the way the browser watches it: a listener on its Firestore document,
 * not polls (an API poll loop would start API workers of its own, and a Firestore poll loop keeps
 * the Firestore emulator busy: either way the bench would measure itself).
 */
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { getFirestore } from "firebase-admin/firestore";
import { z } from "zod";
import { adminApp } from "../../functions/src/config/firebase-admin";
import {
  CreateExportResponse,
  EXPORT_FILE,
  ExportResponse,
  GenerationResponse,
  PaymentResponse,
} from "../../functions/src/contract";
import { REPO_ROOT } from "../lib/stack";
import {
  functionCpuSeconds,
  gigabytes,
  STACK_PARTS,
  type StackPart,
  sampleWorkers,
  stackCpuByPart,
  stackCpuSince,
  watchStack,
} from "../lib/stack-processes";
import { percentile } from "./api";
import { pickBaseUrl } from "./api-base-url";
import { createVerifiedAccount } from "./verified-account";

const READY_TIMEOUT_MS = 300_000;
const STACK_SAMPLE_INTERVAL_MS = 250;
const BRIEF = {
  name: "Harbour Lights",
  description: "Seaside guesthouse with a lighthouse view, calm, warm and welcoming.",
  count: 3,
  promptsCount: 2,
};
const NAME_STARTS = ["Harbour", "Cove", "Beacon", "Tide", "Gull", "Dune"];
const NAME_ENDS = ["Lights", "House", "Rest", "Haven", "Point"];

/**
 * Each paying user's own brand: a logo is sold to one customer only, so thirty users exporting
 * one brand's logo would be thirty look-alikes of one another, of which one is sold.
 */
function briefOf(user: number): typeof BRIEF {
  const start = NAME_STARTS[user % NAME_STARTS.length];
  const end = NAME_ENDS[Math.floor(user / NAME_STARTS.length) % NAME_ENDS.length];
  return { ...BRIEF, name: `${start} ${end}` };
}
const TEST_CARD = {
  cardholderName: "Load Bench",
  cardNumber: "4242424242424242",
  expMonth: 12,
  expYear: 2034,
  cvv: "123",
  planType: "BASIC",
};

interface Timings {
  buy: number;
  generate: number;
  downloadsReady: number;
  filesReady: number;
}

async function postJson(baseUrl: string, path: string, idToken: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${idToken}`,
      "Content-Type": "application/json",
      "Idempotency-Key": crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const ExportFiles = z.object({
  status: z.string(),
  resources: z.record(z.string(), z.object({ status: z.string() })).default({}),
});

/**
 * When every file but the kit was ready, and when every file was, after `started`. A Firestore
 * listener on the export's document, as the browser's export page holds: the emulator pushes each
 * change. Polling instead measured the bench: thirty users reading their export four times a
 * second kept the Firestore emulator busy for half a core.
 */
function untilExportSettles(
  exportId: string,
  started: number,
): Promise<{ downloadsReady: number; filesReady: number }> {
  return new Promise((resolve, reject) => {
    let downloadsReady: number | null = null;
    let stopListening = () => {};
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      stopListening();
      outcome();
    };
    const timer = setTimeout(
      () =>
        finish(() => reject(new Error(`Export ${exportId} not ready after ${READY_TIMEOUT_MS / 1000} s`))),
      READY_TIMEOUT_MS,
    );
    stopListening = getFirestore(adminApp())
      .doc(`exports/${exportId}`)
      .onSnapshot(
        (snapshot) => {
          if (!snapshot.exists) return;
          const now = performance.now();
          const { status, resources } = ExportFiles.parse(snapshot.data());
          const files = Object.entries(resources).filter(([type]) => type !== EXPORT_FILE.brandKit.id);
          if (files.length > 1 && files.every(([, file]) => file.status === "ready")) {
            downloadsReady ??= now - started;
          }
          if (status === "ready") {
            finish(() =>
              resolve({ downloadsReady: downloadsReady ?? now - started, filesReady: now - started }),
            );
          } else if (status === "failed") {
            finish(() => reject(new Error(`Export ${exportId} failed`)));
          }
        },
        (error) => finish(() => reject(error)),
      );
  });
}

/** One paying user: buy, generate 6 logos, export the first not sold to another; the timings of each step. */
async function payingUser(baseUrl: string, idToken: string, user: number): Promise<Timings> {
  let started = performance.now();
  const paid = PaymentResponse.parse(
    await expectOk(await postJson(baseUrl, "/payment", idToken, TEST_CARD), "POST /payment"),
  );
  if (!paid.success) throw new Error(`POST /payment did not succeed: ${paid.error}`);
  const buy = performance.now() - started;

  started = performance.now();
  const generated = GenerationResponse.parse(
    await expectOk(
      await postJson(baseUrl, "/logos/generate", idToken, briefOf(user)),
      "POST /logos/generate",
    ),
  );
  const generate = performance.now() - started;
  if (generated.generated !== 6)
    throw new Error(`POST /logos/generate made ${generated.generated} logos, not 6`);

  // As a customer would: a design another customer has just bought (409) is passed over for the next.
  for (const logo of generated.logos) {
    started = performance.now();
    const response = await postJson(baseUrl, `/logos/${logo.id}/export`, idToken, {
      exportType: "basic_logo",
    });
    if (response.status === 409) {
      await response.body?.cancel();
      continue;
    }
    const created = CreateExportResponse.parse(await expectOk(response, "POST /logos/{id}/export"));
    return { buy, generate, ...(await untilExportSettles(created.exportId, started)) };
  }
  throw new Error("Every design generated was another customer's");
}

const EXPORT_TRIGGERS = ["makeExportFiles", "makeExportBrandKit"] as const;
const TRIGGER_RUN =
  /Accepted request POST \/functions\/projects\/[^/]+\/triggers\/[^/]*(makeExportFiles|makeExportBrandKit)/;

/** Invocations of the export triggers so far (files and brand kit), from the Functions emulator's debug log. */
function exportTriggerRuns(): number {
  const logPath = join(REPO_ROOT, "firebase-debug.log");
  if (!existsSync(logPath)) return 0;
  return readFileSync(logPath, "utf8")
    .split("\n")
    .filter((line) => TRIGGER_RUN.test(line)).length;
}

function figures(label: string, samples: number[]): string {
  return `${label}: p50 ${percentile(samples, 50).toFixed(0)} ms, p95 ${percentile(samples, 95).toFixed(0)} ms`;
}

async function benchLoad(users: number): Promise<string[]> {
  const { baseUrl, via } = await pickBaseUrl();
  const accounts = [];
  for (let index = 0; index < users; index++) accounts.push(await createVerifiedAccount("bench-load"));
  const runsBefore = exportTriggerRuns();
  const cpuBefore = stackCpuByPart();
  const watch = watchStack(STACK_SAMPLE_INTERVAL_MS);
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    accounts.map((account, user) => payingUser(baseUrl, account.idToken, user)),
  );
  const wallMs = performance.now() - started;
  const peak = watch.stop();
  const cpuUsed = stackCpuSince(cpuBefore);
  const timings = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
  const failures = outcomes.flatMap((outcome) =>
    outcome.status === "rejected" ? [String(outcome.reason).slice(0, 200)] : [],
  );
  const lines = [
    `${users} user(s) at once via ${via}: ${timings.length} served, ${failures.length} failed, ${(wallMs / 1000).toFixed(1)} s in all`,
    `  the Functions emulator runs ${process.env.FUNCTIONS_EMULATOR_PARALLEL ?? "50 (firebase-tools' default)"} calls at once`,
    figures(
      "  buy (POST /payment)",
      timings.map((timing) => timing.buy),
    ),
    figures(
      "  generate 6 logos",
      timings.map((timing) => timing.generate),
    ),
    figures(
      "  downloads ready (export requested -> every file but the brand kit ready)",
      timings.map((timing) => timing.downloadsReady),
    ),
    figures(
      "  files ready (export requested -> every file ready, the brand kit included)",
      timings.map((timing) => timing.filesReady),
    ),
    ...cpuLines(cpuUsed, wallMs / 1000, timings.length),
    `  export trigger runs (files and brand kit): ${exportTriggerRuns() - runsBefore} for ${timings.length} export(s)`,
    `  peak Functions workers: ${peak.workers}; peak stack memory (RSS): ${gigabytes(peak.residentBytes)}`,
  ];
  for (const failure of failures) lines.push(`  failure: ${failure}`);
  return lines;
}

/**
 * What the machine had to give: the stack's CPU against what its cores offered in the same time,
 * where it went, and how long the export triggers' own CPU keeps every core busy. However the
 * runs are ordered, the last export's files cannot be ready sooner than that after the first
 * export was asked for, which is what says whether a files-ready aim is a matter of scheduling or
 * of cores.
 */
function cpuLines(used: Record<StackPart, number>, wallSeconds: number, exports: number): string[] {
  const cores = availableParallelism();
  const total = Object.values(used).reduce((sum, seconds) => sum + seconds, 0);
  const busy = Math.round((100 * total) / (wallSeconds * cores));
  const parts = (Object.keys(STACK_PARTS) as StackPart[])
    .filter((part) => used[part] >= 0.05)
    .sort((a, b) => used[b] - used[a])
    .map((part) => `${STACK_PARTS[part]} ${used[part].toFixed(1)} s`);
  const lines = [
    `  CPU: the whole stack used ${total.toFixed(1)} s in ${wallSeconds.toFixed(1)} s on ${cores} core(s) (${busy}% of the machine): ${parts.join(", ")}`,
  ];
  if (exports > 0) {
    const triggers = used.triggers;
    lines.push(
      `  the export triggers used ${triggers.toFixed(1)} s (${(triggers / exports).toFixed(2)} s an export): on ${cores} core(s) that work alone takes ${(triggers / cores).toFixed(1)} s, so the last export's files come at least that long after the first export is asked for, whatever the order of the runs`,
    );
  }
  return lines;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}

/** The workers of one function now, with their memory. */
function workersOf(target: string): string {
  const workers = sampleWorkers().filter((worker) => worker.target === target);
  if (workers.length === 0) return "no worker";
  const sizes = workers.map((worker) => worker.residentBytes).sort((a, b) => b - a);
  return `${workers.length} worker(s), ${sizes.map(megabytes).join(", ")}`;
}

/** CPU seconds the export triggers' workers have used so far. */
function exportCpuSeconds(): number {
  return stackCpuByPart().triggers;
}

/** Runs `work` `times` times in a row and returns the mean CPU seconds the function used per run. */
async function cpuPerCall(target: string, times: number, work: () => Promise<unknown>): Promise<number> {
  const before = functionCpuSeconds(target);
  for (let run = 0; run < times; run++) await work();
  return (functionCpuSeconds(target) - before) / times;
}

/**
 * What one user meets on a fresh stack, and what one call costs: the API worker's memory after
 * a quota call and after generating, the first generate calls in a row (the first one included:
 * that is the one a person waits for after `npm start`), and the CPU seconds a function uses per
 * call, which the README's production plan is computed from.
 */
async function benchFirstCalls(calls = 5): Promise<string[]> {
  const { baseUrl } = await pickBaseUrl();
  const account = await createVerifiedAccount("bench-first");
  const getQuota = async () =>
    expectOk(
      await fetch(`${baseUrl}/logos/quota`, { headers: { Authorization: `Bearer ${account.idToken}` } }),
      "GET /logos/quota",
    );
  await getQuota();
  const afterQuota = workersOf("api");
  const quotaCpu = await cpuPerCall("api", 20, getQuota);
  await expectOk(await postJson(baseUrl, "/payment", account.idToken, TEST_CARD), "POST /payment");
  const samples: number[] = [];
  const logoIds: string[] = [];
  const generateCpu = await cpuPerCall("api", calls, async () => {
    const started = performance.now();
    const body = GenerationResponse.parse(
      await expectOk(
        await postJson(baseUrl, "/logos/generate", account.idToken, BRIEF),
        "POST /logos/generate",
      ),
    );
    if (logoIds.length === 0) logoIds.push(...body.logos.map((logo) => logo.id));
    samples.push(performance.now() - started);
  });
  const afterGenerate = workersOf("api");
  if (logoIds.length < 2) throw new Error("Fewer than two logos were generated");

  /** Exports one logo; its time to every file ready, the trigger's CPU, and the bytes it stored. */
  const exportOne = async (logoId: string) => {
    const started = performance.now();
    const cpuBefore = exportCpuSeconds();
    const created = CreateExportResponse.parse(
      await expectOk(
        await postJson(baseUrl, `/logos/${logoId}/export`, account.idToken, { exportType: "basic_logo" }),
        "POST /logos/{id}/export",
      ),
    );
    const { downloadsReady, filesReady: readyMs } = await untilExportSettles(created.exportId, started);
    const cpuSeconds = exportCpuSeconds() - cpuBefore;
    const made = ExportResponse.parse(
      await expectOk(
        await fetch(`${baseUrl}/exports/${created.exportId}`, {
          headers: { Authorization: `Bearer ${account.idToken}` },
        }),
        "GET /exports/{id}",
      ),
    ).data.export;
    const bytes = made.resources.reduce((sum, resource) => sum + (resource.bytes ?? 0), 0);
    return { downloadsReady, readyMs, cpuSeconds, bytes };
  };
  // The first export starts the triggers' workers; the second finds them warm, as production
  // instances that have served one export are: the capacity plan is computed from that one.
  const cold = await exportOne(logoIds[0] as string);
  const coldWorker = EXPORT_TRIGGERS.map((target) => `${target} ${workersOf(target)}`).join("; ");
  const warm = await exportOne(logoIds[1] as string);
  return [
    `one user, fresh stack: generate 6 logos, ${calls} calls in a row: ${samples.map((ms) => ms.toFixed(0)).join(", ")} ms; p50 ${percentile(samples, 50).toFixed(0)} ms`,
    `  api after a quota call: ${afterQuota}; after ${calls} generates: ${afterGenerate}`,
    `  export of one logo: every file but the kit ready in ${cold.downloadsReady.toFixed(0)} ms, every file in ${cold.readyMs.toFixed(0)} ms; triggers: ${coldWorker}`,
    `  a second export in the same (warm) worker: every file but the kit ready in ${warm.downloadsReady.toFixed(0)} ms, every file in ${warm.readyMs.toFixed(0)} ms; files stored ${(warm.bytes / 1024 ** 2).toFixed(1)} MB`,
    `  CPU per call: quota ${(quotaCpu * 1000).toFixed(0)} ms, generate (6 logos) ${(generateCpu * 1000).toFixed(0)} ms, export ${(cold.cpuSeconds * 1000).toFixed(0)} ms in a fresh worker, ${(warm.cpuSeconds * 1000).toFixed(0)} ms in a warm one`,
  ];
}

function print(lines: Promise<string[]>): void {
  lines
    .then((all) => {
      for (const line of all) console.log(line);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

if (require.main === module) {
  const mode = process.argv[2] ?? "10";
  const users = Number(mode);
  if (mode === "first") print(benchFirstCalls());
  else if (Number.isInteger(users) && users >= 1) print(benchLoad(users));
  else {
    console.error("Usage: tsx scripts/bench/load.ts <users> | first");
    process.exit(2);
  }
}
