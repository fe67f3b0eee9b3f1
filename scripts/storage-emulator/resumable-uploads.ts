/**
 * Resumable upload sessions. The SDK opens a session with a POST, then PUTs the bytes to
 * the session URI, either in one request (`Content-Range: bytes 0-*\/*`) or in chunks
 * (`bytes 0-262143/*` ... `bytes 262144-300000/300001`), and asks for progress with
 * `bytes *\/*`. An incomplete session answers 308 with `Range: bytes=0-<last byte>`.
 */
import { randomUUID } from "node:crypto";
import { badRequest, StorageApiError } from "./errors";
import type { ObjectMetadataInput, StoredObject } from "./object-model";
import type { Preconditions } from "./preconditions";

/** Sessions nobody touched for this long are dropped (GCS keeps them a week; we are local). */
const IDLE_SESSION_LIFETIME_MS = 60 * 60 * 1000;

interface ResumableSession {
  readonly id: string;
  readonly bucket: string;
  readonly name: string;
  readonly metadata: ObjectMetadataInput;
  readonly preconditions: Preconditions;
  chunks: Buffer[];
  receivedBytes: number;
  lastActivity: number;
  /** Set once finalized, so a retried final PUT gets the same answer instead of an error. */
  completedObject?: StoredObject;
}

/** A parsed `Content-Range` request header. `undefined` ends/totals were sent as `*`. */
type ContentRange =
  | { kind: "statusQuery"; totalSize?: number }
  | { kind: "bytes"; start: number; end?: number; totalSize?: number };

export function parseContentRange(header: string): ContentRange {
  const match = /^bytes\s+(?:(\*)|(\d+)-(\d+|\*))\/(\d+|\*)$/.exec(header.trim());
  if (!match) throw badRequest(`Invalid Content-Range header: "${header}".`);
  const [, statusMarker, startText, endText, totalText] = match;
  const totalSize = totalText === "*" || totalText === undefined ? undefined : Number(totalText);
  if (statusMarker) return { kind: "statusQuery", totalSize };
  const start = Number(startText);
  const end = endText === "*" || endText === undefined ? undefined : Number(endText);
  if (end !== undefined && end < start) throw badRequest(`Invalid Content-Range header: "${header}".`);
  return { kind: "bytes", start, end, totalSize };
}

type ChunkOutcome = { complete: true; bytes: Buffer } | { complete: false; receivedBytes: number };

/** Far above any logo export: a session that grows past it is dropped, so no client can fill memory. */
const MAX_RESUMABLE_SESSION_BYTES = 512 * 1024 * 1024;

export class ResumableUploads {
  private readonly sessions = new Map<string, ResumableSession>();

  constructor(private readonly maxSessionBytes = MAX_RESUMABLE_SESSION_BYTES) {}

  start(params: Pick<ResumableSession, "bucket" | "name" | "metadata" | "preconditions">): ResumableSession {
    this.dropIdleSessions();
    const session: ResumableSession = {
      ...params,
      id: randomUUID(),
      chunks: [],
      receivedBytes: 0,
      lastActivity: Date.now(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): ResumableSession | undefined {
    const session = this.sessions.get(id);
    if (session) session.lastActivity = Date.now();
    return session;
  }

  cancel(id: string): boolean {
    return this.sessions.delete(id);
  }

  /**
   * Adds one PUT's body to the session. Without a Content-Range the body is the whole
   * object. Bytes the session already holds (a client resending after a lost reply) are
   * skipped rather than stored twice.
   */
  receiveChunk(
    session: ResumableSession,
    contentRange: ContentRange | undefined,
    body: Buffer,
  ): ChunkOutcome {
    if (!contentRange) {
      this.append(session, body);
      return this.complete(session);
    }
    if (contentRange.kind === "statusQuery") {
      return contentRange.totalSize === session.receivedBytes
        ? this.complete(session)
        : this.incomplete(session);
    }
    if (contentRange.totalSize !== undefined && contentRange.totalSize > this.maxSessionBytes) {
      throw this.tooLarge(session);
    }
    if (contentRange.start > session.receivedBytes) {
      throw badRequest(
        `The chunk starts at byte ${contentRange.start} but the session has only ${session.receivedBytes} bytes.`,
      );
    }
    this.append(session, body.subarray(session.receivedBytes - contentRange.start));
    const { totalSize, end } = contentRange;
    if (totalSize !== undefined) {
      if (session.receivedBytes > totalSize) {
        throw badRequest(
          `The upload has ${session.receivedBytes} bytes, more than the declared ${totalSize}.`,
        );
      }
      return session.receivedBytes === totalSize ? this.complete(session) : this.incomplete(session);
    }
    // `bytes N-*/*` is the SDK's single-request upload: the request body is the rest of the object.
    return end === undefined ? this.complete(session) : this.incomplete(session);
  }

  private append(session: ResumableSession, bytes: Buffer): void {
    if (bytes.length === 0) return;
    if (session.receivedBytes + bytes.length > this.maxSessionBytes) throw this.tooLarge(session);
    session.chunks.push(bytes);
    session.receivedBytes += bytes.length;
  }

  private tooLarge(session: ResumableSession): StorageApiError {
    this.sessions.delete(session.id);
    session.chunks = [];
    return new StorageApiError(
      413,
      "uploadTooLarge",
      `The upload is larger than the emulator's limit of ${this.maxSessionBytes} bytes; the session was cancelled.`,
    );
  }

  private complete(session: ResumableSession): ChunkOutcome {
    const bytes = Buffer.concat(session.chunks);
    session.chunks = [];
    return { complete: true, bytes };
  }

  private incomplete(session: ResumableSession): ChunkOutcome {
    return { complete: false, receivedBytes: session.receivedBytes };
  }

  private dropIdleSessions(): void {
    const oldestAllowed = Date.now() - IDLE_SESSION_LIFETIME_MS;
    for (const [id, session] of this.sessions) {
      if (session.lastActivity < oldestAllowed) this.sessions.delete(id);
    }
  }
}
