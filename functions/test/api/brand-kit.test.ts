/**
 * The brand kit through the whole stack: the API creates the export, the storage
 * trigger in the Functions emulator makes the kit beside the other files, and the owner downloads
 * it. The zip is opened and every file checked against the kit's plan.
 */
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { CreateExportResponse, EXPORT_RESOURCE_LABEL, type Export } from "../../src/contract";
import { brandKitPlan } from "../../src/domain/brand-kit/brand-kit-plan";
import { brandKitFolder } from "../../src/domain/brand-kit/make-brand-kit";
import { exportIdForLogo } from "../../src/domain/exports/export-documents";
import { checkKit } from "../../src/providers/brand-kit/testing/kit-checks";
import { DesignEngineProvider } from "../../src/providers/logo-design/engine-provider";
import { checkMotionFile } from "../../src/providers/motion/testing/motion-checks";
import { api, testApp } from "../support/api-client";
import { seedMembership, signUpUser, type TestUser } from "../support/emulators";
import {
  bodyBytes,
  clearFaults,
  createVectorLogo,
  downloadResource,
  injectFaults,
  ringOnColour,
  uploadLogo,
  waitForExport,
} from "../support/exports";

function engineApp() {
  const engine = new DesignEngineProvider();
  return testApp({ logoDesigner: () => engine });
}

async function exportLogo(
  app: ReturnType<typeof engineApp>,
  user: TestUser,
  logoId: string,
): Promise<Export> {
  const response = await api(app)
    .post(`/logos/${logoId}/export`)
    .set("Authorization", user.authorization)
    .send({});
  expect(response.status).toBe(201);
  return waitForExport(app, user, CreateExportResponse.parse(response.body).exportId, 120_000);
}

async function downloadKit(app: ReturnType<typeof engineApp>, user: TestUser, done: Export): Promise<Buffer> {
  const kit = done.resources.find((resource) => resource.type === "brand_kit");
  expect(kit).toMatchObject({
    status: "ready",
    label: EXPORT_RESOURCE_LABEL.brand_kit,
    contentType: "application/zip",
  });
  const response = await downloadResource(app, user, kit?.url ?? "");
  expect(response.status).toBe(200);
  expect(response.headers["content-disposition"]).toContain(`filename="${kit?.fileName}"`);
  const bytes = bodyBytes(response.body);
  expect(bytes.length).toBe(kit?.bytes);
  return bytes;
}

describe("brand kit", () => {
  it("makes an engine logo's kit with its other files; every file in the zip is as stated", async () => {
    const app = engineApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const done = await exportLogo(app, user, await createVectorLogo(app, user));
    expect(done.status).toBe("ready");
    expect(done.resources.find((resource) => resource.type === "brand_kit")?.fileName).toBe(
      "harbor-and-pine-brand-kit.zip",
    );
    const kit = done.brandKit;
    if (!kit) throw new Error("The export has no brand kit summary");
    expect(kit.source).toBe("vector");

    const zip = await downloadKit(app, user, done);
    const shape = {
      stem: "harbor-and-pine",
      source: "vector" as const,
      hasSymbol: kit.files.some((file) => file.path === "png/harbor-and-pine-symbol-256.png"),
      hasWordmark: kit.files.some((file) => file.path.startsWith("vector/harbor-and-pine-wordmark-")),
    };
    const checked = await checkKit(
      zip,
      brandKitFolder("harbor-and-pine"),
      brandKitPlan(shape),
      kit,
      checkMotionFile,
    );
    expect(checked.problems).toEqual([]);
    for (const path of [
      "README.txt",
      "BRAND.md",
      "harbor-and-pine-brand-sheet.pdf",
      "vector/harbor-and-pine-logo-color-on-light.svg",
      "vector/harbor-and-pine-logo-color-on-dark.pdf",
      "vector/harbor-and-pine-logo-black.pdf",
      "vector/harbor-and-pine-logo-reversed.svg",
      "png/harbor-and-pine-logo-on-light-2048.png",
      "png/harbor-and-pine-logo-on-dark-1024.png",
      "web/favicon.ico",
      "web/favicon.svg",
      "web/apple-touch-icon.png",
      "web/icon-192.png",
      "web/icon-512.png",
      "web/site.webmanifest",
      "web/head-links.html",
      "social/harbor-and-pine-profile-400.png",
      "social/harbor-and-pine-profile-1080.png",
      "social/harbor-and-pine-link-preview-1200x630.png",
      "social/harbor-and-pine-banner-1584x396.png",
      "social/harbor-and-pine-x-header-1500x500.png",
      "social/harbor-and-pine-youtube-banner-2560x1440.png",
      "web/icon-maskable-512.png",
      "web/app-store-icon-1024.png",
      "mockups/harbor-and-pine-storefront.jpg",
      "stationery/harbor-and-pine-business-card-85x55mm.pdf",
      "stationery/harbor-and-pine-email-signature.html",
      "motion/harbor-and-pine-animation.json",
      "motion/harbor-and-pine-intro-vertical-dark.mp4",
    ]) {
      expect(checked.files.has(path), path).toBe(true);
    }
    // The direction's fonts are on the sheet with their licence and where to get them.
    expect(checked.sheetText).toMatch(/License/);
    expect(checked.sheetText).toMatch(/fonts\.google\.com\/specimen\//);

    // The health check is stored with the export and returned by GET /exports/{id}.
    const health = done.health;
    if (!health) throw new Error("The export has no health check");
    const ids = health.checks.map((check) => check.id);
    for (const size of [16, 32, 64])
      expect(ids.some((id) => id.startsWith("legibility-") && id.endsWith(`-${size}`))).toBe(true);
    expect(ids).toEqual(expect.arrayContaining(["contrast-white", "contrast-black", "one-color-logo"]));
    for (const check of health.checks) {
      expect(["pass", "warn"]).toContain(check.status);
      if (check.status === "warn") expect(check.suggestion).toBeTruthy();
    }

    // 'Download all (.zip)' holds the kit's files themselves, in the kit's own folder, byte for
    // byte, instead of a zip inside the zip.
    const all = await downloadResource(app, user, `/exports/${done.id}/archive`);
    expect(all.status).toBe(200);
    const inside = unzipSync(bodyBytes(all.body));
    const kitFiles = unzipSync(zip);
    const folder = `${brandKitFolder("harbor-and-pine")}/`;
    expect(Object.keys(inside).filter((name) => name.startsWith(folder))).toEqual(Object.keys(kitFiles));
    for (const [name, bytes] of Object.entries(kitFiles))
      expect(Buffer.from(inside[name] ?? []).equals(bytes), name).toBe(true);
    expect(Object.keys(inside).filter((name) => name.endsWith(".zip"))).toEqual([]);
  });

  it("makes an upload's kit from its pixels, with no vector files, and says so", async () => {
    const app = engineApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const done = await exportLogo(app, user, await uploadLogo(app, user, await ringOnColour(600)));
    expect(done.status).toBe("ready");
    const kit = done.brandKit;
    if (!kit) throw new Error("The export has no brand kit summary");
    expect(kit.source).toBe("raster");
    expect(kit.notes.join(" ")).toMatch(/no vector \(SVG or PDF\) files/);
    const zip = await downloadKit(app, user, done);
    const plan = brandKitPlan({
      stem: "logo-export-1",
      source: "raster",
      hasSymbol: false,
      hasWordmark: false,
    });
    const checked = await checkKit(zip, brandKitFolder("logo-export-1"), plan, kit);
    expect(checked.problems).toEqual([]);
    expect([...checked.files.keys()].filter((path) => path.endsWith(".svg"))).toEqual([]);
    expect(done.health?.checks.map((check) => check.id)).toContain("legibility-logo-16");
  });

  it("records a kit that failed like any file, and 'Try again' makes it for no credit", async () => {
    const app = engineApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, user);
    const exportId = exportIdForLogo(logoId);
    await injectFaults(exportId, ["brand_kit"]);
    try {
      const failed = await exportLogo(app, user, logoId);
      expect(failed.status).toBe("failed");
      expect(failed.resources.find((resource) => resource.type === "brand_kit")).toMatchObject({
        status: "failed",
        error: "The Brand kit (.zip) file could not be made.",
      });
      expect(failed.brandKit).toBeNull();
      await clearFaults(exportId);
      const retried = await api(app)
        .post(`/exports/${exportId}/retry`)
        .set("Authorization", user.authorization);
      expect(retried.status).toBe(200);
      const done = await waitForExport(app, user, exportId, 120_000);
      expect(done.status).toBe("ready");
      expect(done.brandKit?.files.length).toBeGreaterThan(10);
      expect(done.health).not.toBeNull();
    } finally {
      await clearFaults(exportId);
    }
  });
});
