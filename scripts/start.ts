/**
 * `npm start`: builds the app, starts the emulator suite with emulator-data/ (imported and
 * exported on exit) and serves the production build through the Hosting emulator.
 * `npm run dev` adds Vite with hot reload against the same emulators.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { DEMO_ACCOUNT } from "./lib/demo-account";
import { StackSetupError } from "./lib/java";
import { type OwnStorageEmulator, startOwnStorageEmulator } from "./lib/own-storage";
import { runQuietly } from "./lib/run-step";
import {
  APP_URL,
  busyPorts,
  CACHE_DIR,
  prepareStackEnvironment,
  REPO_ROOT,
  signalGroup,
  spawnFirebase,
  waitForExit,
} from "./lib/stack";

const DATA_DIR = join(REPO_ROOT, "emulator-data");
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

async function main(): Promise<void> {
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
  if (!existsSync(DATA_DIR)) mkdirSync(DATA_DIR, { recursive: true });

  let storage: OwnStorageEmulator | null = null;
  if (stack.useOwnStorageEmulator) {
    say("The official Storage emulator cannot start offline here; using Markery's own on port 9199.");
    storage = await startOwnStorageEmulator(DATA_DIR);
  }

  mkdirSync(join(CACHE_DIR, "logs"), { recursive: true });
  const logPath = join(CACHE_DIR, "logs", "emulators.log");
  const log = createWriteStream(logPath, { flags: "w" });
  say("Starting the emulator suite (about 15 s)...");
  const firebase = spawnFirebase(
    ["emulators:start", "--only", stack.emulators.join(","), "--import", DATA_DIR, "--export-on-exit"],
    stack.env,
    false,
  );
  let vite: ChildProcess | null = null;
  let ready = false;

  const onLine = (line: string) => {
    log.write(`${line}\n`);
    if (!ready && line.includes("All emulators ready")) {
      ready = true;
      announceReady();
      if (devMode) {
        vite = spawn("npm", ["run", "dev", "-w", "web"], {
          cwd: REPO_ROOT,
          stdio: "inherit",
          detached: true,
        });
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
    say("Press Ctrl-C to stop; data is saved to emulator-data/.");
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    say("Stopping: saving emulator data...");
    if (vite) signalGroup(vite, "SIGTERM");
    signalGroup(firebase, "SIGINT");
    const timer = setTimeout(() => signalGroup(firebase, "SIGKILL"), 60_000);
    await waitForExit(firebase);
    clearTimeout(timer);
    // firebase-tools replaces emulator-data/ with its export, so Storage writes its objects after it.
    await storage?.close();
    log.end();
    say("Stopped.");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());

  const code = await waitForExit(firebase);
  if (!stopping) {
    if (storage) await storage.close();
    fail(`The emulator suite exited (code ${code}) before it was stopped. See ${logPath}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
