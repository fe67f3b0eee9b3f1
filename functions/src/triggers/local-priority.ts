/**
 * On the local stack the export triggers' workers share the machine's cores with the API worker a
 * person is waiting on; deployed, each trigger has instances of its own. So under the Functions
 * emulator a trigger's worker lowers its own CPU priority before its first run: an export still
 * gets every cycle the API leaves idle, and a generation beside it is not slowed down by it.
 */
import { readdirSync } from "node:fs";
import { setPriority } from "node:os";
import { runningInEmulator } from "./emulator-faults";

/** Ten steps below normal: the scheduler then gives a busy API thread about nine parts in ten. */
export const LOCAL_EXPORT_NICENESS = 10;

let lowered = false;

/** The threads of this process; on systems without /proc, the process itself. */
function ownThreads(): number[] {
  try {
    return readdirSync("/proc/self/task").map(Number);
  } catch {
    return [process.pid];
  }
}

export function yieldToTheApiOnTheLocalStack(): void {
  if (lowered || !runningInEmulator()) return;
  lowered = true;
  // Linux keeps a priority per thread: each thread running now (V8's, libuv's) is lowered, and
  // every thread started later (sharp's, resvg's) inherits it from the thread that starts it.
  for (const thread of ownThreads()) {
    try {
      setPriority(thread, LOCAL_EXPORT_NICENESS);
    } catch {
      // The thread ended in between, or the system refuses: the export runs all the same.
    }
  }
}
