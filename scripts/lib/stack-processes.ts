/**
 * What the local stack costs the machine: its processes (firebase-tools, the Firestore JVM, one
 * Functions worker per concurrent invocation, Markery's Storage emulator) read from /proc, so a
 * benchmark can report the peak number of workers and the peak resident memory of the whole
 * stack while it runs. Only this stack counts: another stack on the same machine (a second
 * checkout, a test run) is left out.
 */
import { readdirSync, readFileSync } from "node:fs";

/** A Functions emulator worker: firebase-tools runs each one with this runtime file. */
const FUNCTIONS_WORKER = /functionsEmulatorRuntime/;
const FIREBASE_EMULATORS = /firebase(-tools\/lib\/bin\/firebase\.js)?\s.*emulators:(exec|start)/;
const STACK_SCRIPT = /scripts\/(start|emulators-exec|bench)\.ts/;

interface ProcessInfo {
  pid: number;
  parent: number;
  command: string;
}

interface StackSample {
  workers: number;
  /** Resident memory of every stack process, in bytes. */
  residentBytes: number;
}

function readProcess(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may hold spaces: the fields follow the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
    return { pid, parent: Number(fields[1]), command };
  } catch {
    return null;
  }
}

function allProcesses(): Map<number, ProcessInfo> {
  const processes = new Map<number, ProcessInfo>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const info = readProcess(Number(entry));
    if (info) processes.set(info.pid, info);
  }
  return processes;
}

function residentBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match?.[1] ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function ancestorsOf(pid: number, processes: Map<number, ProcessInfo>): ProcessInfo[] {
  const chain: ProcessInfo[] = [];
  let current = processes.get(pid);
  while (current && current.parent > 1 && chain.length < 64) {
    const parent = processes.get(current.parent);
    if (!parent) break;
    chain.push(parent);
    current = parent;
  }
  return chain;
}

/**
 * The process the stack hangs from, and this benchmark's own processes. Inside the stack (run by
 * `emulators:exec`), the root is the script that started firebase-tools (it also hosts Markery's
 * Storage emulator) and the benchmark is everything between firebase-tools and this process;
 * outside it, the root is a running `npm start`.
 */
function locateStack(processes: Map<number, ProcessInfo>): {
  root: ProcessInfo | null;
  benchmark: Set<number>;
} {
  const ancestors = ancestorsOf(process.pid, processes);
  const firebaseIndex = ancestors.findIndex((info) => FIREBASE_EMULATORS.test(info.command));
  if (firebaseIndex === -1) {
    const root = [...processes.values()].find((info) => /scripts\/start\.ts/.test(info.command)) ?? null;
    return { root, benchmark: new Set([process.pid]) };
  }
  const benchmark = new Set([process.pid, ...ancestors.slice(0, firebaseIndex).map((info) => info.pid)]);
  // `npm run bench` starts the stack itself and so hosts the Storage emulator: it counts too.
  const starter = ancestors.slice(firebaseIndex + 1).find((info) => STACK_SCRIPT.test(info.command));
  return { root: starter ?? ancestors[firebaseIndex] ?? null, benchmark };
}

/** The stack's processes: the root's whole tree, without this benchmark's processes. */
function stackProcesses(): ProcessInfo[] {
  const processes = allProcesses();
  const { root, benchmark } = locateStack(processes);
  if (!root) return [];
  const children = new Map<number, ProcessInfo[]>();
  for (const info of processes.values()) {
    children.set(info.parent, [...(children.get(info.parent) ?? []), info]);
  }
  const tree: ProcessInfo[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || benchmark.has(next.pid)) continue;
    tree.push(next);
    pending.push(...(children.get(next.pid) ?? []));
  }
  return tree;
}

/** The parts of the stack a CPU reading is told apart by. */
export const STACK_PARTS = {
  api: "the API's workers",
  triggers: "the export triggers' workers",
  firestore: "the Firestore emulator (Java)",
  firebaseTools: "firebase-tools (Hosting, Auth, the Functions emulator)",
  storage: "our Storage emulator and the stack's script",
  other: "other processes (npm, shells)",
} as const;

export type StackPart = keyof typeof STACK_PARTS;

function partOf(info: ProcessInfo): StackPart {
  if (FUNCTIONS_WORKER.test(info.command)) return functionTarget(info.pid) === "api" ? "api" : "triggers";
  if (/\bjava\b/.test(info.command)) return "firestore";
  if (FIREBASE_EMULATORS.test(info.command)) return "firebaseTools";
  if (STACK_SCRIPT.test(info.command)) return "storage";
  return "other";
}

/**
 * CPU seconds the stack's running processes have used so far, user and system, by part. A
 * process that ended (a worker of an earlier stack, a helper) is not counted, so read it before
 * and after.
 */
export function stackCpuByPart(): Record<StackPart, number> {
  const used = Object.fromEntries(Object.keys(STACK_PARTS).map((part) => [part, 0])) as Record<
    StackPart,
    number
  >;
  for (const info of stackProcesses()) used[partOf(info)] += cpuSeconds(info.pid);
  return used;
}

/** The CPU seconds each part has used since an earlier `stackCpuByPart()` reading. */
export function stackCpuSince(before: Record<StackPart, number>): Record<StackPart, number> {
  const now = stackCpuByPart();
  for (const part of Object.keys(now) as StackPart[]) now[part] -= before[part];
  return now;
}

function sampleStack(): StackSample {
  let workers = 0;
  let resident = 0;
  for (const info of stackProcesses()) {
    if (FUNCTIONS_WORKER.test(info.command)) workers++;
    resident += residentBytes(info.pid);
  }
  return { workers, residentBytes: resident };
}

export interface WorkerSample {
  pid: number;
  /** The function the worker runs (`api`, `makeExportFiles`), from its environment. */
  target: string;
  residentBytes: number;
  /** CPU time the worker has used so far, user and system. */
  cpuSeconds: number;
}

function functionTarget(pid: number): string {
  try {
    const environment = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
    return environment.find((entry) => entry.startsWith("FUNCTION_TARGET="))?.slice(16) ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** Linux reports CPU time in clock ticks of 1/100 s. */
const CLOCK_TICKS_PER_SECOND = 100;

function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Each Functions worker of this stack: what it runs, its memory and the CPU it has used. */
export function sampleWorkers(): WorkerSample[] {
  return stackProcesses()
    .filter((info) => FUNCTIONS_WORKER.test(info.command))
    .map((info) => ({
      pid: info.pid,
      target: functionTarget(info.pid),
      residentBytes: residentBytes(info.pid),
      cpuSeconds: cpuSeconds(info.pid),
    }));
}

/** CPU seconds used so far by all workers of one function (ended workers not counted). */
export function functionCpuSeconds(target: string): number {
  return sampleWorkers()
    .filter((worker) => worker.target === target)
    .reduce((total, worker) => total + worker.cpuSeconds, 0);
}

/** Samples the stack every `intervalMs` until stopped; keeps the peaks. */
export function watchStack(intervalMs = 250): { stop: () => StackSample } {
  const peak: StackSample = { workers: 0, residentBytes: 0 };
  const take = () => {
    const sample = sampleStack();
    peak.workers = Math.max(peak.workers, sample.workers);
    peak.residentBytes = Math.max(peak.residentBytes, sample.residentBytes);
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return { ...peak };
    },
  };
}

export function gigabytes(bytes: number): string {
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
