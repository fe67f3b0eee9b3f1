import { expect, type Page, test } from "@playwright/test";
import { SCREENSHOT_DIR } from "./support/auth-dialog";
import { createVerifiedUser } from "./support/auth-emulator";
import {
  conceptSection,
  fillBrandForm,
  GENERATION_TIMEOUT_MS,
  logoImages,
  signInThroughDialog,
} from "./support/create-flow-helpers";
import {
  apiGet,
  chooseAnotherOption,
  editorDialog,
  freshIdToken,
  generationsUsed,
  waitForPreview,
} from "./support/editor-helpers";

/**
 * The editor journey: open the editor from /logo-designs, change the palette, the font and the
 * tagline, undo and redo from the keyboard, save, and find the new logo in the same concept with
 * exactly those choices, while the generation quota stays where it was.
 */
test.describe.configure({ timeout: 240_000 });

const TAGLINE = "Fresh every morning";

async function screenshotEditor(page: Page, name: string): Promise<void> {
  const dialog = editorDialog(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await waitForPreview(dialog);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await waitForPreview(dialog);
  // A full-screen dialog on a phone, with nothing sticking out sideways.
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  expect(
    await dialog.evaluate((element) => {
      const content = element.querySelector(".MuiDialogContent-root");
      return content ? content.scrollWidth <= content.clientWidth : false;
    }),
  ).toBe(true);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-phone.png` });
  // Everything is reachable on the phone too: the controls scroll under the preview.
  await dialog.getByRole("radiogroup", { name: "Layout" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-phone-scrolled.png` });
  await dialog.getByRole("textbox", { name: "Tagline" }).scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("customize a logo: palette, font and tagline, undo and redo, saved in the same group for free", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "editor");
  await signInThroughDialog(page, user);
  await page.goto("/create");
  await fillBrandForm(
    page,
    "Crumb & Co.",
    "Artisan sourdough bakery in a small harbour town, warm and friendly",
  );
  await page.getByRole("button", { name: "Generate Logo Designs" }).click();
  await expect(page).toHaveURL(/\/logo-designs$/, { timeout: GENERATION_TIMEOUT_MS });
  await expect(logoImages(page)).toHaveCount(6);

  const idToken = await freshIdToken(request, user);
  const usedBefore = await generationsUsed(request, idToken);
  expect(usedBefore).toBe(6);

  // 'Customize' sits on every card, beside 'Create Similar' and 'Export Logo'.
  const concept1 = conceptSection(page, 1);
  const firstCard = concept1.locator("[data-logo-id]").first();
  const sourceId = await firstCard.getAttribute("data-logo-id");
  await expect(firstCard.getByRole("button", { name: "Create Similar" })).toBeVisible();
  await expect(firstCard.getByRole("button", { name: "Export Logo" })).toBeVisible();
  await firstCard.getByRole("button", { name: "Customize" }).click();

  const dialog = editorDialog(page);
  // The first editor call may meet a cold engine (fonts and icons load once) on a busy machine.
  await expect(dialog.getByRole("textbox", { name: /brand name/i })).toHaveValue("Crumb & Co.", {
    timeout: 60_000,
  });
  await waitForPreview(dialog, 60_000);
  const startPreview = await dialog.getByTestId("editor-preview").getAttribute("src");

  const palette = await chooseAnotherOption(dialog, "Palette");
  const font = await chooseAnotherOption(dialog, "Font");
  const tagline = dialog.getByRole("textbox", { name: "Tagline" });
  await tagline.fill("");
  const lastPreview = page.waitForEvent(
    "requestfinished",
    (request) =>
      request.url().endsWith(`/logos/${sourceId}/design/preview`) &&
      request.postDataJSON()?.tagline === TAGLINE,
  );
  await tagline.pressSequentially(TAGLINE, { delay: 20 });
  const previewRequest = await lastPreview;
  expect((await previewRequest.response())?.status()).toBe(200);
  const timing = previewRequest.timing();
  const roundTrip = `${Math.round(timing.responseEnd - timing.requestStart)} ms`;
  test.info().annotations.push({ type: "preview round trip", description: roundTrip });
  console.log(`Preview round trip through Hosting and the Functions emulator: ${roundTrip}`);
  await waitForPreview(dialog);
  // The preview follows the edits.
  await expect(dialog.getByTestId("editor-preview")).not.toHaveAttribute("src", startPreview ?? "");

  // Undo and redo from the keyboard: the typing is one step.
  await tagline.press("Control+z");
  await expect(tagline).not.toHaveValue(TAGLINE);
  await tagline.press("Shift+Control+z");
  await expect(tagline).toHaveValue(TAGLINE);
  await expect(dialog.getByRole("button", { name: "Undo" })).toBeEnabled();

  await screenshotEditor(page, "editor");

  await dialog.getByRole("button", { name: "Save as new logo" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  // The new logo is in the same concept, marked new.
  await expect(logoImages(concept1)).toHaveCount(4);
  const newCard = concept1.locator('[data-logo-id][data-new="true"]');
  await expect(newCard).toHaveCount(1);
  const newId = await newCard.getAttribute("data-logo-id");
  expect(newId).not.toBe(sourceId);
  await expect(newCard.getByRole("button", { name: "Customize" })).toBeEnabled();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-saved-desktop.png`, fullPage: true });

  // The API holds exactly those choices for it, in the same prompt group.
  const design = await apiGet<{
    design: { tagline: string; font: string; palette: { kind: string; id?: string } };
  }>(request, idToken, `/logos/${newId}/design`);
  expect(design.design.tagline).toBe(TAGLINE);
  expect(design.design.font).toBe(font);
  expect(design.design.palette).toMatchObject({ kind: "curated", id: palette });
  const groups = await apiGet<{
    promptsWithLogos: Record<string, { logos: { id: string; promptId: string }[] }>;
  }>(request, idToken, "/user/logos");
  const group = Object.values(groups.promptsWithLogos).find((entry) =>
    entry.logos.some((logo) => logo.id === sourceId),
  );
  expect(group?.logos.map((logo) => logo.id)).toContain(newId);

  // An edit of an existing design costs no generation credit.
  expect(await generationsUsed(request, idToken)).toBe(usedBefore);

  // The saved logo opens again exactly as it was saved; custom colours warn about contrast.
  await newCard.getByRole("button", { name: "Customize" }).click();
  await expect(dialog.getByRole("textbox", { name: "Tagline" })).toHaveValue(TAGLINE);
  await expect(
    dialog.getByRole("radiogroup", { name: "Font" }).locator(`input[value="${font}"]`),
  ).toBeChecked();
  await waitForPreview(dialog);
  await dialog.getByRole("radio", { name: "Custom colours" }).check();
  // The saved design may sit on a dark or a light palette: pin a white background so pale
  // yellow text is a low-contrast pair whatever the generator chose.
  await dialog.getByRole("textbox", { name: "Background", exact: true }).fill("#FFFFFF");
  await dialog.getByRole("textbox", { name: "Text", exact: true }).fill("#F2D16B");
  await expect(dialog.getByTestId("contrast-warning")).toContainText("WCAG asks for at least 4.5:1");
  await dialog.getByRole("textbox", { name: "Search symbols" }).fill("coffee");
  await dialog
    .getByRole("button", { name: /^Coffee \(/ })
    .first()
    .click();
  await expect(dialog.getByRole("radio", { name: /^Icon: Coffee/ })).toBeChecked();
  await waitForPreview(dialog);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-custom-colours-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await waitForPreview(dialog);
  // On a phone the warning sits beside the colours, and the small preview is marked.
  await expect(dialog.getByText("Low contrast")).toBeVisible();
  await dialog.getByTestId("contrast-warning").scrollIntoViewIfNeeded();
  await expect(dialog.getByTestId("contrast-warning")).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-custom-colours-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("dialog", { name: "Discard your changes?" })
    .getByRole("button", { name: "Discard" })
    .click();
  await expect(dialog).toBeHidden();
  await expect(logoImages(concept1)).toHaveCount(4);
});
