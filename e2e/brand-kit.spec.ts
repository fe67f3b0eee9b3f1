import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import {
  brandKitCard,
  buyerWithDesigns,
  downloadFrom,
  EXPORT_TIMEOUT_MS,
  healthPanel,
  screenshotBothWidths,
  waitForAllFiles,
} from "./support/export-helpers";

/**
 * The brand kit journey: an engine logo's export makes its brand kit beside the other files; the
 * export page shows a preview of the kit's contents and the logo health check, and the kit
 * downloads as one zip whose file list is the one the page shows.
 */
test.describe.configure({ timeout: 300_000 });

test("download the brand kit from the export page and check its file list", async ({ page, request }) => {
  await buyerWithDesigns(page, request, "brand-kit");
  await page.getByRole("button", { name: "Export Logo" }).first().click();
  await page
    .getByRole("dialog", { name: "Export logo" })
    .getByRole("button", { name: "Export files" })
    .click();
  await expect(page).toHaveURL(/\/exports\/[A-Za-z0-9_-]+$/, { timeout: EXPORT_TIMEOUT_MS });
  await waitForAllFiles(page);

  // The kit is its own resource, with a preview of what is inside.
  const kit = brandKitCard(page);
  await expect(kit).toHaveAttribute("data-status", "ready");
  await expect(kit.getByText(/\d+ files · .* · harbor-and-pine-brand-kit\.zip/)).toBeVisible();
  for (const label of ["Link preview", "Profile picture", "Cover banner", "Favicon"]) {
    await expect(kit.getByRole("img", { name: new RegExp(`${label}$`) })).toBeVisible();
  }
  const contents = kit.getByRole("button", { name: /What is in the kit \(\d+ files\)/ });
  await contents.click();
  await expect(kit.getByText("favicon.ico", { exact: true })).toBeVisible();
  const listed = await kit
    .locator("[data-kit-file]")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-kit-file") ?? ""));
  expect(listed.length).toBeGreaterThan(20);
  // Folded again, so the screenshots show the page as it opens.
  await contents.click();

  // The health check sits beside it: every check says pass or warning, and why.
  const health = healthPanel(page);
  await expect(health).toBeVisible();
  const checks = health.locator("li[data-check]");
  expect(await checks.count()).toBeGreaterThanOrEqual(8);
  for (const id of ["contrast-white", "contrast-black"]) {
    await expect(health.locator(`li[data-check="${id}"]`)).toHaveCount(1);
  }
  for (const size of [16, 32, 64]) {
    await expect(health.locator(`li[data-check$="-${size}"]`).first()).toBeVisible();
  }
  await expect(
    health.locator('li[data-check][data-status="warn"]').first().getByText("Better:"),
  ).toBeVisible();

  await screenshotBothWidths(page, "brand-kit");

  // The download is the zip the page describes: the same files, under one folder.
  const { download, bytes } = await downloadFrom(
    page,
    kit.getByRole("button", { name: "Download Brand kit (.zip)" }),
  );
  expect(download.suggestedFilename()).toBe("harbor-and-pine-brand-kit.zip");
  const names = Object.keys(unzipSync(bytes));
  expect(names.every((name) => name.startsWith("harbor-and-pine-brand-kit/"))).toBe(true);
  const inZip = names.map((name) => name.slice("harbor-and-pine-brand-kit/".length)).sort();
  expect(inZip).toEqual([...listed].sort());
  for (const path of [
    "README.txt",
    "BRAND.md",
    "harbor-and-pine-brand-sheet.pdf",
    "vector/harbor-and-pine-logo-color-on-light.svg",
    "vector/harbor-and-pine-logo-color-on-dark.svg",
    "vector/harbor-and-pine-logo-black.pdf",
    "vector/harbor-and-pine-logo-reversed.svg",
    "png/harbor-and-pine-logo-on-light-256.png",
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
    "social/harbor-and-pine-facebook-cover-851x315.png",
    "web/icon-maskable-512.png",
    "mockups/harbor-and-pine-coffee-cup.jpg",
    "stationery/harbor-and-pine-letterhead-a4.pdf",
  ]) {
    expect(inZip, path).toContain(path);
  }
});
