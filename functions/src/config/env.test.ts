import { describe, expect, it } from "vitest";
import {
  readExportImageSettings,
  readReplicateConfig,
  readServerConfig,
  runningInFunctionsEmulator,
  storageEmulatorOrigin,
} from "./env";

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

describe("Replicate settings", () => {
  it("uses Replicate only when a token is set", () => {
    expect(readReplicateConfig({})).toBeNull();
    expect(readReplicateConfig({ REPLICATE_API_TOKEN: "r8_test" })).toEqual({
      token: "r8_test",
      model: "recraft-ai/recraft-v3-svg",
      baseUrl: undefined,
      timeoutMs: 90_000,
      pollIntervalMs: 1000,
      maxAttempts: 2,
    });
    expect(
      readReplicateConfig({
        REPLICATE_API_TOKEN: "r8_test",
        REPLICATE_MODEL: "black-forest-labs/flux-schnell",
        REPLICATE_TIMEOUT_MS: "30000",
      }),
    ).toMatchObject({ model: "black-forest-labs/flux-schnell", timeoutMs: 30_000 });
  });

  it("treats a blank token or 'off' as not set (a deployment's secret cannot be empty)", () => {
    expect(readReplicateConfig({ REPLICATE_API_TOKEN: "  " })).toBeNull();
    expect(readReplicateConfig({ REPLICATE_API_TOKEN: "off" })).toBeNull();
    expect(readReplicateConfig({ REPLICATE_API_TOKEN: " OFF\n" })).toBeNull();
  });

  it("names every setting that is out of bounds", () => {
    expect(() =>
      readReplicateConfig({
        REPLICATE_API_TOKEN: "r8",
        REPLICATE_MODEL: "no-owner",
        REPLICATE_MAX_ATTEMPTS: "9",
      }),
    ).toThrow("Invalid Replicate settings: REPLICATE_MODEL, REPLICATE_MAX_ATTEMPTS");
  });
});

describe("export image settings", () => {
  it("are local processing without a Replicate token, whatever the timeout says", () => {
    expect(readExportImageSettings({ REPLICATE_EXPORT_TIMEOUT_MS: "oops" })).toBeNull();
  });

  it("give each export file's model call two minutes unless REPLICATE_EXPORT_TIMEOUT_MS says otherwise", () => {
    expect(readExportImageSettings({ REPLICATE_API_TOKEN: "r8" })?.timeoutMs).toBe(120_000);
    expect(
      readExportImageSettings({ REPLICATE_API_TOKEN: "r8", REPLICATE_EXPORT_TIMEOUT_MS: "60000" }),
    ).toMatchObject({ timeoutMs: 60_000, replicate: { token: "r8" } });
    expect(() =>
      readExportImageSettings({ REPLICATE_API_TOKEN: "r8", REPLICATE_EXPORT_TIMEOUT_MS: "10" }),
    ).toThrow();
  });
});

describe("the emulators", () => {
  it("find the Storage emulator as the Storage client does, the emulator's own variable first", () => {
    expect(storageEmulatorOrigin({})).toBeNull();
    expect(storageEmulatorOrigin({ FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9199" })).toBe(
      "http://127.0.0.1:9199",
    );
    expect(
      storageEmulatorOrigin({
        STORAGE_EMULATOR_HOST: "http://localhost:9199//",
        FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:1",
      }),
    ).toBe("http://localhost:9199");
  });

  it("know the Functions emulator only by FUNCTIONS_EMULATOR=true", () => {
    expect(runningInFunctionsEmulator({ FUNCTIONS_EMULATOR: "true" })).toBe(true);
    expect(runningInFunctionsEmulator({ FUNCTIONS_EMULATOR: "1" })).toBe(false);
    expect(runningInFunctionsEmulator({})).toBe(false);
  });
});
