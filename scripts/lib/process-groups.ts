/**
 * Process groups below a process, read from /proc. firebase-tools starts the Firestore emulator's
 * JVM in a process group of its own (detached), so a signal to firebase-tools' group never reaches
 * it: when firebase-tools is killed rather than stopped, the JVM lives on and keeps port 8080.
 * Knowing those groups lets a stop, or the next start after a crash, end them too.
 */
import { readdirSync, readFileSync } from "node:fs";

interface ProcessEntry {
  pid: number;
  parent: number;
  group: number;
  /** "Z" for a zombie: dead, only not yet reaped (an orphan's reaper may take its time). */
  state: string;
}

function readProcessTable(): ProcessEntry[] {
  let names: string[];
  try {
    names = readdirSync("/proc");
  } catch {
    return []; // Not Linux: nothing to add to the leader's own group.
  }
  const entries: ProcessEntry[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // "pid (command) state ppid pgrp ...": the command may hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      entries.push({
        pid: Number(name),
        state: fields[0] ?? "",
        parent: Number(fields[1]),
        group: Number(fields[2]),
      });
    } catch {
      // Exited while being read.
    }
  }
  return entries;
}

/** Every process group a descendant of `rootPid` leads or belongs to, other than the root's own. */
export function groupsBelow(rootPid: number): number[] {
  const table = readProcessTable();
  const childrenOf = new Map<number, ProcessEntry[]>();
  for (const entry of table) {
    const siblings = childrenOf.get(entry.parent) ?? [];
    siblings.push(entry);
    childrenOf.set(entry.parent, siblings);
  }
  const rootGroup = table.find((entry) => entry.pid === rootPid)?.group ?? rootPid;
  const groups = new Set<number>();
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    for (const child of childrenOf.get(pid) ?? []) {
      if (child.group !== rootGroup && child.group > 1) groups.add(child.group);
      pending.push(child.pid);
    }
  }
  return [...groups];
}

function signalReaches(target: number): boolean {
  try {
    process.kill(target, 0);
    return true;
  } catch (error) {
    return typeof error === "object" && error !== null && "code" in error && error.code === "EPERM";
  }
}

/** Whether the process runs; a zombie (killed, not yet reaped) does not. */
export function isProcessAlive(pid: number): boolean {
  if (!signalReaches(pid)) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch (error) {
    // No /proc (not Linux): the signal's answer is all there is. Gone meanwhile: dead.
    return !(typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT");
  }
}

/** Whether any process of the group runs (zombies do not count). */
export function isGroupAlive(group: number): boolean {
  if (!signalReaches(-group)) return false;
  const table = readProcessTable();
  if (table.length === 0) return true;
  return table.some((entry) => entry.group === group && entry.state !== "Z");
}

export function signalGroups(groups: readonly number[], signal: NodeJS.Signals): void {
  for (const group of groups) {
    try {
      process.kill(-group, signal);
    } catch {
      // Nobody left in that group.
    }
  }
}
