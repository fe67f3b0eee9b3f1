/**
 * Drives the emulator with `@google-cloud/storage` through firebase-admin, the way
 * Markery's Cloud Functions use Storage, so any response the SDK would reject fails here.
 */
import { createHash, randomBytes } from "node:crypto";
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

let emulator: StorageEmulatorHandle;
let bucket: Bucket;

beforeAll(async () => {
  emulator = await startTestEmulator({ dataDir: await createTemporaryDataDir() });
  bucket = connectAdminBucket(emulator.url);
});

afterAll(async () => {
  await emulator.close();
  await removeTemporaryDataDirs();
});

function errorCode(error: unknown): unknown {
  return typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
}

describe("uploads", () => {
  it("stores a non-resumable (multipart) upload with its metadata and correct hashes", async () => {
    const file = bucket.file(uniqueObjectName("logo.png"));
    const bytes = randomBytes(5000);
    await file.save(bytes, {
      resumable: false,
      contentType: "image/png",
      metadata: { cacheControl: "public, max-age=60", metadata: { ownerId: "user-1" } },
    });

    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      kind: "storage#object",
      name: file.name,
      bucket: TEST_BUCKET,
      contentType: "image/png",
      size: "5000",
      cacheControl: "public, max-age=60",
      metadata: { ownerId: "user-1" },
      metageneration: "1",
    });
    expect(metadata.id).toBe(`${TEST_BUCKET}/${file.name}/${metadata.generation}`);
    expect(metadata.md5Hash).toBe(createHash("md5").update(bytes).digest("base64"));
    const [downloaded] = await file.download({ validation: "crc32c" });
    expect(downloaded.equals(bytes)).toBe(true);
  });

  it("stores a resumable upload sent in one request", async () => {
    const file = bucket.file(uniqueObjectName("single-request.bin"));
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await file.save(bytes, { resumable: true, contentType: "application/octet-stream" });

    const [downloaded] = await file.download({ validation: "md5" });
    expect(downloaded.equals(bytes)).toBe(true);
  });

  it("stores a resumable upload sent in chunks (308 + Range between chunks)", async () => {
    const file = bucket.file(uniqueObjectName("chunked.png"));
    const chunkSize = 256 * 1024;
    const bytes = randomBytes(4 * chunkSize + 12345);
    await file.save(bytes, { resumable: true, chunkSize, contentType: "image/png" });

    const [metadata] = await file.getMetadata();
    expect(metadata.size).toBe(String(bytes.length));
    expect(metadata.contentType).toBe("image/png");
    const [downloaded] = await file.download({ validation: "crc32c" });
    expect(downloaded.equals(bytes)).toBe(true);
  });

  it("accepts a chunked upload larger than 10 MB", async () => {
    const file = bucket.file(uniqueObjectName("large.bin"));
    const bytes = randomBytes(10 * 1024 * 1024 + 1);
    await file.save(bytes, { resumable: true, chunkSize: 4 * 1024 * 1024 });
    const [downloaded] = await file.download();
    expect(downloaded.equals(bytes)).toBe(true);
  });

  it("refuses to overwrite with ifGenerationMatch=0 (412), and allows a first write", async () => {
    const file = bucket.file(uniqueObjectName("once.txt"));
    await file.save("first", { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
    const overwrite = file.save("second", { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
    await expect(overwrite).rejects.toSatisfy((error: unknown) => errorCode(error) === 412);
    const [content] = await file.download();
    expect(content.toString()).toBe("first");
  });

  it("keeps names with spaces, unicode and slashes intact", async () => {
    const file = bucket.file(uniqueObjectName("dossier été/logo final+v2 (1).svg"));
    await file.save("<svg/>", { resumable: false, contentType: "image/svg+xml" });
    const [files] = await bucket.getFiles({ prefix: file.name });
    expect(files.map((listed) => listed.name)).toEqual([file.name]);
    expect((await file.download())[0].toString()).toBe("<svg/>");
  });

  it("answers a malformed multipart upload with 400 in the GCS error shape", async () => {
    const response = await fetch(
      `${emulator.url}/upload/storage/v1/b/${TEST_BUCKET}/o?uploadType=multipart&name=broken.bin`,
      {
        method: "POST",
        headers: { ...ADMIN_HEADERS, "Content-Type": "multipart/related; boundary=abc" },
        body: "this is not multipart",
      },
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe(400);
    expect(body.error.errors[0].reason).toBe("invalid");
  });
});

describe("downloads", () => {
  it("sends x-goog-hash, generation and stored encoding headers", async () => {
    const file = bucket.file(uniqueObjectName("headers.txt"));
    await file.save("hello hashes", { resumable: false, contentType: "text/plain" });
    const [metadata] = await file.getMetadata();

    const response = await fetch(
      `${emulator.url}/b/${TEST_BUCKET}/o/${encodeURIComponent(file.name)}?alt=media`,
      { headers: ADMIN_HEADERS },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("x-goog-hash")).toBe(`crc32c=${metadata.crc32c},md5=${metadata.md5Hash}`);
    expect(response.headers.get("x-goog-stored-content-encoding")).toBe("identity");
    expect(response.headers.get("x-goog-generation")).toBe(metadata.generation);
    expect(response.headers.get("content-type")).toBe("text/plain");
    expect(await response.text()).toBe("hello hashes");
  });

  it("serves byte ranges, through the SDK and raw Range headers", async () => {
    const file = bucket.file(uniqueObjectName("range.txt"));
    await file.save("0123456789", { resumable: false });

    const [partial] = await file.download({ start: 2, end: 5 });
    expect(partial.toString()).toBe("2345");

    const mediaUrl = `${emulator.url}/storage/v1/b/${TEST_BUCKET}/o/${encodeURIComponent(file.name)}?alt=media`;
    const suffix = await fetch(mediaUrl, { headers: { ...ADMIN_HEADERS, Range: "bytes=-3" } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get("content-range")).toBe("bytes 7-9/10");
    expect(await suffix.text()).toBe("789");
    const beyondEnd = await fetch(mediaUrl, { headers: { ...ADMIN_HEADERS, Range: "bytes=20-" } });
    expect(beyondEnd.status).toBe(416);
  });
});

describe("metadata", () => {
  it("reports existence, and merges custom metadata on setMetadata", async () => {
    const file = bucket.file(uniqueObjectName("meta.png"));
    expect((await file.exists())[0]).toBe(false);
    await file.save(Buffer.from("png"), {
      resumable: false,
      contentType: "image/png",
      metadata: { metadata: { keep: "yes", drop: "soon" } },
    });
    expect((await file.exists())[0]).toBe(true);

    const [afterFirstPatch] = await file.setMetadata({
      contentType: "image/webp",
      cacheControl: "no-store",
      metadata: { added: "1" },
    });
    expect(afterFirstPatch.metadata).toEqual({ keep: "yes", drop: "soon", added: "1" });
    expect(afterFirstPatch.metageneration).toBe("2");

    await file.setMetadata({ metadata: { drop: null } });
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      contentType: "image/webp",
      cacheControl: "no-store",
      metadata: { keep: "yes", added: "1" },
      metageneration: "3",
    });
    expect(metadata.metadata).not.toHaveProperty("drop");
  });
});

describe("deletion", () => {
  it("deletes an object, then answers 404 in the GCS error shape", async () => {
    const file = bucket.file(uniqueObjectName("gone.txt"));
    await file.save("bye", { resumable: false });
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
    await expect(file.delete()).rejects.toSatisfy((error: unknown) => errorCode(error) === 404);

    const response = await fetch(`${emulator.url}/b/${TEST_BUCKET}/o/${encodeURIComponent(file.name)}`, {
      headers: ADMIN_HEADERS,
    });
    expect(response.status).toBe(404);
    const message = `No such object: ${TEST_BUCKET}/${file.name}`;
    expect(await response.json()).toEqual({
      error: { code: 404, message, errors: [{ message, domain: "global", reason: "notFound" }] },
    });
  });
});

describe("listing", () => {
  it("filters by prefix and collapses folders with a delimiter", async () => {
    const folder = uniqueObjectName("");
    const names = ["a.png", "b.png", "nested/c.png", "nested/deeper/d.png"].map((name) => `${folder}${name}`);
    await Promise.all(names.map((name) => bucket.file(name).save(name, { resumable: false })));

    const [allFiles] = await bucket.getFiles({ prefix: folder });
    expect(allFiles.map((file) => file.name)).toEqual(names);

    const [topLevelFiles, , apiResponse] = await bucket.getFiles({
      prefix: folder,
      delimiter: "/",
      autoPaginate: false,
    });
    expect(topLevelFiles.map((file) => file.name)).toEqual(names.slice(0, 2));
    expect(apiResponse).toMatchObject({ prefixes: [`${folder}nested/`] });
  });

  it("pages with maxResults and pageToken", async () => {
    const folder = uniqueObjectName("");
    const names = Array.from({ length: 5 }, (_, index) => `${folder}file-${index}.txt`);
    await Promise.all(names.map((name) => bucket.file(name).save("x", { resumable: false })));

    const [firstPage, nextQuery] = await bucket.getFiles({
      prefix: folder,
      maxResults: 2,
      autoPaginate: false,
    });
    expect(firstPage.map((file) => file.name)).toEqual(names.slice(0, 2));
    expect(nextQuery).toMatchObject({ pageToken: expect.any(String) });

    const seen = firstPage.map((file) => file.name);
    let query = nextQuery;
    while (query) {
      const [page, followingQuery] = await bucket.getFiles({ ...query, autoPaginate: false });
      seen.push(...page.map((file) => file.name));
      query = followingQuery;
    }
    expect(seen).toEqual(names);
  });
});

describe("Firebase download URLs", () => {
  it("serves an object to its download-token URL, as the API builds it, and refuses a wrong or missing token", async () => {
    const file = bucket.file(uniqueObjectName("shared logo.png"));
    const bytes = randomBytes(2048);
    // The API's file store saves previews with a token in custom metadata, as Firebase does.
    await cloudStorageFiles(bucket).write(file.name, bytes, {
      contentType: "image/png",
      cacheControl: "public, max-age=60",
      downloadToken: true,
    });

    const downloadUrl = await cloudStorageFiles(bucket).downloadUrl(file.name);
    expect(downloadUrl.startsWith(`${emulator.url}/v0/b/${TEST_BUCKET}/o/`)).toBe(true);
    const response = await fetch(downloadUrl, { headers: { Origin: "http://127.0.0.1:5173" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);

    const [metadata] = await file.getMetadata();
    const token = new URL(downloadUrl).searchParams.get("token");
    expect(metadata.metadata?.firebaseStorageDownloadTokens).toBe(token);
    expect(await cloudStorageFiles(bucket).downloadUrl(file.name)).toBe(downloadUrl);

    const wrongToken = new URL(downloadUrl);
    wrongToken.searchParams.set("token", "not-the-token");
    const refused = await fetch(wrongToken);
    expect(refused.status).toBe(403);
    const refusal = await refused.json();
    expect(refusal.error.code).toBe(403);
    expect(refusal.error.message).toMatch(/^Permission denied\./);

    const withoutToken = new URL(downloadUrl);
    withoutToken.searchParams.delete("token");
    expect((await fetch(withoutToken)).status).toBe(403);
  });

  it("answers CORS preflights of the app's own origins, for downloads only", async () => {
    const response = await fetch(`${emulator.url}/v0/b/${TEST_BUCKET}/o/anything`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://127.0.0.1:5173",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "x-firebase-storage-version",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).not.toContain(
      "authorization",
    );
  });
});
