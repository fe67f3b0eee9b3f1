/** Nothing one request sends may end the emulator: it answers and keeps serving. */
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { StorageEmulatorHandle } from "./server";
import {
  ADMIN_HEADERS,
  createTemporaryDataDir,
  removeTemporaryDataDirs,
  startTestEmulator,
  TEST_BUCKET,
} from "./test-support";

let emulator: StorageEmulatorHandle | undefined;

afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});
afterAll(removeTemporaryDataDirs);

function getWithHost(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { ...ADMIN_HEADERS, Host: host };
    const outgoing = httpRequest({ host: "127.0.0.1", port, path, headers }, (incoming) => {
      let body = "";
      incoming.on("data", (chunk: Buffer) => {
        body += chunk.toString("utf8");
      });
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** A raw request line that no HTTP client library would send. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(text));
    let reply = "";
    socket.on("data", (chunk: Buffer) => {
      reply += chunk.toString("utf8");
    });
    socket.on("end", () => resolve(reply));
    socket.on("error", reject);
  });
}

async function stillServes(handle: StorageEmulatorHandle): Promise<void> {
  const response = await fetch(`${handle.url}/storage/v1/b/${TEST_BUCKET}/o`, { headers: ADMIN_HEADERS });
  expect(response.status).toBe(200);
}

describe("hostile requests", () => {
  it("answers a malformed Host header (a:99999) with an error and keeps serving", async () => {
    emulator = await startTestEmulator({ dataDir: await createTemporaryDataDir() });
    const reply = await getWithHost(emulator.port, `/storage/v1/b/${TEST_BUCKET}/o`, "a:99999");
    // A Host that does not name this machine is refused (access-control.ts), the admin's too.
    expect(reply.status).toBe(403);
    await stillServes(emulator);
  });

  it("answers a request target that is not a URL with 400 and keeps serving", async () => {
    emulator = await startTestEmulator({ dataDir: await createTemporaryDataDir() });
    const reply = await rawRequest(
      emulator.port,
      "GET //a:99999/x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    await stillServes(emulator);
  });
});
