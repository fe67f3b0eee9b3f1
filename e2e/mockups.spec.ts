import { expect, test } from "@playwright/test";
import { pdfTextReadings } from "../functions/src/providers/graphics/testing/pdf-reader";
import { SCREENSHOT_DIR } from "./support/auth-dialog";
import { expectAccessibleBothWidths } from "./support/axe";
import {
  buyerWithDesigns,
  downloadFrom,
  EXPORT_TIMEOUT_MS,
  screenshotBothWidths,
  waitForAllFiles,
} from "./support/export-helpers";

/**
 * The mockups: 'See it in use' on /logo-designs shows the logo's scenes before buying; after
 * an export, its page shows them clean, and the card form rebuilds the business card with the
 * owner's details, which the downloaded PDF carries as text.
 */
test.describe.configure({ timeout: 300_000 });

const SCENES_TIMEOUT_MS = 60_000;

test("see the logo in use, export it, and make a business card with your details", async ({
  page,
  request,
}) => {
  const user = await buyerWithDesigns(page, request, "mockups");

  // Before buying: the scenes, watermarked, in a dialog.
  await page.getByRole("button", { name: "See it in use" }).first().click();
  const dialog = page.getByRole("dialog", { name: "See it in use" });
  await expect(
    dialog.getByRole("img", { name: "Business cards, front and back with the Harbor & Pine logo" }),
  ).toBeVisible({ timeout: SCENES_TIMEOUT_MS });
  await expect(dialog.getByRole("img")).toHaveCount(8);
  await expect(dialog.getByText(/Previews carry a watermark/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/mockups-dialog-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole("img").first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/mockups-dialog-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessibleBothWidths(page, "see it in use");
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Export Logo" }).first().click();
  await page
    .getByRole("dialog", { name: "Export logo" })
    .getByRole("button", { name: "Export files" })
    .click();
  await expect(page).toHaveURL(/\/exports\/[A-Za-z0-9_-]+$/, { timeout: EXPORT_TIMEOUT_MS });
  await waitForAllFiles(page);

  // The bought logo's scenes, without the watermark.
  const scenes = page.getByRole("region", { name: "See it in use" });
  await expect(scenes.getByRole("img", { name: /^Shop front sign with the logo$/ })).toBeVisible({
    timeout: SCENES_TIMEOUT_MS,
  });
  await expect(scenes.getByRole("img")).toHaveCount(8);

  // The card form: prefilled with the account's e-mail, rebuilt with the owner's details.
  const stationery = page.getByRole("region", { name: "Business cards, letterhead and e-mail signature" });
  await expect(stationery.getByRole("textbox", { name: "E-mail" })).toHaveValue(user.email);
  await stationery.getByRole("textbox", { name: "E-mail" }).fill("not an address");
  await stationery.getByRole("button", { name: "Make my stationery" }).click();
  await expect(stationery.getByText("Enter an e-mail address like name@example.com")).toBeVisible();

  await stationery.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
  await stationery.getByRole("textbox", { name: "Role" }).fill("Founder");
  await stationery.getByRole("textbox", { name: "Phone" }).fill("+44 20 7946 0000");
  await stationery.getByRole("textbox", { name: "E-mail" }).fill("ada@harborandpine.example");
  await stationery.getByRole("textbox", { name: "Website" }).fill("harborandpine.example");
  await stationery.getByRole("button", { name: "Make my stationery" }).click();
  await expect(stationery.getByText("Your stationery is ready: download the files below.")).toBeVisible({
    timeout: 60_000,
  });
  const files = stationery.getByRole("list", { name: "Stationery files" });
  const first = await downloadFrom(page, files.getByRole("button", { name: /business-card-85x55mm\.pdf$/ }));
  expect(first.download.suggestedFilename()).toBe("harbor-and-pine-business-card-85x55mm.pdf");
  expect(pdfTextReadings(first.bytes)).toContain("Ada Lovelace");

  // A change rebuilds the card; the new download carries the new name.
  await stationery.getByRole("textbox", { name: "Name" }).fill("Grace Hopper");
  await stationery.getByRole("button", { name: "Update stationery" }).click();
  await expect(stationery.getByText("Your stationery is ready: download the files below.")).toBeVisible({
    timeout: 60_000,
  });
  await expect(files.getByRole("button", { name: /business-card-85x55mm\.pdf$/ })).toBeEnabled();
  const rebuilt = await downloadFrom(
    page,
    files.getByRole("button", { name: /business-card-85x55mm\.pdf$/ }),
  );
  const readings = pdfTextReadings(rebuilt.bytes);
  expect(readings).toContain("Grace Hopper");
  expect(readings).not.toContain("Ada Lovelace");
  await expect(stationery.getByRole("button", { name: "Copy signature" })).toBeVisible();

  await screenshotBothWidths(page, "export-mockups");
  await expectAccessibleBothWidths(page, "export page with scenes and stationery");
});
