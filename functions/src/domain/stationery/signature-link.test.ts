import { describe, expect, it } from "vitest";
import { memoryFiles } from "../../providers/file-store/testing/memory-files";
import {
  isSignatureImagePath,
  newSignatureImagePath,
  removeStationeryObjects,
  stationeryObjectPaths,
} from "./signature-link";

describe("the signature image's public path", () => {
  it("is a 128-bit random token under signatures/, in base64url", () => {
    const sizes: number[] = [];
    const path = newSignatureImagePath((size) => {
      sizes.push(size);
      return Buffer.alloc(size, 0xfb);
    });
    expect(sizes).toEqual([16]);
    // 0xfb bytes come out as "+/" in plain base64: a link needs the URL-safe alphabet, unpadded.
    expect(Buffer.alloc(16, 0xfb).toString("base64")).toMatch(/[+/=]/);
    const token = path.slice("signatures/".length, -".png".length);
    expect(token).toHaveLength(22);
    expect(token).not.toMatch(/[+/=]/);
    expect(Buffer.from(token, "base64url")).toEqual(Buffer.alloc(16, 0xfb));
    expect(isSignatureImagePath(path)).toBe(true);
  });

  it("differs every time and names nothing but the token", () => {
    const paths = new Set(Array.from({ length: 200 }, () => newSignatureImagePath()));
    expect(paths.size).toBe(200);
    for (const path of paths) {
      expect(path).toMatch(/^signatures\/[A-Za-z0-9_-]{22}\.png$/);
      expect(isSignatureImagePath(path)).toBe(true);
    }
  });

  it("tells a published image from any other path", () => {
    expect(isSignatureImagePath("exports/u1/exp-1/stationery/b1/harbor-and-pine-email-signature.png")).toBe(
      false,
    );
    expect(isSignatureImagePath("signatures/short.png")).toBe(false);
    expect(isSignatureImagePath("signatures/AAAAAAAAAAAAAAAAAAAAAA/extra.png")).toBe(false);
    expect(isSignatureImagePath("signatures/AAAAAAAAAAAAAAAAAAAAA+.png")).toBe(false);
    expect(isSignatureImagePath("signatures/AAAAAAAAAAAAAAAAAAAAAA.png")).toBe(true);
  });
});

describe("a build's objects", () => {
  const files = [
    { path: "exports/u1/exp-1/stationery/b1/card.pdf" },
    { path: "exports/u1/exp-1/stationery/b1/signature.png" },
  ];

  it("are its private files and its public image", () => {
    const image = "signatures/AAAAAAAAAAAAAAAAAAAAAA.png";
    expect(stationeryObjectPaths({ files, signatureImagePath: image })).toEqual([
      "exports/u1/exp-1/stationery/b1/card.pdf",
      "exports/u1/exp-1/stationery/b1/signature.png",
      image,
    ]);
  });

  it("are only its files for a build made before the image had a public copy", () => {
    expect(stationeryObjectPaths({ files, signatureImagePath: null })).toEqual(
      files.map((file) => file.path),
    );
  });
});

describe("removing stationery objects", () => {
  const metadata = { contentType: "image/png", cacheControl: "private" };

  it("deletes the public image first and goes on past a failure", async () => {
    const store = memoryFiles();
    const image = "signatures/AAAAAAAAAAAAAAAAAAAAAA.png";
    const paths = [
      "exports/u1/exp-1/stationery/b1/card.pdf",
      "exports/u1/exp-1/stationery/b1/letter.pdf",
      image,
    ];
    for (const path of [...paths, "exports/u1/exp-1/stationery/b2/card.pdf"]) {
      await store.write(path, Buffer.from(path), metadata);
    }
    const order: string[] = [];
    const failing = {
      ...store,
      async delete(path: string) {
        order.push(path);
        if (path.endsWith("card.pdf")) throw new Error("Storage is down");
        await store.delete(path);
      },
    };

    const left = await removeStationeryObjects(failing, paths);

    expect(order[0]).toBe(image);
    expect(order).toHaveLength(3);
    expect(left).toEqual(["exports/u1/exp-1/stationery/b1/card.pdf"]);
    expect([...store.objects.keys()].sort()).toEqual([
      "exports/u1/exp-1/stationery/b1/card.pdf",
      "exports/u1/exp-1/stationery/b2/card.pdf",
    ]);
  });
});
