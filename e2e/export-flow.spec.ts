import { expect, test } from "@playwright/test";
import { SCREENSHOT_DIR } from "./support/auth-dialog";
import { createVerifiedUser } from "./support/auth-emulator";
import { expectAccessible, expectAccessibleBothWidths } from "./support/axe";
import {
  fillBrandForm,
  GENERATION_TIMEOUT_MS,
  logoImages,
  signInThroughDialog,
} from "./support/create-flow-helpers";
import {
  decodePng,
  downloadFrom,
  EXPORT_TIMEOUT_MS,
  fileCard,
  makeUploadPng,
  screenshotBothWidths,
  seedExportCredits,
  waitForAllFiles,
} from "./support/export-helpers";

/**
 * The export journeys: a user with export credits exports a designed logo and an uploaded one,
 * lands on the export page, waits for the files the storage triggers make and downloads each;
 * the transparent PNGs are decoded here and checked for real transparency.
 */
test.describe.configure({ timeout: 300_000 });

const TRANSPARENT_FILES = ["No Background (HQ) V1", "No Background (HQ) V2"];

test("export a designed logo: progress, the export page, every file downloaded, transparency checked", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "export-flow");
  await seedExportCredits(request, user.uid, 2);
  await signInThroughDialog(page, user);

  await page.goto("/my-exports");
  // The first export call may meet a cold Functions worker on a busy machine.
  await expect(page.getByText("You don't have any exports yet")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("link", { name: "Go to My Logos" })).toHaveAttribute("href", "/my-logos");

  await page.goto("/create");
  await fillBrandForm(page, "Harbor & Pine", "Coastal outdoor outfitter, rugged and calm");
  await page.getByRole("button", { name: "Generate Logo Designs" }).click();
  await expect(page).toHaveURL(/\/logo-designs$/, { timeout: GENERATION_TIMEOUT_MS });
  await expect(logoImages(page)).toHaveCount(6);

  // Export Logo with exports left: the export modal, listing the real files.
  await page.getByRole("button", { name: "Export Logo" }).first().click();
  const modal = page.getByRole("dialog", { name: "Export logo" });
  await expect(modal.getByText("This uses 1 of your 2 remaining exports.", { exact: false })).toBeVisible();
  for (const label of ["Normal Quality", "High Quality", ...TRANSPARENT_FILES, "Vector (SVG)"]) {
    await expect(modal.getByRole("listitem").filter({ hasText: label })).toHaveCount(1);
  }
  await modal.getByRole("button", { name: "Export files" }).click();

  // 'Preparing Your Logo', then /my-exports opens the new export on its own.
  await expect(page).toHaveURL(/\/exports\/[A-Za-z0-9_-]+$/, { timeout: EXPORT_TIMEOUT_MS });
  const exportUrl = page.url();
  await expect(page.getByRole("heading", { name: "Export Logo 1", level: 1 })).toBeVisible();
  await waitForAllFiles(page);
  await expect(page.getByText(/\b(\d+) of \1 files ready/)).toBeVisible();
  await expect(page.getByRole("link", { name: "support@markery.app" })).toBeVisible();
  for (const label of TRANSPARENT_FILES) {
    await expect(fileCard(page, label).getByTestId(/^preview-/)).toHaveAttribute("data-checkerboard", "true");
    await expect(fileCard(page, label).getByRole("img")).toBeVisible();
  }

  // Every file, each through the owner's authenticated download.
  const names: string[] = [];
  for (const label of ["High Quality", ...TRANSPARENT_FILES, "Normal Quality", "Vector (SVG)", "Original"]) {
    const card = fileCard(page, label);
    const { download, bytes } = await downloadFrom(
      page,
      card.getByRole("button", { name: `Download ${label}` }),
    );
    names.push(download.suggestedFilename());
    expect(download.suggestedFilename()).toMatch(/^harbor-and-pine-/);
    expect(bytes.length).toBeGreaterThan(500);
    if (label === "Vector (SVG)") {
      expect(bytes.toString("utf8", 0, 400)).toContain("<svg");
      continue;
    }
    if (label === "Original") continue;
    const png = await decodePng(bytes);
    if (label === "High Quality") expect(png.width).toBe(4096);
    if (TRANSPARENT_FILES.includes(label)) {
      // The background is really gone: the corners are fully transparent.
      for (const [x, y] of [
        [0, 0],
        [png.width - 1, 0],
        [0, png.height - 1],
        [png.width - 1, png.height - 1],
      ] as const) {
        expect(png.alphaAt(x, y), `${label} alpha at ${x},${y}`).toBe(0);
      }
    }
  }
  expect(new Set(names).size).toBe(names.length);

  const zip = await downloadFrom(page, page.getByRole("button", { name: "Download all (.zip)" }));
  expect(zip.download.suggestedFilename()).toMatch(/\.zip$/);
  expect(zip.bytes.subarray(0, 2).toString("latin1")).toBe("PK");

  await screenshotBothWidths(page, "export-detail");

  // /my-exports lists it, with the high-quality thumbnail; a click opens it again.
  await page.goto("/my-exports");
  const row = page.getByRole("link", { name: /^Export Logo 1\s+Created / });
  await expect(row).toBeVisible();
  await expect(row.getByTestId("export-thumbnail")).toHaveAttribute("data-source", "high-quality");
  await screenshotBothWidths(page, "my-exports");
  await row.click();
  await expect(page).toHaveURL(exportUrl);

  // One credit used; exporting the same logo again is free and returns the same export.
  await page.goto("/profile");
  await expect(page.getByTestId("exports-used")).toHaveText("1 / 2 used");
});

test("upload a logo: browser checks, the Uploads project, then export it", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "upload-flow");
  await seedExportCredits(request, user.uid, 1);
  await signInThroughDialog(page, user);
  await page.goto("/my-logos");

  await page.getByRole("button", { name: "Upload a logo" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload a logo" });
  await expect(dialog.getByText("PNG, JPEG, WebP or SVG, up to 5 MB")).toBeVisible();
  await screenshotBothWidths(page, "upload-dialog");
  await expectAccessibleBothWidths(page, "upload dialog");

  // A wrong type is refused before anything is sent.
  const input = dialog.getByLabel("Logo file");
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(dialog.getByRole("alert")).toHaveText("Only PNG, JPEG, WebP or SVG images can be uploaded.");
  await expectAccessible(page, "upload dialog refusing a file");
  await expect(dialog.getByRole("button", { name: "Upload" })).toBeDisabled();
  // Too large, too: 5 MB and one byte.
  await input.setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByRole("alert")).toHaveText("The file is too large. The limit is 5 MB.");

  await input.setInputFiles({
    name: "harbor-mark.png",
    mimeType: "image/png",
    buffer: await makeUploadPng(),
  });
  await expect(dialog.getByRole("img", { name: "Preview of harbor-mark.png" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/upload-dialog-chosen-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: "Upload" }).click();

  // Filed in 'Uploads' and shown at once, ready to export.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/my-logos\?project=uploads-/);
  await expect(page.getByRole("heading", { name: "Uploads" })).toBeVisible();
  await expect(logoImages(page)).toHaveCount(1);

  await page.getByRole("button", { name: "Export Logo" }).click();
  await page
    .getByRole("dialog", { name: "Export logo" })
    .getByRole("button", { name: "Export files" })
    .click();
  await expect(page).toHaveURL(/\/exports\/[A-Za-z0-9_-]+$/, { timeout: EXPORT_TIMEOUT_MS });
  await waitForAllFiles(page);
  // An upload has no vector master.
  await expect(fileCard(page, "Vector (SVG)")).toHaveCount(0);
  for (const label of TRANSPARENT_FILES) {
    const { bytes } = await downloadFrom(
      page,
      fileCard(page, label).getByRole("button", { name: `Download ${label}` }),
    );
    const png = await decodePng(bytes);
    expect(png.alphaAt(0, 0), `${label} corner`).toBe(0);
    // The mark itself stays opaque: the middle of the ring's stroke (300, 110 of 600).
    const ringX = Math.round(png.width / 2);
    const ringY = Math.round((110 / 600) * png.height);
    if (label === "No Background (HQ) V1") expect(png.alphaAt(ringX, ringY), `${label} ring`).toBe(255);
  }
});
