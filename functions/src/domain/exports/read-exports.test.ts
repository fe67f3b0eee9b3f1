import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { EXPORT_MESSAGE, ExportSummary } from "../../contract";
import type { Stored } from "../firestore-documents";
import { type ExportDocument, pendingResource, type ResourceState } from "./export-documents";
import { retryDecision, STALLED_AFTER_MS } from "./export-rules";
import { presentExport, summaryOf } from "./read-exports";

function ready(extension: string, bytes: number): ResourceState {
  return {
    ...pendingResource(extension, `image/${extension}`),
    status: "ready",
    path: `exports/u1/exp-1/${extension}`,
    width: 1024,
    height: 1024,
    bytes,
  };
}

const UPDATED_AT = Date.UTC(2026, 10, 24);
/** A moment shortly after the stored export last changed. */
const SOON_AFTER = UPDATED_AT + 60_000;

function storedExport(overrides: Partial<ExportDocument> = {}): Stored<ExportDocument> {
  const now = Timestamp.fromMillis(UPDATED_AT);
  return {
    id: "exp-1",
    data: {
      ownerUid: "u1",
      logoId: "logo-1",
      number: 1,
      exportType: "basic_logo",
      previewUrl: "https://example.test/preview.png",
      fileStem: "harbor-and-pine",
      brandName: "Harbor & Pine",
      status: "processing",
      error: null,
      creditReturned: false,
      source: {
        store: "export-sources",
        kind: "vector",
        original: "exports/u1/exp-1/source/original.png",
        originalContentType: "image/png",
        master: null,
        raster: "exports/u1/exp-1/source/original.png",
      },
      resources: {
        original: ready("png", 2_000),
        upscale_clarity: pendingResource("png"),
        brand_kit: pendingResource("zip"),
      },
      failedRuns: [],
      brandFacts: null,
      brandKit: {
        source: "vector",
        files: [],
        notes: [],
        previews: [
          { label: "Favicon", path: "web/favicon.ico", image: `data:image/png;base64,${"A".repeat(40_000)}` },
        ],
      },
      health: { checks: [], criteria: "Legible at 16 px." },
      brandKitMs: null,
      exclusive: false,
      remakeOf: null,
      remakes: [],
      stationery: null,
      motionStyle: null,
      fittingMotionStyle: null,
      createdAt: now,
      updatedAt: now,
      ...overrides,
    },
  };
}

describe("an export as its owner reads it", () => {
  it("gives a download link only to a ready file", () => {
    const view = presentExport(storedExport(), SOON_AFTER);
    const original = view.resources.find((resource) => resource.type === "original");
    const pending = view.resources.filter((resource) => resource.status === "pending");
    expect(original?.url).toBe("/exports/exp-1/resources/original/blob");
    expect(pending.map((resource) => resource.type)).toEqual(["upscale_clarity", "brand_kit"]);
    for (const resource of pending) expect(resource.url, resource.type).toBeNull();
  });

  it("gives no link at all once the export's credit was returned", () => {
    const view = presentExport(storedExport({ creditReturned: true, status: "failed" }), SOON_AFTER);
    for (const resource of view.resources) {
      expect(resource.url, resource.type).toBeNull();
      expect(resource.status).not.toBe("ready");
    }
    expect(view.resources.find((resource) => resource.type === "original")?.error).toBe(
      EXPORT_MESSAGE.withdrawn,
    );
  });

  it("shows an export that stopped processing long ago as failed, so its page offers 'Try again'", () => {
    const stored = storedExport();
    const stillRunning = presentExport(stored, UPDATED_AT + STALLED_AFTER_MS);
    expect(stillRunning.status).toBe("processing");
    expect(stillRunning.error).toBeNull();

    const stalled = presentExport(stored, UPDATED_AT + STALLED_AFTER_MS + 1);
    expect(stalled.status).toBe("failed");
    expect(stalled.error).toBe(EXPORT_MESSAGE.stalled);
    expect(stalled.creditReturned).toBe(false);
    // The made file stays downloadable; the unmade ones say so.
    const original = stalled.resources.find((resource) => resource.type === "original");
    expect(original).toMatchObject({ status: "ready", url: "/exports/exp-1/resources/original/blob" });
    expect(
      stalled.resources.filter((resource) => resource.type !== "original").map((resource) => resource.error),
    ).toEqual(["The High Quality file could not be made.", "The Brand kit (.zip) file could not be made."]);
    expect(retryDecision(stored.data, UPDATED_AT, UPDATED_AT + STALLED_AFTER_MS + 1)).toBe("restart");

    // A ready export never stalls, however old.
    const done = storedExport({ status: "ready", resources: { original: ready("png", 2_000) } });
    expect(presentExport(done, UPDATED_AT + 10 * STALLED_AFTER_MS).status).toBe("ready");
  });

  it("lists an export as a small summary: no kit file list or health check, which its page reads", () => {
    const full = presentExport(
      storedExport({
        status: "ready",
        resources: { original: ready("png", 2_000), brand_kit: ready("zip", 90_000) },
      }),
      SOON_AFTER,
    );
    expect(full.brandKit).not.toBeNull();
    const summary = summaryOf(full);
    expect(summary).not.toHaveProperty("brandKit");
    expect(summary).not.toHaveProperty("health");
    expect(ExportSummary.parse(summary)).toEqual(summary);
    expect(summary.resources).toEqual(full.resources);
    expect(JSON.stringify(full).length).toBeGreaterThan(40_000);
    expect(JSON.stringify(summary).length).toBeLessThan(3_000);
  });
});
