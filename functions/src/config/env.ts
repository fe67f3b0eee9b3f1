/**
 * The server's settings, read from the environment once. With nothing set the
 * function runs against the `demo-markery` emulators; in Cloud Functions, FIREBASE_CONFIG and
 * GCLOUD_PROJECT are provided by the platform.
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
export function secretValue(value: string | undefined): string | null {
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
