import { expect, type Locator, type Page, test } from "@playwright/test";
import { SCREENSHOT_DIR } from "./support/auth-dialog";
import { conceptSection } from "./support/create-flow-helpers";
import { editorDialog, waitForPreview } from "./support/editor-helpers";
import {
  buyerWithDesigns,
  EXPORT_TIMEOUT_MS,
  screenshotBothWidths,
  waitForAllFiles,
} from "./support/export-helpers";

/**
 * A bought logo is the buyer's alone, scored and free to fix: every design on /logo-designs
 * shows its measured score; the export page says what "yours alone" means, shows the score and
 * the free fixes left; an edit of the bought logo that keeps its symbol exports with no credit
 * left at all, and the bought export lists it.
 */
test.describe.configure({ timeout: 300_000 });

function scoreLine(scope: Page | Locator): Locator {
  return scope.getByRole("list", { name: "Logo score" });
}

test("scores every design, and fixes a bought logo for free", async ({ page, request }) => {
  await buyerWithDesigns(page, request, "yours-alone");

  // Every card shows its three measured scores, each with its sentence for screen readers.
  const firstCard = conceptSection(page, 1).locator("[data-logo-id]").first();
  const line = scoreLine(firstCard);
  await expect(line).toBeVisible({ timeout: 60_000 });
  for (const facet of ["Uniqueness", "Legibility", "Contrast"]) {
    await expect(line.getByLabel(new RegExp(`^${facet} \\d{1,3} of 100: .+`))).toBeVisible();
  }
  await expect(scoreLine(page)).toHaveCount(6, { timeout: 60_000 });
  await screenshotBothWidths(page, "logo-score-designs");

  // Buy the first design.
  const boughtId = await firstCard.getAttribute("data-logo-id");
  await firstCard.getByRole("button", { name: "Export Logo" }).click();
  await page
    .getByRole("dialog", { name: "Export logo" })
    .getByRole("button", { name: "Export files" })
    .click();
  await expect(page).toHaveURL(/\/exports\/[A-Za-z0-9_-]+$/, { timeout: EXPORT_TIMEOUT_MS });
  const boughtUrl = page.url();
  await expect(page.getByText("Yours alone")).toBeVisible();
  await expect(page.getByText(/This is not a trademark search/)).toBeVisible();
  const fixes = page.getByRole("region", { name: "Free fixes" });
  await expect(fixes.getByText("5 of 5 free remakes left.")).toBeVisible();
  const scorePanel = page.getByRole("region", { name: "Logo score" });
  await expect(scoreLine(scorePanel).getByRole("listitem")).toHaveCount(3, { timeout: 60_000 });
  // The page as the buyer sees it once everything arrived: the files, then the kit's scenes.
  await waitForAllFiles(page);
  await expect(page.getByRole("region", { name: "See it in use" }).getByRole("img")).toHaveCount(8, {
    timeout: 60_000,
  });
  await screenshotBothWidths(page, "yours-alone-export");

  // Fix a typo-like change in the editor: the tagline. No credit is left, and none is needed.
  // Back to the designs as a visitor would: /logo-designs shows the session's current project.
  for (let step = 0; step < 4 && !/\/logo-designs$/.test(page.url()); step++) await page.goBack();
  await expect(page).toHaveURL(/\/logo-designs$/);
  const bought = page.locator(`[data-logo-id="${boughtId}"]`);
  await bought.getByRole("button", { name: "Customize" }).click();
  const dialog = editorDialog(page);
  await waitForPreview(dialog, 60_000);
  await dialog.getByRole("textbox", { name: "Tagline" }).fill("Made by hand");
  await waitForPreview(dialog);
  // The editor measures the unsaved design too.
  await expect(scoreLine(dialog)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/logo-score-editor-desktop.png` });
  await dialog.getByRole("button", { name: "Save as new logo" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  const remade = page.locator('[data-logo-id][data-new="true"]');
  await expect(remade).toHaveCount(1);
  await remade.getByRole("button", { name: "Export Logo" }).click();
  const modal = page.getByRole("dialog", { name: "Export logo" });
  await expect(
    modal.getByText(
      /This is a free remake of Export Logo 1: it uses none of your exports \(5 free remakes left\)\./,
    ),
  ).toBeVisible({
    timeout: 30_000,
  });
  await modal.getByRole("button", { name: "Export files" }).click();
  await expect(page).toHaveURL(/\/exports\/[A-Za-z0-9_-]+$/, { timeout: EXPORT_TIMEOUT_MS });
  expect(page.url()).not.toBe(boughtUrl);
  await expect(page.getByText(/A free remake of Export Logo 1: it used no export credit\./)).toBeVisible();

  // The bought export lists it, with four left.
  await page.goto(boughtUrl);
  const listed = page.getByRole("region", { name: "Free fixes" });
  await expect(listed.getByText("4 of 5 free remakes left.")).toBeVisible();
  await expect(listed.getByRole("link", { name: /Export Logo 2/ })).toBeVisible();
  await screenshotBothWidths(page, "free-remakes-export");
});
