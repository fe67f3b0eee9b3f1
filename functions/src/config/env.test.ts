import { describe, expect, it } from "vitest";
import { readServerConfig } from "./env";

describe("readServerConfig", () => {
  it("defaults to the demo project and its bucket", () => {
    expect(readServerConfig({})).toEqual({
      projectId: "demo-markery",
      storageBucket: "demo-markery.appspot.com",
      exportSourceBucket: "demo-markery-export-sources",
      kitRequestBucket: "demo-markery-kit-requests",
    });
  });

  it("prefers what Cloud Functions provides in FIREBASE_CONFIG", () => {
    const config = readServerConfig({
      GCLOUD_PROJECT: "other",
      FIREBASE_CONFIG: JSON.stringify({
        projectId: "markery-prod",
        storageBucket: "markery-prod.firebasestorage.app",
      }),
    });
    expect(config).toEqual({
      projectId: "markery-prod",
      storageBucket: "markery-prod.firebasestorage.app",
      exportSourceBucket: "markery-prod-export-sources",
      kitRequestBucket: "markery-prod-kit-requests",
    });
  });

  it("lets STORAGE_BUCKET override the bucket and ignores an unreadable FIREBASE_CONFIG", () => {
    expect(readServerConfig({ FIREBASE_CONFIG: "{oops", STORAGE_BUCKET: "b" })).toEqual({
      projectId: "demo-markery",
      storageBucket: "b",
      exportSourceBucket: "demo-markery-export-sources",
      kitRequestBucket: "demo-markery-kit-requests",
    });
  });

  it("takes the export-source bucket from its parameter when set", () => {
    expect(readServerConfig({ EXPORT_SOURCE_BUCKET: "sources-eu" }).exportSourceBucket).toBe("sources-eu");
  });

  it("takes the brand kit request bucket from its parameter when set", () => {
    expect(readServerConfig({ BRAND_KIT_REQUEST_BUCKET: "kits-eu" }).kitRequestBucket).toBe("kits-eu");
  });
});
