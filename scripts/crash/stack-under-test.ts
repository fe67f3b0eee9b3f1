/**
 * The real `npm start` on a data folder of its own, for the crash tests: started, used through
 * the API and the emulators' REST interfaces like a browser would, and killed as a crash would.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isGroupAlive, signalGroups } from "../lib/process-groups";
import { APP_URL, busyPorts, HOST, PORTS, PROJECT_ID, REPO_ROOT } from "../lib/stack";
import { readStackRecord } from "../lib/stack-record";

const STACK_READY_TIMEOUT_MS = 120_000;

export interface RunningStack {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` (already built) on `dataDir`, in a process group of its own; resolves when ready. */
export async function startStack(dataDir: string): Promise<RunningStack> {
  const child = spawn("npx", ["tsx", "scripts/start.ts", "--no-build"], {
    cwd: REPO_ROOT,
    env: { ...process.env, MARKERY_DATA_DIR: dataDir },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start not ready in time:\n${output}`)),
      STACK_READY_TIMEOUT_MS,
    );
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (output.includes("Markery is running")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onOutput);
    child.stderr?.on("data", onOutput);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code} before it was ready:\n${output}`));
    });
  });
  return { child, output: () => output, exited };
}

/**
 * A crash: SIGKILL to the start script's group and firebase-tools' at once. The Firestore JVM,
 * in a group of its own, lives on as it would after a real crash; the next start must deal with it.
 */
export async function crashStack(stack: RunningStack, dataDir: string): Promise<void> {
  const record = readStackRecord(dataDir);
  const groups = [stack.child.pid, record?.firebaseGroup].filter(isPid);
  signalGroups(groups, "SIGKILL");
  await stack.exited;
  await allEnded(groups);
}

async function allEnded(groups: number[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (groups.some(isGroupAlive) && Date.now() < deadline)
    await new Promise((wait) => setTimeout(wait, 100));
}

/** After the test: every process the stack ever started, the JVM included, is gone. */
export async function killEverything(stack: RunningStack | null, dataDir: string): Promise<void> {
  const record = readStackRecord(dataDir);
  const groups = [stack?.child.pid, record?.firebaseGroup, ...(record?.detachedGroups ?? [])].filter(isPid);
  signalGroups(groups, "SIGKILL");
  if (stack) await stack.exited;
  const deadline = Date.now() + 10_000;
  while (groups.some(isGroupAlive) && Date.now() < deadline)
    await new Promise((wait) => setTimeout(wait, 100));
}

function isPid(value: number | null | undefined): value is number {
  return typeof value === "number" && value > 1;
}

/** Waits until no port of the stack answers, e.g. after a kill. */
export async function portsFreed(timeoutMs = 20_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let busy = await busyPorts();
  while (busy.length > 0 && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 200));
    busy = await busyPorts();
  }
  return busy;
}

const AUTH_URL = `http://${HOST}:${PORTS.auth}`;
const FIRESTORE_URL = `http://${HOST}:${PORTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const STORAGE_URL = `http://${HOST}:${PORTS.storage}/storage/v1`;
const OWNER = { Authorization: "Bearer owner" };

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
}

export async function signUp(): Promise<TestUser> {
  const email = `crash-${randomUUID()}@example.com`;
  const password = "crash-password";
  const { localId } = z.object({ localId: z.string() }).parse(
    await postJson(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
      email,
      password,
    }),
  );
  await postJson(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    { localId, emailVerified: true },
    OWNER,
  );
  return { uid: localId, email, password };
}

async function idToken(user: TestUser): Promise<string> {
  return z.object({ idToken: z.string() }).parse(
    await postJson(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
      email: user.email,
      password: user.password,
      returnSecureToken: true,
    }),
  ).idToken;
}

/** A call of Markery's API through Hosting, as the signed-in user. */
export async function callApi(
  user: TestUser,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${APP_URL}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await idToken(user)}`,
      "Content-Type": "application/json",
      "Idempotency-Key": randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

const FirestoreDocument = z.object({
  name: z.string(),
  fields: z.record(z.string(), z.unknown()).default({}),
});
export type FirestoreDocument = z.infer<typeof FirestoreDocument>;

export async function readDocument(path: string): Promise<FirestoreDocument | null> {
  const response = await fetch(`${FIRESTORE_URL}/${path}`, { headers: OWNER });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Firestore ${path}: ${response.status}`);
  return FirestoreDocument.parse(await response.json());
}

/** Documents of a top-level collection (or a user's subcollection) with ownerUid == uid. */
export async function documentsOf(collection: string, uid: string): Promise<FirestoreDocument[]> {
  const rows = z.array(z.object({ document: FirestoreDocument.optional() })).parse(
    await postJson(
      `${FIRESTORE_URL}:runQuery`,
      {
        structuredQuery: {
          from: [{ collectionId: collection }],
          where: {
            fieldFilter: { field: { fieldPath: "ownerUid" }, op: "EQUAL", value: { stringValue: uid } },
          },
        },
      },
      OWNER,
    ),
  );
  return rows
    .flatMap((row) => (row.document ? [row.document] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function subcollection(path: string): Promise<FirestoreDocument[]> {
  const response = await fetch(`${FIRESTORE_URL}/${path}?pageSize=300`, { headers: OWNER });
  if (!response.ok) throw new Error(`Firestore ${path}: ${response.status}`);
  return z
    .object({ documents: z.array(FirestoreDocument).default([]) })
    .parse(await response.json())
    .documents.sort((a, b) => a.name.localeCompare(b.name));
}

const StorageObjects = z.object({
  items: z.array(z.object({ name: z.string(), md5Hash: z.string() })).default([]),
  nextPageToken: z.string().optional(),
});

/** Every object under a prefix in a bucket, by name, with its MD5. */
export async function storageObjects(bucket: string, prefix: string): Promise<Map<string, string>> {
  const objects = new Map<string, string>();
  let pageToken: string | undefined;
  do {
    const query = new URLSearchParams({ prefix, ...(pageToken ? { pageToken } : {}) });
    const response = await fetch(`${STORAGE_URL}/b/${encodeURIComponent(bucket)}/o?${query}`, {
      headers: OWNER,
    });
    if (!response.ok) throw new Error(`Storage list ${bucket}/${prefix}: ${response.status}`);
    const page = StorageObjects.parse(await response.json());
    for (const item of page.items) objects.set(item.name, item.md5Hash);
    pageToken = page.nextPageToken;
  } while (pageToken);
  return objects;
}
