/**
 * The offline checks `npm run deploy` makes before anything leaves the machine: the project is
 * a real one, the rules files and storage targets are there, each of the export pipeline's two
 * buckets (export sources, brand kit requests) is named by its parameter, gets its rules and is
 * neither the default bucket nor the other one, and the functions' manifest binds each trigger
 * to its bucket's parameter and declares the secrets each function needs. Each problem says how
 * to fix it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { API_SECRETS, BRAND_KIT_SECRETS, EXPORT_FILES_SECRETS } from "../../functions/src/config/secrets";
import { FONT_FAMILIES, fontFileIn } from "../../functions/src/engine/fonts";
import type { FunctionsManifest, ManifestEndpoint } from "./functions-manifest";

export interface Problem {
  check: string;
  problem: string;
  fix: string;
}

/** The secrets each function reads in production, as the functions' code lists them. */
export const REQUIRED_SECRETS: Record<string, string[]> = {
  api: API_SECRETS.map((secret) => secret.name),
  makeExportFiles: EXPORT_FILES_SECRETS.map((secret) => secret.name),
  makeExportBrandKit: BRAND_KIT_SECRETS.map((secret) => secret.name),
};

/**
 * A bucket of the export pipeline: one trigger listens on it, and it holds nothing but that
 * trigger's input, so the trigger never runs for anything else.
 */
interface PipelineBucket {
  /** The functions' parameter that names it (functions/src/config/export-buckets.ts). */
  parameter: string;
  /** Its storage target in firebase.json and .firebaserc, and the suffix of its default name. */
  target: string;
  rules: string;
  trigger: string;
  triggerSource: string;
  /** One of the objects it holds, for the problems' text. */
  holds: string;
}

const PIPELINE_BUCKETS: readonly PipelineBucket[] = [
  {
    parameter: "EXPORT_SOURCE_BUCKET",
    target: "export-sources",
    rules: "storage-export-sources.rules",
    trigger: "makeExportFiles",
    triggerSource: "functions/src/triggers/make-export-files.ts",
    holds: "export source",
  },
  {
    parameter: "BRAND_KIT_REQUEST_BUCKET",
    target: "kit-requests",
    rules: "storage-kit-requests.rules",
    trigger: "makeExportBrandKit",
    triggerSource: "functions/src/triggers/make-export-kit.ts",
    holds: "brand kit request",
  },
];
const FILES_TARGET = "files";
const STORAGE_TARGETS = [FILES_TARGET, ...PIPELINE_BUCKETS.map((bucket) => bucket.target)];
/** The functions' region, where the pipeline's buckets belong. */
const REGION = "us-central1";
/** Cloud Storage's naming rules for a bucket without dots. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9_-]{1,61}[a-z0-9]$/;

const FirebaseRc = z.object({
  targets: z
    .record(z.string(), z.object({ storage: z.record(z.string(), z.array(z.string())).optional() }))
    .optional(),
});
const FirebaseJson = z.object({
  firestore: z.object({ rules: z.string() }).optional(),
  storage: z.array(z.object({ target: z.string(), rules: z.string() })).optional(),
});

interface PreflightInput {
  rootDir: string;
  projectId: string;
  manifest: FunctionsManifest;
}

/** `KEY=value` lines of a dotenv file; later files override earlier ones, as firebase-tools does. */
function readDotenv(paths: string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const path of paths) {
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, "utf8").split("\n")) {
      const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (match?.[1] && match[2] !== undefined)
        values.set(match[1], match[2].replace(/^(["'])(.*)\1$/, "$2"));
    }
  }
  return values;
}

function readJson<T>(path: string, schema: z.ZodType<T>): T | null {
  if (!existsSync(path)) return null;
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  return parsed.success ? parsed.data : null;
}

function secretsOf(endpoint: ManifestEndpoint | undefined): string[] {
  return (endpoint?.secretEnvironmentVariables ?? []).map((secret) => secret.key);
}

function checkProject(projectId: string): Problem[] {
  if (!projectId.startsWith("demo-")) return [];
  return [
    {
      check: "project",
      problem: `${projectId} is the local demo project: it exists only in the emulators.`,
      fix: "Choose your Firebase project (Blaze plan): npx firebase use --add, or npm run deploy -- --project <id>.",
    },
  ];
}

/**
 * The CJK faces travel in lib/fonts (a deployed function does not install them): a build that
 * skipped the font pack would deploy an engine that refuses every Chinese, Japanese or Korean name.
 */
function checkFontPack(rootDir: string): Problem[] {
  const missing = FONT_FAMILIES.filter((family) => family.packed).flatMap((family) =>
    family.weights
      .map((weight) =>
        join(rootDir, "functions", "lib", "fonts", family.packageName, ...fontFileIn(family, weight)),
      )
      .filter((file) => !existsSync(file)),
  );
  if (missing.length === 0) return [];
  return [
    {
      check: "font pack",
      problem: `${missing.length} CJK font file(s) are missing from functions/lib/fonts, e.g. ${missing[0]}.`,
      fix: "Build the functions with `npm run build -w functions` (it packs the fonts), then deploy again.",
    },
  ];
}

function checkRules(rootDir: string): Problem[] {
  const config = readJson(join(rootDir, "firebase.json"), FirebaseJson);
  if (!config) {
    return [
      { check: "rules", problem: "firebase.json is missing or unreadable.", fix: "Restore it from git." },
    ];
  }
  const rulesFiles = [config.firestore?.rules, ...(config.storage ?? []).map((entry) => entry.rules)];
  const problems: Problem[] = rulesFiles
    .filter((file): file is string => file !== undefined && !existsSync(join(rootDir, file)))
    .map((file) => ({
      check: "rules",
      problem: `The rules file ${file} named in firebase.json is missing.`,
      fix: "Restore it from git.",
    }));
  const targets = new Set((config.storage ?? []).map((entry) => entry.target));
  for (const target of STORAGE_TARGETS) {
    if (!targets.has(target)) {
      problems.push({
        check: "rules",
        problem: `firebase.json has no storage rules for the "${target}" target.`,
        fix: "Restore firebase.json from git.",
      });
    }
  }
  return problems;
}

/** The name the parameter defaults to, and the one the fixes suggest. */
function suggestedName(bucket: PipelineBucket, projectId: string): string {
  return `${projectId}-${bucket.target}`;
}

function createCommand(name: string): string {
  return `gcloud storage buckets create gs://${name} --location=${REGION}`;
}

function checkPipelineBucket(
  bucket: PipelineBucket,
  name: string | undefined,
  storageTargets: Record<string, string[]>,
  projectId: string,
): Problem[] {
  const problems: Problem[] = [];
  const { parameter, target } = bucket;
  const suggested = suggestedName(bucket, projectId);
  if (!name) {
    problems.push({
      check: "bucket parameter",
      problem: `${parameter} is not set for ${projectId}: the deploy would stop to ask for it.`,
      fix: `Create the bucket and name it in functions/.env.${projectId}: ${parameter}=${suggested}`,
    });
  } else if (!BUCKET_NAME.test(name)) {
    problems.push({
      check: "bucket parameter",
      problem: `${parameter}=${name} is not a valid bucket name.`,
      fix: `Use lowercase letters, digits, - and _ (e.g. ${suggested}) in functions/.env.${projectId}.`,
    });
  }

  const targetBucket = storageTargets[target]?.[0];
  if (!targetBucket) {
    problems.push({
      check: "storage targets",
      problem: `.firebaserc does not say which bucket gets ${bucket.rules} in ${projectId}.`,
      fix: `npx firebase target:apply storage ${target} ${name ?? suggested} --project ${projectId}`,
    });
  } else if (name && targetBucket !== name) {
    problems.push({
      check: "storage targets",
      problem: `The ${target} rules go to ${targetBucket}, but ${bucket.trigger} listens on ${name}.`,
      fix: `Make them the same bucket: npx firebase target:clear storage ${target} --project ${projectId}, then npx firebase target:apply storage ${target} ${name} --project ${projectId}.`,
    });
  }
  if (name && storageTargets[FILES_TARGET]?.[0] === name) {
    problems.push({
      check: "bucket parameter",
      problem: `${parameter} is the default bucket: every generation, upload and export file would start ${bucket.trigger}.`,
      fix: `Give ${bucket.holds}s a bucket of their own: ${createCommand(suggested)}, then ${parameter}=${suggested} in functions/.env.${projectId}.`,
    });
  }
  return problems;
}

/**
 * Each trigger runs for every object finalized in its bucket, so two pipeline buckets that are
 * one would start each trigger for the other's input too.
 */
function checkSharedPipelineBucket(names: Map<PipelineBucket, string>, projectId: string): Problem[] {
  const problems: Problem[] = [];
  PIPELINE_BUCKETS.forEach((first, index) => {
    for (const second of PIPELINE_BUCKETS.slice(index + 1)) {
      const name = names.get(first);
      if (!name || name !== names.get(second)) continue;
      // Suggest moving the one off its default name (at most one is on it), else the later one:
      // the kit request bucket is the newer, so the likelier to have been set by mistake.
      const moved = name !== suggestedName(second, projectId) ? second : first;
      const suggested = suggestedName(moved, projectId);
      problems.push({
        check: "bucket parameter",
        problem: `${first.parameter} and ${second.parameter} are both ${name}: a trigger runs for every object in its bucket, so every ${second.holds} would also start ${first.trigger} and every ${first.holds} ${second.trigger}, each run taking an instance only to ignore the object.`,
        fix: `Give ${moved.holds}s a bucket of their own: ${createCommand(suggested)}, then ${moved.parameter}=${suggested} in functions/.env.${projectId}.`,
      });
    }
  });
  return problems;
}

function checkBuckets(rootDir: string, projectId: string): Problem[] {
  const problems: Problem[] = [];
  const functionsDir = join(rootDir, "functions");
  const env = readDotenv([join(functionsDir, ".env"), join(functionsDir, `.env.${projectId}`)]);
  const storageTargets =
    readJson(join(rootDir, ".firebaserc"), FirebaseRc)?.targets?.[projectId]?.storage ?? {};
  if (!storageTargets[FILES_TARGET]?.[0]) {
    problems.push({
      check: "storage targets",
      problem: `.firebaserc does not say which bucket gets storage.rules in ${projectId}.`,
      fix: `npx firebase target:apply storage ${FILES_TARGET} <your default bucket, e.g. ${projectId}.firebasestorage.app> --project ${projectId}`,
    });
  }
  const names = new Map<PipelineBucket, string>();
  for (const bucket of PIPELINE_BUCKETS) {
    const name = env.get(bucket.parameter);
    if (name) names.set(bucket, name);
    problems.push(...checkPipelineBucket(bucket, name, storageTargets, projectId));
  }
  problems.push(...checkSharedPipelineBucket(names, projectId));

  if (env.get("MARKERY_PAYMENTS_TEST_MODE")?.toLowerCase() === "true") {
    problems.push({
      check: "payments",
      problem: `functions/.env.${projectId} turns on the offline test processor: it would accept test cards in production.`,
      fix: "Remove MARKERY_PAYMENTS_TEST_MODE and set the Stripe secrets instead.",
    });
  }
  return problems;
}

/**
 * The web app is built for a deployment in Vite's `deploy` mode (web/.env.deploy and
 * .env.deploy.local), so the settings of the local stack's builds can never ship.
 */
function checkWebSettings(rootDir: string, projectId: string): Problem[] {
  const webDir = join(rootDir, "web");
  const env = readDotenv([join(webDir, ".env.deploy"), join(webDir, ".env.deploy.local")]);
  const file = `web/.env.deploy.local`;
  const problems: Problem[] = [];
  if (env.get("VITE_USE_EMULATORS") !== "false") {
    problems.push({
      check: "web settings",
      problem: "The web app would be built to talk to the local emulators.",
      fix: `Add VITE_USE_EMULATORS=false to ${file}.`,
    });
  }
  if (env.get("VITE_FIREBASE_PROJECT_ID") !== projectId) {
    problems.push({
      check: "web settings",
      problem: `The web app would sign in to ${env.get("VITE_FIREBASE_PROJECT_ID") ?? "demo-markery"}, not ${projectId}.`,
      fix: `Add VITE_FIREBASE_PROJECT_ID=${projectId} to ${file}.`,
    });
  }
  if (!env.get("VITE_FIREBASE_API_KEY")) {
    problems.push({
      check: "web settings",
      problem: "The web app has no Firebase API key.",
      fix: `Copy the Web API key from the Firebase console (Project settings) into ${file} as VITE_FIREBASE_API_KEY.`,
    });
  }
  return problems;
}

function checkManifest(manifest: FunctionsManifest): Problem[] {
  const problems: Problem[] = [];
  for (const { parameter, trigger, triggerSource } of PIPELINE_BUCKETS) {
    const endpoint = manifest.endpoints[trigger];
    const bucketFilter = endpoint?.eventTrigger?.eventFilters?.bucket;
    // A trigger the build does not export is reported once, with the secrets' check below.
    if (endpoint && bucketFilter !== `{{ params.${parameter} }}`) {
      problems.push({
        check: "functions",
        problem: `${trigger} is bound to ${bucketFilter ?? "the default bucket"}, not to the ${parameter} parameter.`,
        fix: `Bind it with onObjectFinalized({ bucket: ${parameter} }) (${triggerSource}).`,
      });
    }
    if (!manifest.params.some((param) => param.name === parameter)) {
      problems.push({
        check: "functions",
        problem: `The functions declare no ${parameter} parameter.`,
        fix: "Declare it with defineString (functions/src/config/export-buckets.ts).",
      });
    }
  }
  for (const [name, secrets] of Object.entries(REQUIRED_SECRETS)) {
    const endpoint = manifest.endpoints[name];
    if (!endpoint) {
      problems.push({
        check: "functions",
        problem: `The built functions export no ${name}.`,
        fix: "Run npm run build and check functions/src/index.ts.",
      });
      continue;
    }
    const missing = secrets.filter((secret) => !secretsOf(endpoint).includes(secret));
    if (missing.length > 0) {
      problems.push({
        check: "secrets",
        problem: `${name} does not declare the secret(s) it reads: ${missing.join(", ")}.`,
        fix: "Add them to its secrets (functions/src/config/secrets.ts).",
      });
    }
  }
  return problems;
}

/** Every problem found; an empty list means the deploy may go ahead. */
export function checkDeployment({ rootDir, projectId, manifest }: PreflightInput): Problem[] {
  return [
    ...checkProject(projectId),
    ...checkRules(rootDir),
    ...checkFontPack(rootDir),
    ...checkBuckets(rootDir, projectId),
    ...checkWebSettings(rootDir, projectId),
    ...checkManifest(manifest),
  ];
}

/** The secrets a deploy binds, each to be set once with `firebase functions:secrets:set`. */
export function secretsToSet(): string[] {
  return [...new Set(Object.values(REQUIRED_SECRETS).flat())];
}
