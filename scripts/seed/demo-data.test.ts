/**
 * The demo data a first `npm start` copies into emulator-data/ must follow the same rules as new
 * logos: only previews have a download-token URL, and every preview carries the burnt-in
 * watermark, so the demo account cannot hand out a clean logo either. It reads the committed
 * copy (scripts/seed/demo-data/), which no running stack ever writes to. Fails until the data is
 * regenerated with `npx tsx scripts/seed-demo-data.ts` after a change to how files are stored.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { renderMasterPng } from "../../functions/src/engine/render";

const STORAGE_EXPORT = join(__dirname, "demo-data", "storage_export");

const ObjectMetadata = z.object({
  name: z.string(),
  bucket: z.string(),
  downloadTokens: z.array(z.string()).optional(),
});

interface StoredObject {
  name: string;
  hasDownloadToken: boolean;
  blobPath: string;
}

function storedObjects(): StoredObject[] {
  const objects: StoredObject[] = [];
  for (const bucket of readdirSync(join(STORAGE_EXPORT, "metadata"))) {
    for (const file of readdirSync(join(STORAGE_EXPORT, "metadata", bucket))) {
      const metadata = ObjectMetadata.parse(
        JSON.parse(readFileSync(join(STORAGE_EXPORT, "metadata", bucket, file), "utf8")),
      );
      objects.push({
        name: metadata.name,
        hasDownloadToken: (metadata.downloadTokens ?? []).length > 0,
        blobPath: join(STORAGE_EXPORT, "blobs", bucket, file.replace(/\.json$/, "")),
      });
    }
  }
  return objects;
}

/**
 * The logo's clean 1024 px PNG: stored beside the preview by logos generated before generation
 * stopped storing it, else drawn from the vector master as an export would. Null when neither is there.
 */
async function cleanMaster(objects: StoredObject[], previewName: string): Promise<Buffer | null> {
  const named = (suffix: string) =>
    objects.find((object) => object.name === previewName.replace(/preview-512\.png$/, suffix));
  const png = named("logo-1024.png");
  if (png) return readFileSync(png.blobPath);
  const svg = named("logo.svg");
  return svg ? renderMasterPng(readFileSync(svg.blobPath, "utf8")) : null;
}

/** Greyscale pixels of an image scaled to 512 x 512. */
async function grey512(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).resize(512, 512).flatten({ background: "#ffffff" }).greyscale().raw().toBuffer();
}

describe("the demo data (the demo account's files)", () => {
  const objects = storedObjects();
  const previews = objects.filter((object) => object.name.endsWith("/preview-512.png"));

  it("has logos to show", () => {
    expect(previews.length).toBeGreaterThan(0);
  });

  it("gives a download token to previews only, never to a master, SVG or original", () => {
    const exposed = objects.filter(
      (object) => object.hasDownloadToken && !object.name.endsWith("/preview-512.png"),
    );
    expect(exposed.map((object) => object.name)).toEqual([]);
    for (const preview of previews) expect(preview.hasDownloadToken, preview.name).toBe(true);
  });

  it("burns the tiled watermark into every preview: each 128 px block differs from the clean master", async () => {
    for (const preview of previews) {
      const master = await cleanMaster(objects, preview.name);
      expect(master, `master of ${preview.name}`).not.toBeNull();
      if (!master) continue;
      const [marked, clean] = await Promise.all([grey512(readFileSync(preview.blobPath)), grey512(master)]);
      for (let blockY = 0; blockY < 512; blockY += 128) {
        for (let blockX = 0; blockX < 512; blockX += 128) {
          let differing = 0;
          for (let y = blockY; y < blockY + 128; y++) {
            for (let x = blockX; x < blockX + 128; x++) {
              const i = y * 512 + x;
              if (Math.abs((marked[i] ?? 0) - (clean[i] ?? 0)) > 12) differing++;
            }
          }
          expect(differing, `${preview.name} block ${blockX},${blockY}`).toBeGreaterThan(50);
        }
      }
    }
  });
});
