/**
 * Finds what the Firestore emulator needs on this machine: a Java >= 21 runtime and an emulator
 * jar (firebase-tools' own cache, else the gcloud SDK's jar behind a manifest-only launcher jar).
 * See ../shared/notes/offline-firebase.md for why each step exists.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const MIN_JAVA_MAJOR = 21;
const GCLOUD_FIRESTORE_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const FIRESTORE_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

interface JavaRuntime {
  home: string | null;
  binDir: string;
  major: number;
}

export class StackSetupError extends Error {}

function readJavaVersion(javaBinary: string): number | null {
  // `java -version` prints to stderr, e.g. 'openjdk version "25.0.1" 2025-10-21'.
  const result = spawnSync(javaBinary, ["-version"], { encoding: "utf8" });
  return parseJavaMajor(`${result.stderr ?? ""}${result.stdout ?? ""}`);
}

function parseJavaMajor(versionText: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionText);
  if (!match?.[1]) return null;
  const first = Number(match[1]);
  // Java 8 and older report "1.8.0_x".
  return first === 1 && match[2] ? Number(match[2]) : first;
}

function candidateJavaHomes(): string[] {
  const homes: string[] = [];
  if (process.env.JAVA_HOME) homes.push(process.env.JAVA_HOME);
  const jvmRoot = "/usr/lib/jvm";
  if (existsSync(jvmRoot)) {
    for (const entry of readdirSync(jvmRoot).sort().reverse()) homes.push(join(jvmRoot, entry));
  }
  return homes;
}

export function findJava(): JavaRuntime {
  const seen: string[] = [];
  for (const home of candidateJavaHomes()) {
    const binary = join(home, "bin", "java");
    if (!existsSync(binary)) continue;
    const major = readJavaVersion(binary);
    seen.push(`${binary} (${major ?? "unknown"})`);
    if (major !== null && major >= MIN_JAVA_MAJOR) return { home, binDir: join(home, "bin"), major };
  }
  try {
    const onPath = execFileSync("sh", ["-c", "command -v java"], { encoding: "utf8" }).trim();
    if (onPath) {
      const major = readJavaVersion(onPath);
      seen.push(`${onPath} (${major ?? "unknown"})`);
      if (major !== null && major >= MIN_JAVA_MAJOR) return { home: null, binDir: join(onPath, ".."), major };
    }
  } catch {
    // No java on PATH: reported below together with the other candidates.
  }
  throw new StackSetupError(
    `Java ${MIN_JAVA_MAJOR}+ is required for the Firestore emulator; found ${seen.length ? seen.join(", ") : "none"}. ` +
      "Install it (e.g. `apt-get install -y openjdk-21-jre-headless` or Temurin 21+) or set JAVA_HOME.",
  );
}

/** firebase-tools' own downloaded jar, present on machines that had internet once. */
function cachedFirebaseFirestoreJar(): string | null {
  const cacheDir = join(homedir(), ".cache", "firebase", "emulators");
  if (!existsSync(cacheDir)) return null;
  const jar = readdirSync(cacheDir)
    .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
    .sort()
    .pop();
  return jar ? join(cacheDir, jar) : null;
}

/**
 * Returns the jar to hand firebase-tools through FIRESTORE_EMULATOR_BINARY_PATH, or null when its
 * own cache already has one. The gcloud jar has no Main-Class, so we build a launcher jar whose
 * manifest names the main class and puts the gcloud jar on the class path.
 */
export function prepareFirestoreEmulatorJar(java: JavaRuntime, cacheRoot: string): string | null {
  if (cachedFirebaseFirestoreJar()) return null;
  if (!existsSync(GCLOUD_FIRESTORE_JAR)) {
    throw new StackSetupError(
      "No Firestore emulator jar found: neither firebase-tools' cache (~/.cache/firebase/emulators) nor " +
        `${GCLOUD_FIRESTORE_JAR}. Install the gcloud component (apt-get install -y google-cloud-cli-firestore-emulator) ` +
        "or run `npx firebase setup:emulators:firestore` on a machine with internet.",
    );
  }
  const launcherDir = join(cacheRoot, "firestore-launcher");
  const launcherJar = join(launcherDir, "cloud-firestore-launcher.jar");
  if (existsSync(launcherJar)) return launcherJar;
  mkdirSync(launcherDir, { recursive: true });
  const manifest = join(launcherDir, "manifest.txt");
  writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: file:${GCLOUD_FIRESTORE_JAR}\n`);
  const jarTool = join(java.binDir, "jar");
  if (!existsSync(jarTool)) {
    throw new StackSetupError(
      `The JDK at ${java.binDir} has no 'jar' tool; install a full JDK ${MIN_JAVA_MAJOR}+.`,
    );
  }
  execFileSync(jarTool, ["cfm", launcherJar, manifest], { stdio: "inherit" });
  return launcherJar;
}

/**
 * JVM flags for the Firestore emulator, the stack's only Java process. A fresh stack's JVM spent
 * most of its CPU compiling itself: with the optimising compiler (C2) an export cost the emulator
 * 180-330 ms of CPU, with the quick one alone 110-130 ms, on both cores' worth of work the API's
 * generations share. The serial collector runs no GC threads of its own beside them. Short-lived
 * local emulators never reach the peak C2 would pay off at.
 */
const FIRESTORE_JVM_OPTIONS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

/** Environment for processes that start the Firestore emulator (the caller's own JVM options last, so they win). */
export function javaEnvironment(java: JavaRuntime, firestoreJar: string | null): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: `${java.binDir}:${process.env.PATH ?? ""}`,
    JAVA_TOOL_OPTIONS: [...FIRESTORE_JVM_OPTIONS, process.env.JAVA_TOOL_OPTIONS ?? ""].join(" ").trim(),
  };
  if (java.home) env.JAVA_HOME = java.home;
  if (firestoreJar) env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreJar;
  return env;
}
