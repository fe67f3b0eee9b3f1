/**
 * The offline checks `npm run deploy` makes before anything leaves the machine: the project is
 * a real one, the rules files and storage targets are there, the export-source bucket parameter
 * is set (and is not the default bucket), and the functions' manifest binds the trigger to that
 * bucket and declares the secrets each function needs. Each problem says how to fix it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { API_SECRETS, EXPORT_TRIGGER_SECRETS } from "../../functions/src/config/secrets";
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
  makeExportFiles: EXPORT_TRIGGER_SECRETS.map((secret) => secret.name),
};
const BUCKET_PARAMETER = "EXPORT_SOURCE_BUCKET";
const STORAGE_TARGETS = { files: "files", exportSources: "export-sources" } as const;
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

export interface PreflightInput {
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
  for (const target of Object.values(STORAGE_TARGETS)) {
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

function checkBuckets(rootDir: string, projectId: string): Problem[] {
  const problems: Problem[] = [];
  const functionsDir = join(rootDir, "functions");
  const env = readDotenv([join(functionsDir, ".env"), join(functionsDir, `.env.${projectId}`)]);
  const exportSourceBucket = env.get(BUCKET_PARAMETER);
  const suggested = `${projectId}-export-sources`;
  if (!exportSourceBucket) {
    problems.push({
      check: "bucket parameter",
      problem: `${BUCKET_PARAMETER} is not set for ${projectId}: the deploy would stop to ask for it.`,
      fix: `Create the bucket and name it in functions/.env.${projectId}: ${BUCKET_PARAMETER}=${suggested}`,
    });
  } else if (!BUCKET_NAME.test(exportSourceBucket)) {
    problems.push({
      check: "bucket parameter",
      problem: `${BUCKET_PARAMETER}=${exportSourceBucket} is not a valid bucket name.`,
      fix: `Use lowercase letters, digits, - and _ (e.g. ${suggested}) in functions/.env.${projectId}.`,
    });
  }
  if (env.get("MARKERY_PAYMENTS_TEST_MODE")?.toLowerCase() === "true") {
    problems.push({
      check: "payments",
      problem: `functions/.env.${projectId} turns on the offline test processor: it would accept test cards in production.`,
      fix: "Remove MARKERY_PAYMENTS_TEST_MODE and set the Stripe secrets instead.",
    });
  }

  const storageTargets =
    readJson(join(rootDir, ".firebaserc"), FirebaseRc)?.targets?.[projectId]?.storage ?? {};
  const filesBucket = storageTargets[STORAGE_TARGETS.files]?.[0];
  const sourcesBucket = storageTargets[STORAGE_TARGETS.exportSources]?.[0];
  if (!filesBucket) {
    problems.push({
      check: "storage targets",
      problem: `.firebaserc does not say which bucket gets storage.rules in ${projectId}.`,
      fix: `npx firebase target:apply storage ${STORAGE_TARGETS.files} <your default bucket, e.g. ${projectId}.firebasestorage.app> --project ${projectId}`,
    });
  }
  if (!sourcesBucket) {
    problems.push({
      check: "storage targets",
      problem: `.firebaserc does not say which bucket gets storage-export-sources.rules in ${projectId}.`,
      fix: `npx firebase target:apply storage ${STORAGE_TARGETS.exportSources} ${exportSourceBucket ?? suggested} --project ${projectId}`,
    });
  } else if (exportSourceBucket && sourcesBucket !== exportSourceBucket) {
    problems.push({
      check: "storage targets",
      problem: `The export-sources rules go to ${sourcesBucket}, but the trigger listens on ${exportSourceBucket}.`,
      fix: `Make them the same bucket: npx firebase target:clear storage ${STORAGE_TARGETS.exportSources} --project ${projectId}, then target:apply it to ${exportSourceBucket}.`,
    });
  }
  if (exportSourceBucket && filesBucket === exportSourceBucket) {
    problems.push({
      check: "bucket parameter",
      problem: `${BUCKET_PARAMETER} is the default bucket: every generation would start the export trigger.`,
      fix: `Give export sources a bucket of their own, e.g. ${suggested}.`,
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
  const trigger = manifest.endpoints.makeExportFiles;
  const bucketFilter = trigger?.eventTrigger?.eventFilters?.bucket;
  if (bucketFilter !== `{{ params.${BUCKET_PARAMETER} }}`) {
    problems.push({
      check: "functions",
      problem: `makeExportFiles is bound to ${bucketFilter ?? "the default bucket"}, not to the ${BUCKET_PARAMETER} parameter.`,
      fix: "Bind it with onObjectFinalized({ bucket: EXPORT_SOURCE_BUCKET }) (functions/src/triggers/export-files.ts).",
    });
  }
  if (!manifest.params.some((param) => param.name === BUCKET_PARAMETER)) {
    problems.push({
      check: "functions",
      problem: `The functions declare no ${BUCKET_PARAMETER} parameter.`,
      fix: "Declare it with defineString (functions/src/config/export-source-bucket.ts).",
    });
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
