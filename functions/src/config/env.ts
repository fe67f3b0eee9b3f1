/**
 * The server's settings: the one module that reads the environment (project and buckets, Stripe,
 * Replicate, the emulators), each group parsed once and handed to the adapters as typed values.
 * With nothing set the function runs against the `demo-markery` emulators; in Cloud Functions,
 * FIREBASE_CONFIG and GCLOUD_PROJECT are provided by the platform.
 */
import { z } from "zod";

const DEFAULT_PROJECT_ID = "demo-markery";

const FirebaseConfig = z.object({
  projectId: z.string().optional(),
  storageBucket: z.string().optional(),
});

const ServerEnvironment = z.object({
  GCLOUD_PROJECT: z.string().min(1).optional(),
  FIREBASE_CONFIG: z.string().optional(),
  /** Overrides the default bucket, e.g. a `*.firebasestorage.app` bucket of a newer project. */
  STORAGE_BUCKET: z.string().min(1).optional(),
  /** The bucket export sources go to; set from the function's parameter of the same name. */
  EXPORT_SOURCE_BUCKET: z.string().min(1).optional(),
  /** The bucket brand kit requests go to; set from the function's parameter of the same name. */
  BRAND_KIT_REQUEST_BUCKET: z.string().min(1).optional(),
});

interface ServerConfig {
  projectId: string;
  storageBucket: string;
  /** Holds only export sources, so the export files trigger runs for exports alone. */
  exportSourceBucket: string;
  /** Holds only the files runs' requests for a brand kit, so the brand kit trigger runs for those alone. */
  kitRequestBucket: string;
}

/** The export-source bucket a project gets when nothing else is configured. */
function defaultExportSourceBucket(projectId: string): string {
  return `${projectId}-export-sources`;
}

/** The brand kit request bucket a project gets when nothing else is configured. */
function defaultKitRequestBucket(projectId: string): string {
  return `${projectId}-kit-requests`;
}

function parseFirebaseConfig(raw: string | undefined): z.infer<typeof FirebaseConfig> {
  if (!raw) return {};
  try {
    const parsed = FirebaseConfig.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function readServerConfig(environment: NodeJS.ProcessEnv): ServerConfig {
  const parsed = ServerEnvironment.safeParse(environment);
  if (!parsed.success) {
    throw new Error(`Invalid server environment: ${parsed.error.issues[0]?.path.join(".")}`);
  }
  const firebaseConfig = parseFirebaseConfig(parsed.data.FIREBASE_CONFIG);
  const projectId = firebaseConfig.projectId ?? parsed.data.GCLOUD_PROJECT ?? DEFAULT_PROJECT_ID;
  return {
    projectId,
    storageBucket: parsed.data.STORAGE_BUCKET ?? firebaseConfig.storageBucket ?? `${projectId}.appspot.com`,
    exportSourceBucket: parsed.data.EXPORT_SOURCE_BUCKET ?? defaultExportSourceBucket(projectId),
    kitRequestBucket: parsed.data.BRAND_KIT_REQUEST_BUCKET ?? defaultKitRequestBucket(projectId),
  };
}

let cached: ServerConfig | undefined;

/** Validated on first use and then fixed for the life of the process. */
export function serverConfig(): ServerConfig {
  cached ??= readServerConfig(process.env);
  return cached;
}

const PaymentEnvironment = z.object({
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe SDK sends its calls, e.g. a local fake in tests (http://127.0.0.1:12111). */
  STRIPE_API_BASE_URL: z.url().optional(),
  /** Allows the offline test processor outside the emulators. */
  MARKERY_PAYMENTS_TEST_MODE: z.string().optional(),
  FUNCTIONS_EMULATOR: z.string().optional(),
  FIRESTORE_EMULATOR_HOST: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FIREBASE_STORAGE_EMULATOR_HOST: z.string().optional(),
});

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | null;
  /** host/port/protocol of the API when not Stripe's own (tests). */
  api: { host: string; port: number; protocol: "http" | "https" } | null;
}

export interface PaymentSettings {
  stripe: StripeSettings | null;
  /** The offline test processor may run: under the emulators or with explicit test mode. */
  testModeAllowed: boolean;
}

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * A secret's value, or null when the service is not to be used: unset, blank, or "off" (Secret
 * Manager keeps no empty values, so a deployment without Stripe or Replicate sets "off").
 */
function secretValue(value: string | undefined): string | null {
  const trimmed = nonEmpty(value);
  return trimmed === null || trimmed.toLowerCase() === "off" ? null : trimmed;
}

export function readPaymentSettings(environment: NodeJS.ProcessEnv): PaymentSettings {
  const parsed = PaymentEnvironment.safeParse(environment);
  if (!parsed.success) {
    throw new Error(`Invalid payment settings: ${parsed.error.issues[0]?.path.join(".")}`);
  }
  const env = parsed.data;
  const secretKey = secretValue(env.STRIPE_SECRET_KEY);
  let api: StripeSettings["api"] = null;
  if (env.STRIPE_API_BASE_URL) {
    const url = new URL(env.STRIPE_API_BASE_URL);
    const protocol = url.protocol === "http:" ? "http" : "https";
    api = { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
  }
  const underEmulators =
    env.FUNCTIONS_EMULATOR === "true" ||
    [env.FIRESTORE_EMULATOR_HOST, env.FIREBASE_AUTH_EMULATOR_HOST, env.FIREBASE_STORAGE_EMULATOR_HOST].some(
      (host) => nonEmpty(host) !== null,
    );
  return {
    stripe: secretKey ? { secretKey, webhookSecret: secretValue(env.STRIPE_WEBHOOK_SECRET), api } : null,
    testModeAllowed: underEmulators || env.MARKERY_PAYMENTS_TEST_MODE?.trim().toLowerCase() === "true",
  };
}

let payments: PaymentSettings | undefined;

/** Payment settings of this process, read on first use (when the first payment call comes). */
export function paymentSettings(): PaymentSettings {
  payments ??= readPaymentSettings(process.env);
  return payments;
}

/**
 * Replicate settings from the environment. Only the token is required; the model, time limits
 * and retry bounds have defaults that suit recraft-ai/recraft-v3-svg, a vector model that answers
 * real SVG. REPLICATE_MODEL may name a raster model instead (e.g. black-forest-labs/flux-schnell):
 * its picture is then embedded in the logo as an image.
 */
const ReplicateEnvironment = z.object({
  REPLICATE_API_TOKEN: z.string().min(1),
  REPLICATE_MODEL: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, "REPLICATE_MODEL must look like owner/name")
    .default("recraft-ai/recraft-v3-svg"),
  REPLICATE_BASE_URL: z.url().optional(),
  /** Whole budget for one logo, including queueing, generation and download. */
  REPLICATE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(90_000),
  REPLICATE_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(10_000).default(1000),
  /** Predictions started per logo before giving up (a failed prediction is tried again once). */
  REPLICATE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(4).default(2),
});

export interface ReplicateConfig {
  token: string;
  model: `${string}/${string}`;
  baseUrl: string | undefined;
  timeoutMs: number;
  pollIntervalMs: number;
  maxAttempts: number;
}

/** Null when no token is set: the offline engine is used instead. */
export function readReplicateConfig(environment: NodeJS.ProcessEnv): ReplicateConfig | null {
  const token = secretValue(environment.REPLICATE_API_TOKEN);
  if (token === null) return null;
  const parsed = ReplicateEnvironment.safeParse({ ...environment, REPLICATE_API_TOKEN: token });
  if (!parsed.success) {
    throw new Error(
      `Invalid Replicate settings: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  }
  const env = parsed.data;
  return {
    token: env.REPLICATE_API_TOKEN,
    model: env.REPLICATE_MODEL as `${string}/${string}`,
    baseUrl: env.REPLICATE_BASE_URL,
    timeoutMs: env.REPLICATE_TIMEOUT_MS,
    pollIntervalMs: env.REPLICATE_POLL_INTERVAL_MS,
    maxAttempts: env.REPLICATE_MAX_ATTEMPTS,
  };
}

/** Holds the parsed value, so that "no Replicate" (null) is remembered as well. */
let replicate: { config: ReplicateConfig | null } | undefined;

/** Replicate settings of this process, parsed on first use; an invalid setting throws each time. */
export function replicateSettings(): ReplicateConfig | null {
  replicate ??= { config: readReplicateConfig(process.env) };
  return replicate.config;
}

/** One model call's budget for an export file (queue, run, download); the fallback follows it. */
const ExportTimeout = z.coerce.number().int().min(1000).max(540_000).default(120_000);

export interface ExportImageSettings {
  replicate: ReplicateConfig;
  /** REPLICATE_EXPORT_TIMEOUT_MS. */
  timeoutMs: number;
}

/** Null when Replicate is not keyed: export files are then processed locally. */
export function readExportImageSettings(environment: NodeJS.ProcessEnv): ExportImageSettings | null {
  const config = readReplicateConfig(environment);
  if (!config) return null;
  return { replicate: config, timeoutMs: ExportTimeout.parse(environment.REPLICATE_EXPORT_TIMEOUT_MS) };
}

/** Export image settings of this process; read when the export processor is first made. */
export function exportImageSettings(): ExportImageSettings | null {
  return readExportImageSettings(process.env);
}

/**
 * Where the Storage emulator is, as @google-cloud/storage and firebase-admin read it; null in
 * production. Read on each call, as it always was, so a process that points at an emulator after
 * loading this module is still seen.
 */
export function storageEmulatorOrigin(environment: NodeJS.ProcessEnv = process.env): string | null {
  const host = environment.STORAGE_EMULATOR_HOST;
  if (host) return host.replace(/\/+$/, "");
  const firebaseHost = environment.FIREBASE_STORAGE_EMULATOR_HOST;
  return firebaseHost ? `http://${firebaseHost}` : null;
}

/** Whether this process runs in the Functions emulator, which sets this and Cloud Functions never does. */
export function runningInFunctionsEmulator(environment: NodeJS.ProcessEnv = process.env): boolean {
  return environment.FUNCTIONS_EMULATOR === "true";
}
