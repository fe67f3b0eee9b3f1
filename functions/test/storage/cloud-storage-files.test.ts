import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cloudStorageFiles } from "../../src/providers/file-store/cloud-storage-files";
import { bucket } from "../support/emulators";

/** The Cloud Storage adapter against the Storage emulator: what a browser gets from a preview URL. */
describe("cloudStorageFiles download URLs", () => {
  const metadata = { contentType: "image/png", cacheControl: "no-store", downloadToken: true };

  async function tokenInMetadata(path: string): Promise<string> {
    const [stored] = await bucket().file(path).getMetadata();
    return String(stored.metadata?.firebaseStorageDownloadTokens);
  }

  it("hands out the URL of the token it just wrote, and that URL serves the file", async () => {
    const files = cloudStorageFiles(bucket());
    const path = `test/${randomUUID()}/preview-512.png`;
    await files.createOnce(path, Buffer.from("first"), metadata);
    const url = await files.downloadUrl(path);
    expect(new URL(url).searchParams.get("token")).toBe(await tokenInMetadata(path));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe("first");
    // Asked again (the remembered token is used once), the URL is read from the object.
    expect(await files.downloadUrl(path)).toBe(url);
  });

  it("gives the token of the write that landed when a retried write finds the object there", async () => {
    const first = cloudStorageFiles(bucket());
    const retry = cloudStorageFiles(bucket());
    const path = `test/${randomUUID()}/preview-512.png`;
    await first.createOnce(path, Buffer.from("landed"), metadata);
    await retry.createOnce(path, Buffer.from("landed"), metadata);
    const url = await retry.downloadUrl(path);
    expect(new URL(url).searchParams.get("token")).toBe(await tokenInMetadata(path));
    expect((await fetch(url)).status).toBe(200);
  });

  it("reads the token back for a path written over", async () => {
    const files = cloudStorageFiles(bucket());
    const path = `test/${randomUUID()}/file.png`;
    await files.createOnce(path, Buffer.from("one"), metadata);
    await files.write(path, Buffer.from("two"), metadata);
    const url = await files.downloadUrl(path);
    expect(new URL(url).searchParams.get("token")).toBe(await tokenInMetadata(path));
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).toString()).toBe("two");
  });
});
