/**
 * Starts the local Firebase stack the same way for `npm start`, `npm test` and the seed script:
 * Java + Firestore jar set up, the Storage emulator (official where it can start, ours otherwise),
 * then firebase-tools for auth, firestore, functions and hosting.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { findJava, javaEnvironment, prepareFirestoreEmulatorJar } from "./java";
import { groupsBelow, isGroupAlive, signalGroups } from "./process-groups";

export const REPO_ROOT = resolve(__dirname, "..", "..");
export const CACHE_DIR = join(REPO_ROOT, ".cache");
export const PROJECT_ID = "demo-markery";

export const PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  storage: 9199,
  hosting: 5000,
  hub: 4400,
} as const;

export const HOST = "127.0.0.1";
export const APP_URL = `http://${HOST}:${PORTS.hosting}`;
export const FUNCTIONS_URL = `http://${HOST}:${PORTS.functions}`;
export const API_FUNCTION_URL = `${FUNCTIONS_URL}/${PROJECT_ID}/us-central1/api`;

/** The official Storage emulator needs a rules-runtime jar that firebase-tools downloads on first use. */
function officialStorageEmulatorAvailable(): boolean {
  const cacheDir = join(homedir(), ".cache", "firebase", "emulators");
  if (!existsSync(cacheDir)) return false;
  return readdirSync(cacheDir).some((name) => name.startsWith("cloud-storage-rules-runtime"));
}

/** Function calls the local stack runs at once (FUNCTIONS_EMULATOR_PARALLEL overrides it). */
const LOCAL_FUNCTION_CALLS_AT_ONCE = 2;

interface StackEnvironment {
  env: NodeJS.ProcessEnv;
  emulators: string[];
  useOwnStorageEmulator: boolean;
}

/** Throws StackSetupError with a one-line fix when Java or the Firestore jar is missing. */
export function prepareStackEnvironment(): StackEnvironment {
  const java = findJava();
  const firestoreJar = prepareFirestoreEmulatorJar(java, CACHE_DIR);
  const useOwnStorageEmulator =
    process.env.MARKERY_OFFICIAL_STORAGE !== "1" && !officialStorageEmulatorAvailable();
  const storageHost = `${HOST}:${PORTS.storage}`;
  const env: NodeJS.ProcessEnv = {
    // How many function calls the Functions emulator runs at once; the rest wait in its queue, in
    // order. It otherwise starts a worker process for every concurrent call and never ends one:
    // ten users at once were twenty workers and 8 GB, thirty were sixty and 19 GB, and every
    // worker's start-up (a second or more of CPU) slowed the calls it was meant to serve. Two on
    // two cores keep both busy: a call's waits for Firestore and Storage are those emulators' CPU.
    // A third place only started a third API worker in a burst (a second and a half of CPU with
    // its first generation, 0.3 GB), and ten users' generations came later for it, not sooner.
    // The export runs our Storage emulator sends one at a time (storage-emulator/trigger-events.ts)
    // take one of the two places while they run.
    FUNCTIONS_EMULATOR_PARALLEL: String(LOCAL_FUNCTION_CALLS_AT_ONCE),
    ...process.env,
    ...javaEnvironment(java, firestoreJar),
    // firebase-tools sets these itself only for emulators it runs; ours needs them passed through
    // so the Functions emulator's admin SDK finds it.
    ...(useOwnStorageEmulator
      ? { FIREBASE_STORAGE_EMULATOR_HOST: storageHost, STORAGE_EMULATOR_HOST: `http://${storageHost}` }
      : {}),
  };
  const emulators = [
    "auth",
    "firestore",
    "functions",
    "hosting",
    ...(useOwnStorageEmulator ? [] : ["storage"]),
  ];
  return { env, emulators, useOwnStorageEmulator };
}

export function firebaseBinary(): string {
  return join(REPO_ROOT, "node_modules", ".bin", "firebase");
}

export function spawnFirebase(args: string[], env: NodeJS.ProcessEnv, inheritOutput: boolean): ChildProcess {
  return spawn(firebaseBinary(), [...args, "--project", PROJECT_ID], {
    cwd: REPO_ROOT,
    env,
    stdio: inheritOutput ? "inherit" : ["ignore", "pipe", "pipe"],
    // Its own process group, so one signal reaches the Java and worker processes it starts.
    detached: true,
  });
}

export function waitForExit(child: ChildProcess): Promise<number> {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null) {
      resolvePromise(child.exitCode);
      return;
    }
    child.once("exit", (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Signals a detached child's whole process group. Also after the leader itself has exited: the
 * Functions workers firebase-tools starts live on in its group and hold their ports until they
 * are told to stop.
 */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid !== undefined) signalGroups([child.pid], signal);
}

/** Whether any process of a detached child's group is still running. */
export function groupAlive(child: ChildProcess): boolean {
  return child.pid !== undefined && isGroupAlive(child.pid);
}

/**
 * Stops a detached child's whole group: `signal` first (SIGINT lets firebase-tools stop its
 * emulators in order), then SIGKILL for whatever is still there after `graceMs`. The groups its
 * processes started of their own (the Firestore JVM) are ended too if they outlive it. Resolves
 * once they are all gone.
 */
export async function stopGroup(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  const pause = (ms: number) => new Promise((resolvePause) => setTimeout(resolvePause, ms));
  const detached = child.pid === undefined ? [] : groupsBelow(child.pid);
  const groups = child.pid === undefined ? detached : [child.pid, ...detached];
  const anyAlive = () => groups.some(isGroupAlive);
  signalGroup(child, signal);
  const deadline = Date.now() + graceMs;
  while (groupAlive(child) && Date.now() < deadline) await pause(100);
  if (!groupAlive(child)) {
    // firebase-tools stops its JVM itself on SIGINT; a moment after it is gone, anything still
    // alive was abandoned.
    const settleDeadline = Date.now() + 2_000;
    while (anyAlive() && Date.now() < settleDeadline) await pause(100);
  }
  if (!anyAlive()) return;
  signalGroups(groups, "SIGKILL");
  const killDeadline = Date.now() + 5_000;
  while (anyAlive() && Date.now() < killDeadline) await pause(50);
}

export async function isPortFree(port: number): Promise<boolean> {
  const { createServer } = await import("node:net");
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.once("error", () => resolvePromise(false));
    server.listen(port, HOST, () => server.close(() => resolvePromise(true)));
  });
}

export async function busyPorts(): Promise<string[]> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(PORTS)) {
    if (!(await isPortFree(port))) busy.push(`${name} ${port}`);
  }
  return busy;
}
