/**
 * Steps and checks the export journeys share: giving a test user export credits through the
 * Firestore emulator, making an upload file, and decoding what the browser downloaded.
 */
import { readFile } from "node:fs/promises";
import { type APIRequestContext, type Download, expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { SCREENSHOT_DIR } from "./auth-dialog";
import { createVerifiedUser, type TestUser } from "./auth-emulator";
import { fillBrandForm, GENERATION_TIMEOUT_MS, signInThroughDialog } from "./create-flow-helpers";
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

/**
 * A new verified user with one export credit, signed in, on /logo-designs with the first designs
 * of a woodworking studio: where the export journeys start.
 */
export async function buyerWithDesigns(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<TestUser> {
  const user = await createVerifiedUser(request, label);
  await seedExportCredits(request, user.uid, 1);
  await signInThroughDialog(page, user);
  await page.goto("/create");
  await fillBrandForm(
    page,
    "Harbor & Pine",
    "Coastal woodworking studio making furniture from reclaimed pine",
  );
  await page.getByRole("button", { name: "Generate Logo Designs" }).click();
  await expect(page).toHaveURL(/\/logo-designs$/, { timeout: GENERATION_TIMEOUT_MS });
  return user;
}

/**
 * A 600 px logo as a user would upload it: a teal ring and bar on a flat white background, with a
 * shape of its own inside the ring. Each call draws a different shape: Markery refuses to export a
 * logo another customer bought, and every journey's user is another customer.
 */
export async function makeUploadPng(): Promise<Buffer> {
  const points = 3 + Math.floor(Math.random() * 5);
  const turn = Math.random() * Math.PI * 2;
  const spikes = Array.from({ length: points * 2 }, (_, index) => {
    const angle = turn + (index * Math.PI) / points;
    const radius = index % 2 === 0 ? 108 : 30 + Math.random() * 50;
    return `${(300 + radius * Math.cos(angle)).toFixed(1)},${(260 + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
  const barWidth = 120 + Math.round(Math.random() * 180);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="#ffffff"/>
    <circle cx="300" cy="260" r="150" fill="none" stroke="#0f766e" stroke-width="48"/>
    <polygon points="${spikes}" fill="#0f766e"/>
    <rect x="${300 - barWidth / 2}" y="450" width="${barWidth}" height="60" rx="12" fill="#4338ca"/>
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

/**
 * Full-page screenshots at desktop and phone widths; nothing may stick out sideways on a phone.
 * They are taken with reduced motion asked for, so an animation shows its still logo: a logo
 * animation drawn at a new width starts again, and would be caught on its first, empty frame.
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const imagesDrawn = () =>
    page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, {
      timeout: 10_000,
    });
  await page.setViewportSize({ width: 1280, height: 800 });
  await imagesDrawn();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await imagesDrawn();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-phone.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: null });
}
