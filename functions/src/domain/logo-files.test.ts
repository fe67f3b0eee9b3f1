import { describe, expect, it } from "vitest";
import { memoryFiles } from "../providers/file-store/memory-files";
import { deleteFiles, generatedLogoPaths, saveRenderedLogo } from "./logo-files";
import type { LogoImages } from "./logo-images";

const markedImages: LogoImages = {
  uploadPngs: async () => ({ png: Buffer.from("png"), preview: Buffer.from("preview") }),
  watermarkPreview: async (preview) =>
    Buffer.concat([Buffer.isBuffer(preview) ? preview : preview.data, Buffer.from("+watermark")]),
  dimensions: async () => ({ width: null, height: null }),
  thumbnail: async (bytes) => bytes,
};

describe("logo files through the FileStore", () => {
  it("stores the three files, watermarks only the preview, and links only the preview", async () => {
    const files = memoryFiles();
    const paths = generatedLogoPaths("user-1", "logo-1", true);
    const url = await saveRenderedLogo({ files, logoImages: markedImages }, paths, {
      svg: "<svg/>",
      png: Buffer.from("master"),
      preview: Buffer.from("small"),
    });
    expect(url).toBe(`memory://${paths.preview}`);
    expect(files.objects.get(paths.preview)?.bytes.toString()).toBe("small+watermark");
    expect(files.objects.get(paths.preview)?.metadata.downloadToken).toBe(true);
    expect(files.objects.get(paths.png)?.bytes.toString()).toBe("master");
    expect(files.objects.get(paths.png)?.metadata).toMatchObject({
      downloadToken: false,
      contentType: "image/png",
    });
    expect(files.objects.get(paths.svg ?? "")?.metadata.contentType).toBe("image/svg+xml");

    await deleteFiles(files, paths);
    expect(files.objects.size).toBe(0);
  });

  it("never overwrites an existing file: a repeated save keeps the first bytes", async () => {
    const files = memoryFiles();
    const paths = generatedLogoPaths("user-1", "logo-2", false);
    const first = { svg: null, png: Buffer.from("first"), preview: Buffer.from("p") };
    await saveRenderedLogo({ files, logoImages: markedImages }, paths, first);
    await saveRenderedLogo({ files, logoImages: markedImages }, paths, {
      ...first,
      png: Buffer.from("second"),
    });
    expect(files.objects.get(paths.png)?.bytes.toString()).toBe("first");
    expect(files.objects.size).toBe(2);
  });
});
