/**
 * The server's settings, read from the environment once (style.md 9). With nothing set the
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
});

export interface ServerConfig {
  projectId: string;
  storageBucket: string;
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
  };
}

let cached: ServerConfig | undefined;

/** Validated on first use and then fixed for the life of the process. */
export function serverConfig(): ServerConfig {
  cached ??= readServerConfig(process.env);
  return cached;
}
