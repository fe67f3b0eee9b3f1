import { describe, expect, it } from "vitest";
import { memoryFiles } from "../providers/file-store/testing/memory-files";
import { markedLogoImages } from "../providers/logo-images/testing/marked-logo-images";
import { deleteFiles, generatedLogoPaths, saveRenderedLogo, storedMastersOf } from "./logo-files";

describe("logo files through the FileStore", () => {
  it("stores a vector logo's master and preview, no PNG; watermarks and links only the preview", async () => {
    const files = memoryFiles();
    const logo = { svg: "<svg/>", png: null, preview: Buffer.from("small") };
    const paths = generatedLogoPaths("user-1", "logo-1", storedMastersOf(logo));
    expect(paths.png).toBeNull();
    const url = await saveRenderedLogo({ files, logoImages: markedLogoImages }, paths, logo);
    expect(url).toBe(`memory://${paths.preview}`);
    expect(files.objects.get(paths.preview)?.bytes.toString()).toBe("small+watermark");
    expect(files.objects.get(paths.preview)?.metadata.downloadToken).toBe(true);
    expect(files.objects.get(paths.svg ?? "")?.metadata).toMatchObject({
      downloadToken: false,
      contentType: "image/svg+xml",
    });
    expect([...files.objects.keys()].sort()).toEqual([paths.svg, paths.preview].sort());

    await deleteFiles(files, paths);
    expect(files.objects.size).toBe(0);
  });

  it("stores the 1024 px PNG of a logo that has only pixels, unlinked", async () => {
    const files = memoryFiles();
    const logo = { svg: null, png: Buffer.from("master"), preview: Buffer.from("small") };
    const paths = generatedLogoPaths("user-1", "logo-3", storedMastersOf(logo));
    expect(paths.svg).toBeNull();
    await saveRenderedLogo({ files, logoImages: markedLogoImages }, paths, logo);
    expect(files.objects.get(paths.png ?? "")?.bytes.toString()).toBe("master");
    expect(files.objects.get(paths.png ?? "")?.metadata).toMatchObject({
      downloadToken: false,
      contentType: "image/png",
    });
    expect(files.objects.size).toBe(2);
  });

  it("never overwrites an existing file: a repeated save keeps the first bytes", async () => {
    const files = memoryFiles();
    const paths = generatedLogoPaths("user-1", "logo-2", { svg: false, png: true });
    const first = { svg: null, png: Buffer.from("first"), preview: Buffer.from("p") };
    await saveRenderedLogo({ files, logoImages: markedLogoImages }, paths, first);
    await saveRenderedLogo({ files, logoImages: markedLogoImages }, paths, {
      ...first,
      png: Buffer.from("second"),
    });
    expect(files.objects.get(paths.png ?? "")?.bytes.toString()).toBe("first");
    expect(files.objects.size).toBe(2);
  });
});
