import { expect, test } from "@playwright/test";
import { unsettableCharactersMessage } from "../functions/src/contract";
import { SCREENSHOT_DIR } from "./support/auth-dialog";
import { createVerifiedUser } from "./support/auth-emulator";
import {
  fillBrandForm,
  GENERATION_TIMEOUT_MS,
  logoImages,
  signInThroughDialog,
} from "./support/create-flow-helpers";

/**
 * A brand name in another script, as a new user types it: a name with an emoji is refused with
 * the character named and no credit spent; an Arabic name is drawn, and the page prints it right
 * to left inside its English sentence.
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
});
