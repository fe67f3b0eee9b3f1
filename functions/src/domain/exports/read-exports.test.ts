import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { EXPORT_MESSAGE, ExportSummary } from "../../contract";
import type { Stored } from "../library-documents";
import { type ExportDocument, pendingResource, type ResourceState } from "./export-documents";
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

function storedExport(overrides: Partial<ExportDocument> = {}): Stored<ExportDocument> {
  const now = Timestamp.fromMillis(Date.UTC(2026, 10, 24));
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
      stationery: null,
      createdAt: now,
      updatedAt: now,
      ...overrides,
    },
  };
}

describe("an export as its owner reads it", () => {
  it("gives a download link only to a ready file", () => {
    const view = presentExport(storedExport());
    const original = view.resources.find((resource) => resource.type === "original");
    const pending = view.resources.filter((resource) => resource.status === "pending");
    expect(original?.url).toBe("/exports/exp-1/resources/original/blob");
    expect(pending.map((resource) => resource.type)).toEqual(["upscale_clarity", "brand_kit"]);
    for (const resource of pending) expect(resource.url, resource.type).toBeNull();
  });

  it("gives no link at all once the export's credit was returned", () => {
    const view = presentExport(storedExport({ creditReturned: true, status: "failed" }));
    for (const resource of view.resources) {
      expect(resource.url, resource.type).toBeNull();
      expect(resource.status).not.toBe("ready");
    }
    expect(view.resources.find((resource) => resource.type === "original")?.error).toBe(
      EXPORT_MESSAGE.withdrawn,
    );
  });

  it("lists an export as a small summary: no kit file list or health check, which its page reads", () => {
    const full = presentExport(
      storedExport({
        status: "ready",
        resources: { original: ready("png", 2_000), brand_kit: ready("zip", 90_000) },
      }),
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
