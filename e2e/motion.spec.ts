import { expect, type Locator, type Page, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { SCREENSHOT_DIR } from "./support/auth-dialog";
import { expectAccessibleBothWidths } from "./support/axe";
import {
  brandKitCard,
  buyerWithDesigns,
  downloadFrom,
  EXPORT_TIMEOUT_MS,
  screenshotBothWidths,
  waitForAllFiles,
} from "./support/export-helpers";

/**
 * The logo in motion: 'Play' on /logo-designs animates a design in the browser (the still logo
 * under reduced motion), a picked style plays at once; the export's brand kit holds the motion/
 * folder, and its page plays the bought logo and remakes the kit in another style, free.
 */
test.describe.configure({ timeout: 420_000 });

const MOTION_TIMEOUT_MS = 20_000;
const MOTION_FILES = [
  "animation.gif",
  "animation.json",
  "animation.lottie",
  "animation.svg",
  "animation.webp",
  "intro-square-dark.mp4",
  "intro-square-light.mp4",
  "intro-vertical-dark.mp4",
  "intro-vertical-light.mp4",
].map((name) => `motion/harbor-and-pine-${name}`);

/** Two pictures of the playing image, one as it starts and one once it has ended. */
async function startAndEnd(image: Locator): Promise<[Buffer, Buffer]> {
  const start = await image.screenshot();
  await image.page().waitForTimeout(5_000);
  return [start, await image.screenshot()];
}

async function kitMotionFiles(page: Page): Promise<string[]> {
  const { bytes } = await downloadFrom(
    page,
    brandKitCard(page).getByRole("button", { name: "Download Brand kit (.zip)" }),
  );
  return Object.keys(unzipSync(bytes))
    .map((name) => name.slice("harbor-and-pine-brand-kit/".length))
    .filter((name) => name.startsWith("motion/"))
    .sort();
}

test("play a design, pick a style, and get the motion folder with the export", async ({ page, request }) => {
  await buyerWithDesigns(page, request, "motion");

  // Before buying: the animation plays in a dialog, in the style that fits the design.
  await page.getByRole("button", { name: "Play" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Your logo in motion" });
  const image = dialog.getByRole("img", { name: "Harbor & Pine logo animation" });
  await expect(image).toBeVisible({ timeout: MOTION_TIMEOUT_MS });
  await expect(dialog.getByText("Chosen to fit your design")).toBeVisible();
  await expect(dialog.getByText(/Previews carry a watermark/)).toBeVisible();
  const [start, end] = await startAndEnd(image);
  expect(start.equals(end)).toBe(false);

  const fitting = dialog.getByRole("radio", { checked: true });
  await expect(fitting).toHaveCount(1);
  const fittingName = await fitting.getAttribute("value");
  const other = fittingName === "bold" ? "Playful" : "Bold";
  const firstSource = await image.getAttribute("src");
  await dialog.getByRole("radio", { name: new RegExp(`^${other}`) }).check();
  await expect(image).not.toHaveAttribute("src", firstSource ?? "", { timeout: MOTION_TIMEOUT_MS });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/motion-dialog-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(image).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/motion-dialog-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessibleBothWidths(page, "the logo in motion");

  // Someone who asked for less motion sees the still logo from the start.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await dialog.getByRole("button", { name: "Play again" }).click();
  const [stillStart, stillEnd] = await startAndEnd(image);
  expect(stillStart.equals(stillEnd)).toBe(true);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await dialog.getByRole("button", { name: "Close" }).click();

  // The export: its kit holds the motion folder, and its page plays the bought logo.
  await page.getByRole("button", { name: "Export Logo" }).first().click();
  await page
    .getByRole("dialog", { name: "Export logo" })
    .getByRole("button", { name: "Export files" })
    .click();
  await expect(page).toHaveURL(/\/exports\/[A-Za-z0-9_-]+$/, { timeout: EXPORT_TIMEOUT_MS });
  await waitForAllFiles(page);
  expect(await kitMotionFiles(page)).toEqual(MOTION_FILES);
  const panel = page.getByRole("region", { name: "Your logo in motion" });
  await expect(panel.getByRole("img", { name: "Logo animation" })).toBeVisible({
    timeout: MOTION_TIMEOUT_MS,
  });
  const rebuild = panel.getByRole("button", { name: "Use this style in the kit" });
  await expect(rebuild).toBeDisabled();
  await screenshotBothWidths(page, "export-motion");

  // Another style: the kit is made again with it, free, and keeps every motion file.
  const kitStyle = await panel.getByRole("radio", { checked: true }).getAttribute("value");
  const next = kitStyle === "elegant" ? "Technical" : "Elegant";
  await panel.getByRole("radio", { name: new RegExp(`^${next}`) }).check();
  await expect(rebuild).toBeEnabled();
  await rebuild.click();
  await expect(panel.getByText(/Making the motion files in the new style/)).toBeVisible();
  await expect(brandKitCard(page)).toHaveAttribute("data-status", "ready", { timeout: EXPORT_TIMEOUT_MS });
  await expect(rebuild).toBeDisabled();
  expect(await kitMotionFiles(page)).toEqual(MOTION_FILES);
});
