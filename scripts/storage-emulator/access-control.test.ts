/**
 * The security review's attacks on the offline Storage emulator, as a web page or a local script
 * without credentials would make them: each is refused, and the admin SDK still does all of it.
 */
import { request as httpRequest } from "node:http";
import { resolve } from "node:path";
import type { Bucket } from "@google-cloud/storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudStorageFiles } from "../../functions/src/providers/file-store/cloud-storage-files";
import type { StorageEmulatorHandle } from "./server";
import {
  ADMIN_HEADERS,
  connectAdminBucket,
  createTemporaryDataDir,
  removeTemporaryDataDirs,
  startTestEmulator,
  TEST_BUCKET,
  uniqueObjectName,
} from "./test-support";

const REPO_RULES = resolve(__dirname, "../../storage.rules");
const APP_ORIGIN = "http://127.0.0.1:5000";
const EVIL_ORIGIN = "https://evil.example";

let emulator: StorageEmulatorHandle;
let bucket: Bucket;
let master: string;

beforeAll(async () => {
  emulator = await startTestEmulator({ dataDir: await createTemporaryDataDir(), rulesFile: REPO_RULES });
  bucket = connectAdminBucket(emulator.url);
  master = uniqueObjectName("users/u1/logos/l1/logo-1024.png");
  await bucket
    .file(master)
    .save(Buffer.from("full-size master"), { resumable: false, contentType: "image/png" });
});

afterAll(async () => {
  await emulator.close();
  await removeTemporaryDataDirs();
});

const encoded = () => encodeURIComponent(master);

async function stillThere(): Promise<string> {
  const [bytes] = await bucket.file(master).download();
  return bytes.toString();
}

describe("without the admin SDK's credential", () => {
  it.each([
    ["list every user's files", "GET", () => `/storage/v1/b/${TEST_BUCKET}/o`],
    ["list them without the prefix", "GET", () => `/b/${TEST_BUCKET}/o?prefix=users/`],
    ["list the buckets", "GET", () => "/storage/v1/b"],
    ["read a master's metadata", "GET", () => `/storage/v1/b/${TEST_BUCKET}/o/${encoded()}`],
    ["download a full-size master", "GET", () => `/b/${TEST_BUCKET}/o/${encoded()}?alt=media`],
    [
      "download it by the download path",
      "GET",
      () => `/download/storage/v1/b/${TEST_BUCKET}/o/${encoded()}?alt=media`,
    ],
    ["delete it", "DELETE", () => `/storage/v1/b/${TEST_BUCKET}/o/${encoded()}`],
    ["change its metadata", "PATCH", () => `/storage/v1/b/${TEST_BUCKET}/o/${encoded()}`],
  ])("cannot %s (403)", async (_attack, method, path) => {
    const response = await fetch(`${emulator.url}${path()}`, {
      method,
      headers: { Origin: EVIL_ORIGIN, "Content-Type": "application/json" },
      body: method === "PATCH" ? JSON.stringify({ contentType: "text/html" }) : undefined,
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(await stillThere()).toBe("full-size master");
  });

  it("cannot upload an HTML page, by any upload protocol", async () => {
    const name = uniqueObjectName("users/u1/evil.html");
    const attempts = [
      fetch(`${emulator.url}/upload/storage/v1/b/${TEST_BUCKET}/o?uploadType=media&name=${name}`, {
        method: "POST",
        headers: { "Content-Type": "text/html" },
        body: "<script>alert(1)</script>",
      }),
      fetch(`${emulator.url}/upload/storage/v1/b/${TEST_BUCKET}/o?uploadType=resumable&name=${name}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Upload-Content-Type": "text/html" },
        body: "{}",
      }),
      fetch(`${emulator.url}/v0/b/${TEST_BUCKET}/o?name=${encodeURIComponent(name)}`, {
        method: "POST",
        headers: { "Content-Type": "text/html" },
        body: "<script>alert(1)</script>",
      }),
      fetch(`${emulator.url}/v0/b/${TEST_BUCKET}/o/${encodeURIComponent(name)}`, {
        method: "POST",
        headers: { "Content-Type": "text/html" },
        body: "<script>alert(1)</script>",
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403);
    expect((await bucket.file(name).exists())[0]).toBe(false);
  });

  it("cannot read metadata through the Firebase API, and reading it creates no download token", async () => {
    const response = await fetch(`${emulator.url}/v0/b/${TEST_BUCKET}/o/${encoded()}`);
    expect(response.status).toBe(403);
    const [metadata] = await bucket.file(master).getMetadata();
    expect(metadata.metadata?.firebaseStorageDownloadTokens).toBeUndefined();
    // Nor does a browser get the bytes without a token, or delete through that API.
    expect((await fetch(`${emulator.url}/v0/b/${TEST_BUCKET}/o/${encoded()}?alt=media`)).status).toBe(403);
    expect(
      (await fetch(`${emulator.url}/v0/b/${TEST_BUCKET}/o/${encoded()}`, { method: "DELETE" })).status,
    ).toBe(403);
    // A missing object is refused the same way: a refusal tells nothing about what exists.
    const missing = await fetch(
      `${emulator.url}/v0/b/${TEST_BUCKET}/o/${encodeURIComponent("nothing/here.png")}`,
    );
    expect(missing.status).toBe(403);
    expect(await stillThere()).toBe("full-size master");
  });

  it("cannot pose as the admin from another site that rebinds its name to this machine", async () => {
    const reply = await new Promise<number>((resolveStatus, reject) => {
      const outgoing = httpRequest(
        {
          host: "127.0.0.1",
          port: emulator.port,
          path: `/storage/v1/b/${TEST_BUCKET}/o`,
          headers: { ...ADMIN_HEADERS, Host: `evil.example:${emulator.port}` },
        },
        (incoming) => {
          incoming.resume();
          resolveStatus(incoming.statusCode ?? 0);
        },
      );
      outgoing.on("error", reject);
      outgoing.end();
    });
    expect(reply).toBe(403);
  });
});

describe("CORS", () => {
  it("lets only the app's own origins read answers", async () => {
    const name = uniqueObjectName("users/u1/logos/l1/preview-512.png");
    const files = cloudStorageFiles(bucket);
    await files.write(name, Buffer.from("preview"), {
      contentType: "image/png",
      cacheControl: "public",
      downloadToken: true,
    });
    const url = await files.downloadUrl(name);
    for (const origin of [
      APP_ORIGIN,
      "http://localhost:5000",
      "http://127.0.0.1:5173",
      "http://localhost:5173",
    ]) {
      const response = await fetch(url, { headers: { Origin: origin } });
      expect(response.status, origin).toBe(200);
      expect(response.headers.get("access-control-allow-origin"), origin).toBe(origin);
    }
    const foreign = await fetch(url, { headers: { Origin: EVIL_ORIGIN } });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    expect(foreign.headers.get("vary")).toBe("Origin");
  });

  it("refuses other origins' preflights, and never lets a page send an Authorization header", async () => {
    const preflight = (origin: string) =>
      fetch(`${emulator.url}/storage/v1/b/${TEST_BUCKET}/o`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "DELETE",
          "Access-Control-Request-Headers": "authorization",
        },
      });
    const foreign = await preflight(EVIL_ORIGIN);
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    const own = await preflight(APP_ORIGIN);
    expect(own.headers.get("access-control-allow-methods")).not.toContain("DELETE");
    expect(own.headers.get("access-control-allow-headers")?.toLowerCase()).not.toContain("authorization");
  });
});

describe("with the admin SDK's credential", () => {
  it("lists, reads, patches and deletes as before", async () => {
    const name = uniqueObjectName("admin/a.txt");
    await bucket.file(name).save("admin", { resumable: false, contentType: "text/plain" });
    const listed = await fetch(
      `${emulator.url}/storage/v1/b/${TEST_BUCKET}/o?prefix=${encodeURIComponent(name)}`,
      {
        headers: ADMIN_HEADERS,
      },
    );
    expect(listed.status).toBe(200);
    expect((await listed.json()).items).toHaveLength(1);
    const metadata = await fetch(`${emulator.url}/v0/b/${TEST_BUCKET}/o/${encodeURIComponent(name)}`, {
      headers: ADMIN_HEADERS,
    });
    expect(metadata.status).toBe(200);
    // Reading metadata as the admin creates no token either: only writes carry them.
    expect((await metadata.json()).downloadTokens ?? "").toBe("");
    await bucket.file(name).delete();
    expect((await bucket.file(name).exists())[0]).toBe(false);
  });
});
