import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { unsettableCharactersMessage } from "../functions/src/contract";
import { SCRIPT_BRIEFS } from "../functions/src/engine/briefs/script-briefs";
import { fontFilePath, getFontFamily } from "../functions/src/engine/fonts";
import { toPathData, translateScale } from "../functions/src/engine/path-geometry";
import { inkOf, inkOverlap } from "../functions/src/engine/testing/ink-compare";
import { drawingFamily, shapeLine } from "../functions/src/engine/text-outline";
import { SCREENSHOT_DIR } from "./support/auth-dialog";
import { createVerifiedUser } from "./support/auth-emulator";
import {
  fillBrandForm,
  GENERATION_TIMEOUT_MS,
  logoImages,
  signInThroughDialog,
} from "./support/create-flow-helpers";
import { editorDialog } from "./support/editor-helpers";

/**
 * A brand name in another script, as a new user types it: a name with an emoji is refused with
 * the character named and no credit spent; an Arabic name is drawn, and the page prints it right
 * to left inside its English sentence. And the Indic names, whose vowel signs resvg misplaces,
 * held to the browser's own rendering (Chromium shapes with HarfBuzz too, but its own build).
 */
test.describe.configure({ timeout: 240_000 });

const ARABIC_NAME = "مخبز الياسمين";

test("an emoji is refused by name; an Arabic name is drawn and printed right to left", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "every-script");
  await signInThroughDialog(page, user);

  await page.goto("/create");
  await fillBrandForm(page, "Sunny 😀 Bakery", "Neighbourhood bakery with fresh bread every morning");
  await page.getByRole("button", { name: "Generate Logo Designs" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "😀" })).toHaveText(
    unsettableCharactersMessage(["😀"]),
    {
      timeout: GENERATION_TIMEOUT_MS,
    },
  );
  await expect(page).toHaveURL(/\/create$/);

  await fillBrandForm(page, ARABIC_NAME, "Neighbourhood bakery with fresh bread every morning");
  await page.getByRole("button", { name: "Generate Logo Designs" }).click();
  await expect(page).toHaveURL(/\/logo-designs$/, { timeout: GENERATION_TIMEOUT_MS });
  await expect(logoImages(page)).toHaveCount(6);
  const printed = page.getByText(ARABIC_NAME, { exact: true }).first();
  await expect(printed).toBeVisible();
  // The name's own element resolves its direction: right to left, whatever surrounds it.
  expect(await printed.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/arabic-name-designs-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(printed).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/arabic-name-designs-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The editor offers only the faces that can set the name, and opens on the one that draws it.
  await page.getByRole("button", { name: "Customize" }).first().click();
  const dialog = editorDialog(page);
  const fonts = dialog.getByRole("radiogroup", { name: "Font" }).getByRole("radio");
  await expect(fonts).toHaveCount(2, { timeout: GENERATION_TIMEOUT_MS });
  const offered = await fonts.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  expect(offered.sort()).toEqual(["noto-naskh-arabic", "noto-sans-arabic"]);
  await expect(dialog.getByRole("radiogroup", { name: "Font" }).locator("input:checked")).toHaveCount(1);
  await expect(dialog.getByRole("textbox", { name: /brand name/i })).toHaveAttribute("dir", "auto");
  await dialog.getByRole("radiogroup", { name: "Font" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/arabic-name-editor-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole("radiogroup", { name: "Font" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/arabic-name-editor-phone.png` });
});

const INDIC = /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}]/u;
const SIZE = 80;
const dark = (pixel: Uint8Array) => (pixel[0] ?? 255) < 128;

test("Indic names are set as the browser sets them", async ({ page }) => {
  const names = SCRIPT_BRIEFS.filter((brief) => INDIC.test(brief.brandName)).map((brief) => brief.brandName);
  expect(names.length).toBeGreaterThanOrEqual(3);
  for (const name of names) {
    const family = drawingFamily(name, { family: "noto-sans", weight: 400 });
    const line = shapeLine(name, { family, weight: 400 }, 0);
    const font = readFileSync(fontFilePath(getFontFamily(family), 400)).toString("base64");
    await page.setContent(
      `<style>@font-face{font-family:Face;src:url(data:font/ttf;base64,${font}) format("truetype")}body{margin:0;background:#fff}#name{display:inline-block;padding:40px;font:${SIZE}px/1.6 Face;color:#000;white-space:pre}</style><div id="name">${name}</div>`,
    );
    await page.evaluate(() => document.fonts.ready);
    const shot = await sharp(await page.locator("#name").screenshot())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const browser = inkOf(shot.data, shot.info.width, shot.info.height, shot.info.channels, dark);

    const width = Math.ceil(line.width * SIZE) + 80;
    const path = toPathData(translateScale(line.commands, 40, SIZE * 1.2, SIZE));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${SIZE * 2}"><rect width="100%" height="100%" fill="#fff"/><path d="${path}"/></svg>`;
    const image = new Resvg(svg).render();
    const ours = inkOf(image.pixels, image.width, image.height, 4, dark);

    expect(ours.width, name).toBeGreaterThan(100);
    expect(inkOverlap(ours, browser), name).toBeGreaterThan(0.9);
  }
});
