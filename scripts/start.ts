/**
 * `npm start`: builds the app, starts the emulator suite with emulator-data/ and serves the
 * production build through the Hosting emulator. `npm run dev` adds Vite with hot reload against
 * the same emulators. The data is saved while the stack runs and on stop, never replaced whole
 * (scripts/lib/data-dir.ts, data-saver.ts); a crashed run's leftovers are cleaned up first.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { join, relative } from "node:path";
import { createInterface } from "node:readline";
import { dataDirectory, prepareDataDir, readSavedMoment } from "./lib/data-dir";
import { SAVE_INTERVAL_MS, saveEvery, saveStackData } from "./lib/data-saver";
import { DEMO_ACCOUNT } from "./lib/demo-account";
import { StackSetupError } from "./lib/java";
import { type OwnStorageEmulator, startOwnStorageEmulator } from "./lib/own-storage";
import { groupsBelow, signalGroups } from "./lib/process-groups";
import { runQuietly } from "./lib/run-step";
import {
  APP_URL,
  busyPorts,
  CACHE_DIR,
  isPortFree,
  PORTS,
  prepareStackEnvironment,
  REPO_ROOT,
  signalGroup,
  spawnFirebase,
  stopGroup,
  waitForExit,
} from "./lib/stack";
import { removeStackRecord, stopStaleStack, writeStackRecord } from "./lib/stack-record";

const DATA_DIR = dataDirectory();
const SHOWN_DATA_DIR = DATA_DIR.startsWith(`${REPO_ROOT}/`) ? relative(REPO_ROOT, DATA_DIR) : DATA_DIR;
const devMode = process.argv.includes("--dev");
const skipBuild = process.argv.includes("--no-build");

function say(line: string): void {
  console.log(`[markery] ${line}`);
}

function fail(line: string): never {
  console.error(`[markery] ${line}`);
  process.exit(1);
}

async function build(): Promise<void> {
  for (const workspace of ["functions", "web"]) {
    say(`Building ${workspace}...`);
    const result = await runQuietly("npm", ["run", "build", "-w", workspace]);
    if (result.code !== 0) {
      console.error(result.output);
      fail(`Building ${workspace} failed (output above). Fix it and run npm start again.`);
    }
  }
}

/** Warnings that are expected offline and say nothing the user can act on. */
const EXPECTED_OFFLINE_NOISE = [
  /Unknown user config "nodedir"/,
  /Env variable override detected/,
  /Unable to fetch the CLI MOTD/,
  /Emulator UI is not starting/,
  /Could not find import\/export metadata file/,
];

/** Shows what matters from firebase-tools' chatter; everything goes to the log file. */
function isWorthShowing(line: string): boolean {
  return (
    /error|⚠|warn|exception|failed/i.test(line) && !EXPECTED_OFFLINE_NOISE.some((noise) => noise.test(line))
  );
}

/** How long a clean stop waits for exports in line or under way (a second Ctrl-C skips it). */
const EXPORTS_FINISH_MS = 60_000;
/** Signals this close together are one press of Ctrl-C delivered twice. */
const SAME_PRESS_MS = 1_000;

async function main(): Promise<void> {
  const stale = await stopStaleStack(DATA_DIR);
  if (stale.kind === "running") {
    fail(
      `npm start is already running for ${SHOWN_DATA_DIR}/ (pid ${stale.pid}). Stop it first (Ctrl-C there).`,
    );
  }
  if (stale.kind === "stopped") {
    say(
      `Stopped the emulators a previous run left behind when it was killed (process groups ${stale.groups.join(", ")}).`,
    );
  }
  const busy = await busyPorts();
  if (busy.length > 0)
    fail(`Ports already in use: ${busy.join(", ")}. Is another stack running? Stop it first.`);

  let stack: ReturnType<typeof prepareStackEnvironment>;
  try {
    stack = prepareStackEnvironment();
  } catch (error) {
    if (error instanceof StackSetupError) fail(error.message);
    throw error;
  }
  if (!skipBuild) await build();
  for (const note of await prepareDataDir(DATA_DIR)) say(note);
  const lastSave = await readSavedMoment(DATA_DIR);

  let storage: OwnStorageEmulator | null = null;
  if (stack.useOwnStorageEmulator) {
    say("The official Storage emulator cannot start offline here; using Markery's own on port 9199.");
    storage = await startOwnStorageEmulator(DATA_DIR, lastSave);
  }

  mkdirSync(join(CACHE_DIR, "logs"), { recursive: true });
  const logPath = join(CACHE_DIR, "logs", "emulators.log");
  const log = createWriteStream(logPath, { flags: "w" });
  say("Starting the emulator suite (about 15 s)...");
  // No --export-on-exit: firebase-tools would replace the whole data folder when it stops, and
  // lose it if stopped mid-way. The data is saved by this script instead (data-saver.ts).
  const firebase = spawnFirebase(
    ["emulators:start", "--only", stack.emulators.join(","), "--import", DATA_DIR],
    stack.env,
    false,
  );
  const stackRecord = {
    startPid: process.pid,
    firebaseGroup: firebase.pid ?? null,
    dataDir: DATA_DIR,
    startedAt: new Date().toISOString(),
  };
  await writeStackRecord(stackRecord);
  const saveOptions = { dataDir: DATA_DIR, storage };
  let saver: ReturnType<typeof saveEvery> | null = null;
  let vite: ChildProcess | null = null;
  let ready = false;

  const onLine = (line: string) => {
    log.write(`${line}\n`);
    if (!ready && line.includes("All emulators ready")) {
      ready = true;
      // The Firestore JVM runs in a group of its own; noted now so a crash cannot orphan it.
      void writeStackRecord({
        ...stackRecord,
        detachedGroups: firebase.pid ? groupsBelow(firebase.pid) : [],
      });
      saver = saveEvery(saveOptions, say);
      announceReady();
      if (devMode) {
        vite = spawn("npm", ["run", "dev", "-w", "web"], {
          cwd: REPO_ROOT,
          stdio: "inherit",
          detached: true,
        });
        watchChild("Vite (npm run dev)", vite);
      }
    } else if (isWorthShowing(line)) {
      console.log(line);
    }
  };
  if (firebase.stdout) createInterface({ input: firebase.stdout }).on("line", onLine);
  if (firebase.stderr) createInterface({ input: firebase.stderr }).on("line", onLine);

  function announceReady(): void {
    console.log("");
    say(`Markery is running: ${APP_URL}`);
    if (devMode) say("Vite with hot reload: http://127.0.0.1:5173");
    say(`Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
    say(`Emulator log: ${logPath}`);
    say(
      `Your data is saved in ${SHOWN_DATA_DIR}/ every ${SAVE_INTERVAL_MS / 1000} s and when you stop. Press Ctrl-C to stop.`,
    );
  }

  let stopping = false;
  /**
   * One way down for every ending: Ctrl-C, a child that exits on its own, or a crash in this
   * process (which hosts Markery's Storage emulator). A last save of Firestore and Auth first
   * (Storage is already on disk), then every process group is stopped and waited for, so no
   * emulator is left holding its port. Nothing here replaces or deletes data on disk, so being
   * interrupted (a second Ctrl-C, a kill) only loses the few seconds since the last save.
   */
  const shutdown = async (failure: string | null) => {
    if (stopping) return;
    stopping = true;
    if (failure) console.error(`[markery] ${failure}`);
    say("Stopping every emulator (saving your data first; Ctrl-C again to stop at once)...");
    // Exports in the export triggers' line would be lost with the Functions emulator (their pages
    // offer 'Try again' only after 10 minutes): a clean stop lets them finish first, while the
    // periodic saves go on, and the last save keeps their files.
    const exportsUnderWay = storage?.triggerRunsPending() ?? 0;
    if (ready && !failure && exportsUnderWay > 0) {
      say(`Finishing ${exportsUnderWay} export run(s) under way first (up to a minute)...`);
      if (!(await storage?.triggerRunsSettled(EXPORTS_FINISH_MS)))
        say("Some exports did not finish; 'Try again' on their pages completes them.");
    }
    await saver?.stop();
    if (ready && !failure) {
      try {
        await saveStackData(saveOptions);
      } catch (error) {
        console.error(`[markery] The last save did not finish; the one before it is kept: ${String(error)}`);
      }
    }
    if (vite) await stopGroup(vite, "SIGTERM", 5_000);
    await stopGroup(firebase, "SIGINT", 60_000);
    try {
      await storage?.close();
    } catch (error) {
      console.error(`[markery] The Storage emulator did not stop cleanly: ${String(error)}`);
    }
    await removeStackRecord(DATA_DIR);
    log.end();
    const stillBusy = await busyPorts();
    if (stillBusy.length > 0)
      console.error(`[markery] Ports still in use after stopping: ${stillBusy.join(", ")}`);
    if (failure) {
      say(`Stopped after a failure; ${SHOWN_DATA_DIR}/ keeps what was last saved. Details: ${logPath}`);
      say("Fix the cause above, then run npm start again.");
      process.exit(1);
    }
    say("Stopped.");
    process.exit(0);
  };
  /** A second Ctrl-C: everything stops now; what was saved before stays as it is on disk. */
  const stopAtOnce = () => {
    say("Stopping at once; your data as of the last save is kept.");
    if (firebase.pid) signalGroups([firebase.pid, ...groupsBelow(firebase.pid)], "SIGKILL");
    if (vite) signalGroup(vite, "SIGKILL");
    void removeStackRecord(DATA_DIR).finally(() => process.exit(130));
  };
  // One Ctrl-C can arrive twice: the terminal signals the whole group, and tsx relays it to this
  // process as well. Only a second press (later than the relay) means "stop at once".
  let firstSignalAt = 0;
  const onSignal = () => {
    if (!stopping) {
      firstSignalAt = Date.now();
      void shutdown(null);
    } else if (Date.now() - firstSignalAt > SAME_PRESS_MS) stopAtOnce();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  process.on("uncaughtException", (error) => {
    void shutdown(
      `Markery's start script (and its Storage emulator) crashed: ${error.stack ?? String(error)}`,
    );
  });
  process.on("unhandledRejection", (reason) => {
    void shutdown(`Markery's start script (and its Storage emulator) crashed: ${String(reason)}`);
  });

  const watchChild = (name: string, child: ChildProcess) => {
    void waitForExit(child).then((code) => {
      if (!stopping) void shutdown(`${name} exited on its own (code ${code}).`);
    });
  };
  watchChild("The Firebase emulator suite", firebase);

  // firebase-tools does not notice when one of its emulators dies (the Firestore JVM, say): it
  // keeps running without it. So once everything is up, each port must keep answering.
  const watchdog = setInterval(() => {
    if (!ready || stopping) return;
    void (async () => {
      for (const [name, port] of Object.entries(PORTS)) {
        if (!stopping && (await isPortFree(port))) {
          clearInterval(watchdog);
          void shutdown(`The ${name} emulator (port ${port}) stopped answering.`);
          return;
        }
      }
    })();
  }, 3_000);
  watchdog.unref();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
