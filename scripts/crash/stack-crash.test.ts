/**
 * Nothing lost: the real `npm start`, on a data folder of its own, does real work and is killed
 * with SIGKILL at several points (mid-generation, mid-export, mid-shutdown after a Ctrl-C), then
 * started again. Each time: work older than the save window is byte-identical, every document that
 * names a Storage object finds it, and the credits taken match what they bought.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { busyPorts, PROJECT_ID } from "../lib/stack";
import {
  callApi,
  crashStack,
  documentsOf,
  type FirestoreDocument,
  killEverything,
  portsFreed,
  type RunningStack,
  readDocument,
  signUp,
  startStack,
  storageObjects,
  subcollection,
  type TestUser,
} from "./stack-under-test";

/** The emulators' default bucket, where uploads and exports land. */
const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;

const SOURCE_BUCKET = "demo-markery-export-sources";
const KIT_REQUEST_BUCKET = "demo-markery-kit-requests";
/** What the README promises: work older than this survives any crash. */
const SAVE_WINDOW_MS = 15_000;
const TEST_CARD = {
  cardholderName: "Crash Test",
  cardNumber: "4242424242424242",
  expMonth: 12,
  expYear: 2034,
  cvv: "123",
  planType: "BASIC",
};
const BRIEF = { name: "Harbour Lights", description: "Seaside guesthouse", count: 3, promptsCount: 2 };

const dataDir = mkdtempSync(join(tmpdir(), "markery-crash-data-"));
let stack: RunningStack | null = null;

afterAll(async () => {
  await killEverything(stack, dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

type Value = Record<string, unknown>;

function field(document: FirestoreDocument | Value | null | undefined, path: string): unknown {
  let current: unknown = document && "fields" in document ? document.fields : document;
  for (const part of path.split(".")) {
    if (typeof current !== "object" || current === null) return undefined;
    const value = (current as Value)[part];
    if (typeof value !== "object" || value === null) return undefined;
    const typed = value as Value;
    if ("mapValue" in typed) current = ((typed.mapValue as Value).fields ?? {}) as Value;
    else if ("stringValue" in typed) current = typed.stringValue;
    else if ("integerValue" in typed) current = Number(typed.integerValue);
    else if ("booleanValue" in typed) current = typed.booleanValue;
    else if ("nullValue" in typed) current = null;
    else current = typed;
  }
  return current;
}

function numberField(document: FirestoreDocument | null, path: string): number {
  const value = field(document, path);
  return typeof value === "number" ? value : 0;
}

/** JSON with every object's keys sorted: the emulator does not keep a map's field order on import. */
function canonicalJson(value: unknown): string {
  const sorted = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sorted);
    if (typeof item !== "object" || item === null) return item;
    return Object.fromEntries(
      Object.entries(item)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, sorted(inner)]),
    );
  };
  return JSON.stringify(sorted(value));
}

interface UserWork {
  documents: Map<string, string>;
  objects: Map<string, string>;
}

/** A user's logos, exports and files, as JSON and MD5s, to compare after a restart. */
async function workOf(user: TestUser): Promise<UserWork> {
  const documents = new Map<string, string>();
  for (const collection of ["logos", "exports", "projects", "payments"]) {
    for (const document of await documentsOf(collection, user.uid)) {
      documents.set(document.name, canonicalJson(document.fields));
    }
  }
  const objects = new Map([
    ...(await storageObjects(STORAGE_BUCKET, `users/${user.uid}/`)),
    ...(await storageObjects(STORAGE_BUCKET, `exports/${user.uid}/`)),
    ...[...(await storageObjects(SOURCE_BUCKET, `exports/${user.uid}/`))].map(
      ([name, md5]) => [`${SOURCE_BUCKET}:${name}`, md5] as const,
    ),
    ...[...(await storageObjects(KIT_REQUEST_BUCKET, `exports/${user.uid}/`))].map(
      ([name, md5]) => [`${KIT_REQUEST_BUCKET}:${name}`, md5] as const,
    ),
  ]);
  return { documents, objects };
}

function changedFields(beforeJson: string, afterJson: string): string[] {
  const before = JSON.parse(beforeJson) as Value;
  const after = JSON.parse(afterJson) as Value;
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map(
      (key) =>
        `${key} ${JSON.stringify(before[key])?.slice(0, 200)} → ${JSON.stringify(after[key])?.slice(0, 200)}`,
    );
}

/** Every entry of `before` is still there, unchanged; newer entries may have been added whole. */
function missingOrChanged(before: UserWork, after: UserWork): string[] {
  const problems: string[] = [];
  for (const [name, json] of before.documents) {
    const now = after.documents.get(name);
    if (now === undefined) problems.push(`document ${name} lost`);
    else if (now !== json) problems.push(`document ${name} changed: ${changedFields(json, now).join(", ")}`);
  }
  for (const [name, md5] of before.objects) {
    if (after.objects.get(name) !== md5)
      problems.push(`file ${name} ${after.objects.has(name) ? "changed" : "lost"}`);
  }
  return problems;
}

/** The invariants after any crash and restart, as a list of what breaks them (empty: all hold). */
async function brokenInvariants(user: TestUser): Promise<string[]> {
  const problems: string[] = [];
  const account = await readDocument(`users/${user.uid}`);
  const logos = await documentsOf("logos", user.uid);
  const exports = await documentsOf("exports", user.uid);
  const generations = await subcollection(`users/${user.uid}/generations`);
  const files = new Map([
    ...(await storageObjects(STORAGE_BUCKET, `users/${user.uid}/`)),
    ...(await storageObjects(STORAGE_BUCKET, `exports/${user.uid}/`)),
  ]);
  const sources = await storageObjects(SOURCE_BUCKET, `exports/${user.uid}/`);

  for (const logo of logos) {
    for (const kind of ["preview", "png", "svg", "original"]) {
      const path = field(logo, `storagePaths.${kind}`);
      if (typeof path === "string" && !files.has(path)) problems.push(`${logo.name} names missing ${path}`);
    }
  }
  let exportsCharged = 0;
  for (const exported of exports) {
    if (field(exported, "creditReturned") !== true) exportsCharged++;
    const resources = (field(exported, "resources") ?? {}) as Value;
    for (const type of Object.keys(resources)) {
      const path = field(exported, `resources.${type}.path`);
      if (
        field(exported, `resources.${type}.status`) === "ready" &&
        typeof path === "string" &&
        !files.has(path)
      )
        problems.push(`${exported.name} names missing ${path}`);
    }
    if (field(exported, "resources.original.status") === "ready") {
      const original = field(exported, "source.original");
      const master = field(exported, "source.master");
      if (typeof original === "string" && !sources.has(original))
        problems.push(`${exported.name}: source ${original} missing`);
      if (typeof master === "string" && !files.has(master))
        problems.push(`${exported.name}: master ${master} missing`);
    }
  }
  if (numberField(account, "exportsUsed") !== exportsCharged) {
    problems.push(
      `exportsUsed ${numberField(account, "exportsUsed")} but ${exportsCharged} export(s) charged`,
    );
  }
  const generatedLogos = logos.filter((logo) => field(logo, "source") === "generated").length;
  const reserved = generations
    .filter((generation) => field(generation, "status") === "pending")
    .reduce(
      (total, generation) =>
        total +
        numberField(generation, "reservation.fromFree") +
        numberField(generation, "reservation.fromPurchased"),
      0,
    );
  const used = numberField(account, "freeUsed") + numberField(account, "purchasedGenerationsUsed");
  if (used !== generatedLogos + reserved) {
    problems.push(`${used} generation credits used for ${generatedLogos} logos and ${reserved} reserved`);
  }
  return problems;
}

async function exportUntilReady(user: TestUser, logoId: string): Promise<string> {
  const { exportId } = (await callApi(user, "POST", `/logos/${logoId}/export`, {
    exportType: "basic_logo",
  })) as {
    exportId: string;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const body = (await callApi(user, "GET", `/exports/${exportId}`)) as {
      data: { export: { status: string } };
    };
    if (body.data.export.status === "ready") return exportId;
    await new Promise((wait) => setTimeout(wait, 300));
  }
  throw new Error(`Export ${exportId} not ready in time`);
}

async function waitForOutput(
  running: RunningStack | null,
  pattern: RegExp,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (running && !pattern.test(running.output()) && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return Boolean(running && pattern.test(running.output()));
}

/** Starts again after a crash: the leftovers (the Firestore JVM at least) are stopped first. */
async function restart(): Promise<void> {
  const leftovers = await busyPorts();
  stack = await startStack(dataDir);
  if (leftovers.length > 0)
    expect(stack.output()).toMatch(/Stopped the emulators a previous run left behind/);
}

describe("the local stack after a crash", () => {
  it("keeps older work whole, leaves nothing dangling and keeps credits exact, whatever moment it dies", async () => {
    stack = await startStack(dataDir);

    // Work that must survive: an account that paid, generated and exported.
    const buyer = await signUp();
    await callApi(buyer, "POST", "/payment", TEST_CARD);
    const generated = (await callApi(buyer, "POST", "/logos/generate", BRIEF)) as { logos: { id: string }[] };
    const [firstLogo, secondLogo] = generated.logos.map((logo) => logo.id);
    if (!firstLogo || !secondLogo) throw new Error("No logos were generated");
    await exportUntilReady(buyer, firstLogo);
    const olderWork = await workOf(buyer);
    expect(olderWork.objects.size).toBeGreaterThan(20);
    expect([...olderWork.documents.keys()].filter((name) => name.includes("/payments/"))).toHaveLength(1);
    await new Promise((wait) => setTimeout(wait, SAVE_WINDOW_MS + 1000));

    // 1. Killed mid-generation (and mid-sign-up of a second user).
    const second = await signUp();
    const inFlight = [
      callApi(buyer, "POST", "/logos/generate", BRIEF),
      callApi(second, "POST", "/logos/generate", BRIEF),
    ].map((call) => call.catch(() => null));
    await new Promise((wait) => setTimeout(wait, 400));
    if (stack) await crashStack(stack, dataDir);
    await Promise.all(inFlight);
    await restart();
    expect(missingOrChanged(olderWork, await workOf(buyer))).toEqual([]);
    expect(await brokenInvariants(buyer)).toEqual([]);
    expect(await brokenInvariants(second)).toEqual([]);

    // 2. Killed mid-export, every process at once this time, the Firestore JVM included.
    const exporting = callApi(buyer, "POST", `/logos/${secondLogo}/export`, {
      exportType: "basic_logo",
    }).catch(() => null);
    await new Promise((wait) => setTimeout(wait, 1500));
    await killEverything(stack, dataDir);
    await exporting;
    // Nothing is left running, so nothing is left for the next start to stop: its ports come free.
    expect(await portsFreed()).toEqual([]);
    await restart();
    expect(missingOrChanged(olderWork, await workOf(buyer))).toEqual([]);
    expect(await brokenInvariants(buyer)).toEqual([]);

    // 3. Ctrl-C, then killed 1.5 s into the shutdown (an impatient double Ctrl-C or a closed terminal).
    const beforeShutdown = await workOf(buyer);
    if (stack?.child.pid) process.kill(-stack.child.pid, "SIGINT");
    await new Promise((wait) => setTimeout(wait, 1500));
    if (stack) await crashStack(stack, dataDir);
    await restart();
    expect(missingOrChanged(olderWork, await workOf(buyer))).toEqual([]);
    expect(missingOrChanged(beforeShutdown, await workOf(buyer))).toEqual([]);
    expect(await brokenInvariants(buyer)).toEqual([]);
    expect(await brokenInvariants(second)).toEqual([]);

    // And a clean Ctrl-C still stops everything and keeps it all.
    const running = stack;
    stack = null;
    // A terminal's Ctrl-C reaches the whole foreground group; npx itself ends on the signal, the
    // start script shuts down and says so. Its own bounds are the last save, then up to 5 s for
    // Vite and 60 s for firebase-tools to stop; on a loaded machine that passes 90 s.
    if (running?.child.pid) process.kill(-running.child.pid, "SIGINT");
    expect(await waitForOutput(running, /\[markery\] Stopped\./, 180_000)).toBe(true);
    expect(running?.output()).not.toMatch(/Ports still in use/);
    expect(await portsFreed()).toEqual([]);
  }, 480_000);
});
