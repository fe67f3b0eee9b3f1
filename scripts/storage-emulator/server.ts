/**
 * Markery's offline stand-in for the Firebase Storage emulator (whose rules runtime is a
 * download that these machines cannot fetch). It speaks the parts of the GCS JSON API and
 * Firebase v0 API that `@google-cloud/storage` / firebase-admin use, keeps objects in
 * `<data-dir>/storage_export/` in the official export layout, and sends storage trigger
 * events to the Functions emulator.
 */
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import {
  adminOnly,
  allowedOrigin,
  DEFAULT_ALLOWED_ORIGINS,
  foreignHost,
  isAdminRequest,
  isAllowedHost,
} from "./access-control";
import { badRequest, StorageApiError } from "./errors";
import { firebaseForbidden, handleFirebaseObject } from "./firebase-handlers";
import { handleBucket, handleBucketList, handleObject, handleObjectList } from "./gcs-handlers";
import {
  answerCorsPreflight,
  applyCorsHeaders,
  methodNotSupported,
  type RequestContext,
  sendFirebaseError,
  sendGcsError,
} from "./http-io";
import { createConsoleLogger, type Logger } from "./logger";
import { observeGeneration } from "./object-model";
import { ObjectStore } from "./object-store";
import {
  loadStorageExport,
  rollBackTo,
  type SavedMoment,
  STORAGE_EXPORT_DIRECTORY,
  StorageExportWriter,
} from "./persistence";
import { ResumableUploads } from "./resumable-uploads";
import { matchRoute } from "./router";
import { loadStorageRules, type StorageRules } from "./storage-rules";
import { StorageService } from "./storage-service";
import { StorageTriggerDispatcher } from "./trigger-events";
import { handleUpload } from "./upload-handlers";

export interface StorageEmulatorOptions {
  /** 0 picks a free port. Default 9199, the Storage emulator's port. */
  port?: number;
  host?: string;
  /** Objects live in `<dataDir>/storage_export/`. Default `emulator-data` (relative to cwd). */
  dataDir?: string;
  projectId?: string;
  /** Where the Functions emulator listens; `null` sends no trigger events at all. */
  functionsUrl?: string | null;
  /** One log line per request. */
  verbose?: boolean;
  /**
   * The stack's last save of Firestore and Auth: objects are put back as they were then before
   * loading (persistence.ts `rollBackTo`), so that after a crash documents and files agree.
   */
  consistentWith?: SavedMoment | null;
  logger?: Logger;
  /**
   * The storage.rules browsers' v0 requests are checked against (download-token URLs excepted).
   * Default: `storage.rules` in the working directory; `null`, or a missing file, allows nothing.
   */
  rulesFile?: string | null;
  /** Origins whose pages may read answers (CORS). Default: the app on Hosting and on Vite. */
  allowedOrigins?: readonly string[];
  /** Storage trigger runs under way at once, all triggers together (trigger-events.ts). */
  triggerRunsAtOnce?: number;
  /** Functions whose storage trigger runs go ahead of other triggers' waiting runs. */
  triggersFirst?: readonly string[];
}

export interface StorageEmulatorHandle {
  url: string;
  port: number;
  dataDir: string;
  defaultBucket: string;
  /** Rewrites the whole storage_export folder from memory (recreating it if it was deleted). */
  flushToDisk(): Promise<void>;
  /** Drops the versions replaced before `time`, once a save at `time` makes them unneeded. */
  discardHistoryBefore(time: Date): Promise<void>;
  /**
   * Waits up to `timeoutMs` for the storage triggers' runs in line or under way to end (before
   * the Functions emulator is stopped, so that a clean stop finishes them); true when none is left.
   */
  triggerRunsSettled(timeoutMs: number): Promise<boolean>;
  /** Trigger runs in line or under way. */
  triggerRunsPending(): number;
  /** Stops listening and waits for pending writes and trigger events (every change is already on disk). */
  close(): Promise<void>;
}

export const DEFAULT_STORAGE_EMULATOR_OPTIONS = {
  port: 9199,
  host: "127.0.0.1",
  dataDir: "emulator-data",
  projectId: "demo-markery",
  functionsUrl: "http://127.0.0.1:5001",
} as const;

/** After this long, close() stops waiting for in-flight requests and cuts their sockets. */
const CLOSE_GRACE_PERIOD_MS = 1000;

export async function startStorageEmulator(
  options: StorageEmulatorOptions = {},
): Promise<StorageEmulatorHandle> {
  const host = options.host ?? DEFAULT_STORAGE_EMULATOR_OPTIONS.host;
  const projectId = options.projectId ?? DEFAULT_STORAGE_EMULATOR_OPTIONS.projectId;
  const dataDir = resolve(options.dataDir ?? DEFAULT_STORAGE_EMULATOR_OPTIONS.dataDir);
  const functionsUrl =
    options.functionsUrl === undefined ? DEFAULT_STORAGE_EMULATOR_OPTIONS.functionsUrl : options.functionsUrl;
  const verbose = options.verbose ?? false;
  const logger = options.logger ?? createConsoleLogger(verbose);
  const defaultBucket = `${projectId}.appspot.com`;
  const rulesFile = options.rulesFile === undefined ? resolve("storage.rules") : options.rulesFile;
  const rules = loadStorageRules(rulesFile !== null && existsSync(rulesFile) ? rulesFile : null);
  for (const condition of rules.undecided) {
    logger.warn(`storage.rules: cannot evaluate "${condition}" offline; it allows nothing here`);
  }
  const allowedOrigins = options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS;

  const store = new ObjectStore();
  const exportWriter = new StorageExportWriter(
    dataDir,
    () => ({ buckets: store.bucketNames(), objects: store.allObjects() }),
    logger,
  );
  const triggers =
    functionsUrl === null
      ? undefined
      : new StorageTriggerDispatcher(functionsUrl, projectId, logger, {
          runsAtOnce: options.triggerRunsAtOnce,
          triggersFirst: options.triggersFirst,
        });
  let serverUrl = "";
  const service = new StorageService(store, exportWriter, triggers, () => serverUrl);
  const uploads = new ResumableUploads();

  if (options.consistentWith) await rollBackTo(dataDir, options.consistentWith, logger);
  const loaded = await loadStorageExport(dataDir, logger);
  for (const bucket of loaded.buckets) store.ensureBucket(bucket);
  for (const object of loaded.objects) {
    store.put(object);
    observeGeneration(object.generation);
  }
  store.ensureBucket(defaultBucket);
  if (loaded.needsRewrite) await exportWriter.rewriteAll();
  logger.debug(`loaded ${loaded.objects.length} objects from ${dataDir}/${STORAGE_EXPORT_DIRECTORY}`);

  const server = createServer((request, response) => {
    const startedAt = Date.now();
    if (verbose) {
      response.on("finish", () => {
        logger.debug(
          `${request.method} ${request.url} -> ${response.statusCode} (${Date.now() - startedAt} ms)`,
        );
      });
    }
    handleRequest(request, response, {
      service,
      uploads,
      logger,
      serverUrl,
      rules,
      allowedOrigins,
      host,
    }).catch((error: unknown) => {
      // Last line of defence: whatever one request does, the emulator keeps serving the others.
      logger.warn(`${request.method} ${request.url} crashed its handler: ${String(error)}`);
      if (!response.headersSent)
        sendGcsError(response, new StorageApiError(500, "backendError", "Internal emulator error."));
      else response.destroy();
    });
  });
  // Clients keep sockets alive between calls (gaxios does). With Node's 5 s default the server can
  // close an idle socket just as a client reuses it, which surfaces as EPIPE mid-upload; Google's
  // front ends keep connections far longer, so we do too.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  await new Promise<void>((resolveListening, rejectListening) => {
    server.once("error", rejectListening);
    server.listen(options.port ?? DEFAULT_STORAGE_EMULATOR_OPTIONS.port, host, () => {
      server.off("error", rejectListening);
      resolveListening();
    });
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The storage emulator is not on TCP.");
  const { port } = address;
  serverUrl = `http://${formatHostForUrl(host)}:${port}`;

  let closing: Promise<void> | undefined;
  return {
    url: serverUrl,
    port,
    dataDir,
    defaultBucket,
    flushToDisk: () => exportWriter.rewriteAll(),
    discardHistoryBefore: (time) => exportWriter.discardHistoryBefore(time),
    triggerRunsPending: () => triggers?.runsPending() ?? 0,
    triggerRunsSettled: async (timeoutMs) => {
      if (!triggers) return true;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolveTimeout) => {
        timer = setTimeout(() => resolveTimeout(false), timeoutMs);
      });
      try {
        return await Promise.race([triggers.whenIdle().then(() => true), timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => {
      closing ??= (async () => {
        await stopListening(server);
        await triggers?.whenIdle();
        await exportWriter.whenIdle();
      })();
      return closing;
    },
  };
}

interface RequestDependencies {
  service: StorageService;
  uploads: ResumableUploads;
  logger: Logger;
  serverUrl: string;
  rules: StorageRules;
  allowedOrigins: readonly string[];
  /** The host the emulator listens on (requests must address this machine). */
  host: string;
}

async function handleRequest(
  request: IncomingMessage,
  response: ServerResponse,
  dependencies: RequestDependencies,
): Promise<void> {
  const origin = allowedOrigin(request, dependencies.allowedOrigins);
  applyCorsHeaders(response, origin);
  let api: "gcs" | "firebase" = "gcs";
  try {
    // Inside the try: a malformed Host header or request target (e.g. `Host: a:99999`) must be
    // one request's error, never an exception that ends the emulator and the whole `npm start`.
    if (!isAllowedHost(request, dependencies.host)) throw foreignHost();
    const baseUrl = requestBaseUrl(request, dependencies.serverUrl);
    const url = parseRequestUrl(request.url, baseUrl);
    const context: RequestContext = { request, response, url, baseUrl };
    if (request.method === "OPTIONS") {
      answerCorsPreflight(response, origin);
      return;
    }
    const route = matchRoute(url.pathname);
    api = route.api;
    if (route.api === "gcs" && !isAdminRequest(request)) throw adminOnly();
    await dispatchRoute(context, route, dependencies);
  } catch (error) {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const apiError =
      error instanceof StorageApiError
        ? error
        : new StorageApiError(500, "backendError", "Internal emulator error.");
    if (!(error instanceof StorageApiError)) {
      dependencies.logger.warn(`${request.method} ${request.url} failed: ${String(error)}`);
    }
    if (api === "firebase") sendFirebaseError(response, apiError);
    else sendGcsError(response, apiError);
  }
}

/** The Host the client used (for the URLs we hand back), or our own address when it is unusable. */
function requestBaseUrl(request: IncomingMessage, serverUrl: string): string {
  const host = request.headers.host;
  if (!host) return serverUrl;
  try {
    return new URL(`http://${host}`).origin;
  } catch {
    return serverUrl;
  }
}

function parseRequestUrl(target: string | undefined, baseUrl: string): URL {
  try {
    return new URL(target ?? "/", baseUrl);
  } catch {
    throw badRequest("The request target is not a valid URL.");
  }
}

async function dispatchRoute(
  context: RequestContext,
  route: ReturnType<typeof matchRoute>,
  { service, uploads, rules }: RequestDependencies,
): Promise<void> {
  switch (route.kind) {
    case "bucketList":
      return handleBucketList(context, service);
    case "bucket":
      return handleBucket(context, service, route.bucket);
    case "objectList":
      return handleObjectList(context, service, route.bucket);
    case "object":
      return route.api === "firebase"
        ? handleFirebaseObject(context, service, rules, route.bucket, route.objectName)
        : handleObject(context, service, route.bucket, route.objectName);
    case "upload":
      return handleUpload(context, service, uploads, route.bucket);
    case "unknown":
      if (route.api === "firebase" && !isAdminRequest(context.request)) throw firebaseForbidden();
      throw methodNotSupported(context);
  }
}

function stopListening(server: ReturnType<typeof createServer>): Promise<void> {
  return new Promise((resolveClosed) => {
    const forceTimer = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_PERIOD_MS);
    server.close(() => {
      clearTimeout(forceTimer);
      resolveClosed();
    });
    server.closeIdleConnections();
  });
}

function formatHostForUrl(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}
