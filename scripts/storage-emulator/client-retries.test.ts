/**
 * The API's file store keeps retrying a write after a passing failure (a 503 or a dropped
 * connection), however the process wrote before: through `@google-cloud/storage` via
 * firebase-admin, against the emulator behind a proxy that fails the uploads it is told to.
 */
import { randomBytes } from "node:crypto";
import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Bucket } from "@google-cloud/storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudStorageFiles } from "../../functions/src/providers/file-store/cloud-storage-files";
import type { StorageEmulatorHandle } from "./server";
import {
  connectAdminBucket,
  createTemporaryDataDir,
  removeTemporaryDataDirs,
  startTestEmulator,
  uniqueObjectName,
} from "./test-support";

let emulator: StorageEmulatorHandle;
let proxy: Server;
let proxyUrl: string;
/** Uploads the proxy answers with a 503 before passing any on. */
let uploadsToFail = 0;
let uploadsSeen = 0;

beforeAll(async () => {
  emulator = await startTestEmulator({ dataDir: await createTemporaryDataDir() });
  const target = new URL(emulator.url);
  proxy = createServer((incoming, outgoing) => {
    const isUpload = incoming.method === "POST" && (incoming.url ?? "").startsWith("/upload/");
    if (isUpload) uploadsSeen++;
    if (isUpload && uploadsToFail > 0) {
      uploadsToFail--;
      incoming.resume();
      incoming.on("end", () => {
        outgoing.writeHead(503, { "Content-Type": "application/json" });
        outgoing.end(JSON.stringify({ error: { code: 503, message: "Backend unavailable" } }));
      });
      return;
    }
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await emulator.close();
  await removeTemporaryDataDirs();
});

/** A client of its own per test: the library keeps its retry switch on the client. */
function freshBucket(): Bucket {
  return connectAdminBucket(proxyUrl);
}

const metadata = { contentType: "image/png", cacheControl: "no-store", downloadToken: true };

describe("the file store's writes after a passing failure", () => {
  it("a new file's write is retried even after a write over a file in the same process", async () => {
    const files = cloudStorageFiles(freshBucket());
    const rewritten = uniqueObjectName("logo.svg");
    await files.createOnce(rewritten, Buffer.from("first"), metadata);
    // Without a precondition: the library's own strategy would switch retries off here for good.
    await files.write(rewritten, Buffer.from("second"), metadata);

    const created = uniqueObjectName("preview-512.png");
    const bytes = randomBytes(4096);
    uploadsToFail = 1;
    const before = uploadsSeen;
    await files.createOnce(created, bytes, metadata);
    expect(uploadsSeen - before).toBe(2);
    expect((await files.read(created))?.equals(bytes)).toBe(true);
    const url = await files.downloadUrl(created);
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("a write over a file is retried", async () => {
    const files = cloudStorageFiles(freshBucket());
    const rewritten = uniqueObjectName("logo.svg");
    await files.createOnce(rewritten, Buffer.from("first"), metadata);
    uploadsToFail = 1;
    await files.write(rewritten, Buffer.from("second"), metadata);
    expect(uploadsToFail).toBe(0);
    expect((await files.read(rewritten))?.toString()).toBe("second");
  });
});
