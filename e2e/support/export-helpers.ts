/**
 * Steps and checks the export journeys share: giving a test user export credits through the
 * Firestore emulator, making an upload file, and decoding what the browser downloaded.
 */
import { readFile } from "node:fs/promises";
import { type APIRequestContext, type Download, expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { SCREENSHOT_DIR } from "./auth-dialog";
import { patchUserFields } from "./firestore-seed";

/** Exports run the real storage triggers; give them room on a busy machine. */
export const EXPORT_TIMEOUT_MS = 120_000;

/** users/{uid}.exportCredits, written as the emulator's owner (the browser never writes Firestore). */
export async function seedExportCredits(
  request: APIRequestContext,
  uid: string,
  credits: number,
): Promise<void> {
  await patchUserFields(request, uid, { exportCredits: { integerValue: String(credits) } });
}

/** A 600 px logo as a user would upload it: a teal ring and bar on a flat white background. */
export async function makeUploadPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="#ffffff"/>
    <circle cx="300" cy="260" r="150" fill="none" stroke="#0f766e" stroke-width="48"/>
    <rect x="150" y="450" width="300" height="60" rx="12" fill="#4338ca"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface DecodedPng {
  width: number;
  height: number;
  channels: number;
  alphaAt(x: number, y: number): number;
}

export async function decodePng(bytes: Buffer): Promise<DecodedPng> {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    channels: info.channels,
    alphaAt: (x, y) => data[(y * info.width + x) * info.channels + 3] ?? -1,
  };
}

/** Clicks a Download button and answers the file the browser saved. */
export async function downloadFrom(
  page: Page,
  button: Locator,
): Promise<{ download: Download; bytes: Buffer }> {
  const downloadPromise = page.waitForEvent("download");
  await button.click();
  const download = await downloadPromise;
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

/** The export page's card of one file, named by its label. */
export function fileCard(page: Page, label: string): Locator {
  return page.getByRole("article", { name: label, exact: true });
}

/** Waits until no file of the export page is in the making any more, and none failed. */
export async function waitForAllFiles(page: Page): Promise<void> {
  await expect(page.locator("article[data-status]").first()).toBeVisible({ timeout: EXPORT_TIMEOUT_MS });
  await expect(page.locator('article[data-status="pending"]')).toHaveCount(0, { timeout: EXPORT_TIMEOUT_MS });
  await expect(page.locator('article[data-status="failed"]')).toHaveCount(0);
}

/** The brand kit's card on the export page. */
export function brandKitCard(page: Page): Locator {
  return page.getByRole("article", { name: "Brand kit (.zip)", exact: true });
}

/** The logo health check beside the files. */
export function healthPanel(page: Page): Locator {
  return page.getByRole("region", { name: "Logo health check" });
}

/** Full-page screenshots at desktop and phone widths; nothing may stick out sideways on a phone. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-phone.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}
