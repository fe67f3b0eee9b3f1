import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { createVerifiedUser, type TestUser } from "./support/auth-emulator";
import { DESKTOP, expectAccessibleBothWidths, PHONE } from "./support/axe";
import {
  conceptSection,
  fillBrandForm,
  GENERATION_TIMEOUT_MS,
  logoImages,
  nextGenerationCounts,
  signInThroughDialog,
  waitForMoreLogos,
} from "./support/create-flow-helpers";
import { seedFreeGenerationsUsed } from "./support/firestore-seed";

/**
 * The journeys through the create flow, each on its own new FREE user (12 generations this
 * month) so any one can run alone: create, create similar, create more, and the upgrade modal at
 * the limit (the user's usage is seeded to 6 before the 6 the journey generates).
 */
test.describe.configure({ timeout: 120_000 });

const SCREENSHOTS = "test-results/screenshots";

async function signInAndGenerate(page: Page, user: TestUser, name: string, description: string) {
  await signInThroughDialog(page, user);
  await page.goto("/create");
  await fillBrandForm(page, name, description);
  const counts = nextGenerationCounts(page);
  await page.getByRole("button", { name: "Generate Logo Designs" }).click();
  expect(await counts, "logos asked for and made").toEqual({ requested: 6, generated: 6 });
  await expect(page).toHaveURL(/\/logo-designs$/, { timeout: GENERATION_TIMEOUT_MS });
  await expect(logoImages(page)).toHaveCount(6);
}

function upgradeModal(page: Page) {
  return page.getByRole("dialog", { name: "Upgrade to Creator plan" });
}

test("create: the brand name is checked, the overlay shows, six watermarked logos in two concepts", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "create-flow");
  await signInThroughDialog(page, user);

  // /create: validation after the debounce, then the overlay and the designs page.
  await page.goto("/create");
  await page.getByRole("textbox", { name: /brand name/i }).fill("   ");
  await expect(page.getByText("Brand name is required")).toBeVisible();
  await fillBrandForm(
    page,
    "Harbour Roasters",
    "Small-batch coffee roastery by the harbour, bold and friendly",
  );
  const counts = nextGenerationCounts(page);
  await page.getByRole("button", { name: "Generate Logo Designs" }).click();
  await expect(page.getByText("This may take up to a minute")).toBeVisible();
  expect(await counts, "logos asked for and made").toEqual({ requested: 6, generated: 6 });
  await expect(page).toHaveURL(/\/logo-designs$/, { timeout: GENERATION_TIMEOUT_MS });

  // /logo-designs: two concepts of three watermarked logos.
  await expect(page.getByRole("heading", { name: "Your Logos are ready!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Logo Creation" })).toBeVisible();
  await expect(page.getByRole("link", { name: "support@markery.app" })).toBeVisible();
  await expect(page.getByText("Preview unavailable")).toHaveCount(0);
  await expect(logoImages(page)).toHaveCount(6);
  await expect(logoImages(conceptSection(page, 1))).toHaveCount(3);
  await expect(logoImages(conceptSection(page, 2))).toHaveCount(3);
  await expect(page.getByTestId("watermark-overlay")).toHaveCount(6);
  await page.screenshot({ path: `${SCREENSHOTS}/create-flow-designs.png`, fullPage: true });

  // /create restores the details saved in this browser.
  await page.goto("/create");
  await expect(page.getByRole("textbox", { name: /brand name/i })).toHaveValue("Harbour Roasters");
});

test("create similar: three more logos in that concept only, marked New", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "create-similar");
  await signInAndGenerate(page, user, "Harbour Roasters", "Small-batch coffee roastery by the harbour");

  const concept2 = conceptSection(page, 2);
  await waitForMoreLogos(page, () =>
    concept2.getByRole("button", { name: "Create Similar" }).first().click(),
  );
  await expect(logoImages(concept2)).toHaveCount(6);
  await expect(logoImages(conceptSection(page, 1))).toHaveCount(3);
  await expect(concept2.getByText("New", { exact: true })).toHaveCount(3);
});

test("create similar with two generations left: two logos, and a notice that says why", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "similar-partial");
  await seedFreeGenerationsUsed(request, user.uid, 4);
  await signInAndGenerate(page, user, "Harbour Roasters", "Small-batch coffee roastery by the harbour");

  const concept1 = conceptSection(page, 1);
  await waitForMoreLogos(page, () =>
    concept1.getByRole("button", { name: "Create Similar" }).first().click(),
  );
  await expect(logoImages(concept1)).toHaveCount(5);
  const notice = page.getByTestId("generation-shortfall");
  await expect(notice).toHaveText(
    "Only 2 logo generations were left, so this request was for 2 logos instead of 3.",
  );
  await page.screenshot({ path: `${SCREENSHOTS}/create-flow-shortfall-desktop.png` });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENSHOTS}/create-flow-shortfall-phone.png` });
  await page.setViewportSize(DESKTOP);

  await notice.getByRole("button", { name: "Close" }).click();
  await expect(notice).toHaveCount(0);
});

test("create more: a third concept of three logos, scrolled into view", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "create-more");
  await signInAndGenerate(page, user, "Harbour Roasters", "Small-batch coffee roastery by the harbour");

  await waitForMoreLogos(page, () => page.getByRole("button", { name: "Create More" }).click());
  const concept3 = conceptSection(page, 3);
  await expect(logoImages(concept3)).toHaveCount(3);
  await expect(logoImages(page)).toHaveCount(9);
  await expect(concept3.locator('[data-new="true"]').first()).toBeInViewport();
  await expect(page.getByText("New", { exact: true })).toHaveCount(3);
});

test("edit prompt at the limit: both fields checked, then the upgrade modal, and the details are kept", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "edit-at-limit");
  await seedFreeGenerationsUsed(request, user.uid, 6);
  await signInAndGenerate(
    page,
    user,
    "Harbour Roasters",
    "Small-batch coffee roastery by the harbour, bold and friendly",
  );

  // Edit prompt: both fields required; with all 12 generations used, the upgrade modal opens.
  await page.getByRole("button", { name: "Edit prompt" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Project Details" });
  await expect(edit.getByRole("textbox", { name: /brand name/i })).toHaveValue("Harbour Roasters");
  await edit.getByRole("textbox", { name: /brand name/i }).fill("");
  await edit.getByRole("button", { name: "Save & Create" }).click();
  await expect(edit.getByText("Brand name is required")).toBeVisible();
  await edit.getByRole("textbox", { name: /brand name/i }).fill("Harbour Coffee Co.");
  await edit.getByRole("button", { name: "Save & Create" }).click();

  const upgrade = upgradeModal(page);
  await expect(upgrade).toBeVisible();
  await expect(upgrade.getByText("You hit the free plan limits")).toBeVisible();
  await expect(upgrade.getByRole("link", { name: "Pay now" })).toHaveAttribute("href", "/checkout");
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await page.screenshot({ path: `${SCREENSHOTS}/create-flow-upgrade-modal.png` });
  await expectAccessibleBothWidths(page, "upgrade modal");
  await page.keyboard.press("Escape");
  await expect(upgrade).toBeHidden();
  await expect(
    page.getByText(
      "You have reached your logo generation limit. Please upgrade your plan to generate more logos.",
    ),
  ).toBeVisible();
  await expect(logoImages(page)).toHaveCount(6);

  // /create restores the edited details saved in this browser.
  await page.goto("/create");
  await expect(page.getByRole("textbox", { name: /brand name/i })).toHaveValue("Harbour Coffee Co.");
});

test("my logos and the project page at the limit: the card, the concepts, the upgrade modal, the profile's count", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "library-at-limit");
  await seedFreeGenerationsUsed(request, user.uid, 6);
  await signInAndGenerate(page, user, "Harbour Roasters", "Small-batch coffee roastery by the harbour");

  // /my-logos: the project card, then its two concepts.
  await page.goto("/my-logos");
  const card = page.getByRole("button", { name: /^Open Harbour Roasters\s+6 logos\b/ });
  // Run alone, this is the first library query of a cold emulator; give it room on a busy machine.
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(logoImages(card)).toHaveCount(4);
  await expect(card.getByText("+2 more logos")).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/create-flow-my-logos.png`, fullPage: true });
  await card.click();
  await expect(page.getByRole("heading", { name: "Harbour Roasters" })).toBeVisible();
  await expect(logoImages(conceptSection(page, 2))).toHaveCount(3);
  await expect(logoImages(page)).toHaveCount(6);

  // Create more inside a group at 0 remaining: the upgrade modal, closed by its back button.
  await page.getByRole("button", { name: "Create more logos like concept 1" }).click();
  const upgrade = upgradeModal(page);
  await expect(upgrade).toBeVisible();
  await upgrade.getByRole("button", { name: "Back" }).click();
  await expect(upgrade).toBeHidden();

  // /profile: all 12 generations used, none left.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: user.email.split("@")[0] })).toBeVisible();
  await expect(page.getByLabel("Membership: FREE")).toBeVisible();
  await expect(page.getByTestId("generations-used")).toHaveText("12 / 12 used");
  await expect(page.getByTestId("generations-remaining")).toHaveText("0 generations remaining");
  await expect(page.getByTestId("exports-used")).toHaveText("0 / 0 used");
  await page.screenshot({ path: `${SCREENSHOTS}/create-flow-profile.png`, fullPage: true });
  await expectAccessibleBothWidths(page, "/profile at the limit");
});

test("edit prompt creates a refined concept; export without credits offers the free sample", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "edit-prompt");
  await signInThroughDialog(page, user);
  await page.goto("/create");
  await fillBrandForm(page, "Bloom Florist", "Neighbourhood flower shop with seasonal bouquets");
  await page.getByRole("button", { name: "Generate Logo Designs" }).click();
  await expect(page).toHaveURL(/\/logo-designs$/, { timeout: GENERATION_TIMEOUT_MS });
  await expect(logoImages(page)).toHaveCount(6);

  await page.getByRole("button", { name: "Edit prompt" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Project Details" });
  await edit.getByRole("textbox", { name: /brand name/i }).fill("Bloom & Stem");
  await edit
    .getByRole("textbox", { name: /brand description/i })
    .fill("Florist for weddings, elegant and calm");
  await waitForMoreLogos(page, () => edit.getByRole("button", { name: "Save & Create" }).click());
  await expect(logoImages(conceptSection(page, 3))).toHaveCount(3);
  await expect(page.getByText("Bloom & Stem", { exact: true }).first()).toBeVisible();

  // No export credits on the free plan: Export Logo opens Download options with the free sample.
  await conceptSection(page, 3).getByRole("button", { name: "Export Logo" }).first().click();
  const options = page.getByRole("dialog", { name: "Download options" });
  await expect(options.getByText("The Creator plan costs $9 one time and includes:")).toBeVisible();
  const downloadPromise = page.waitForEvent("download");
  await options.getByRole("button", { name: "Download free sample" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("logo_sample.png");
  // A real PNG drawn 500 px wide on the canvas.
  const sample = await readFile(await download.path());
  expect(sample.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(sample.readUInt32BE(16)).toBe(500);
  await expect(options.getByRole("button", { name: "Free sample already used" })).toBeDisabled();
  expect(await page.evaluate(() => localStorage.getItem("markery.freeSampleUsed"))).toBe("true");
  await page.screenshot({ path: `${SCREENSHOTS}/create-flow-download-options.png` });

  await page.goto("/profile");
  await expect(page.getByTestId("generations-used")).toHaveText("9 / 12 used");
  await expect(page.getByTestId("generations-remaining")).toHaveText("3 generations remaining");
});

test("my logos: delete a logo and then the project, each after a confirmation that says what stays", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "library-delete");
  await signInAndGenerate(page, user, "Copper Kettle", "Tea room and bakery in the old town");
  await page.goto("/my-logos");
  const card = page.getByRole("button", { name: /^Open Copper Kettle\s+6 logos\b/ });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await card.click();
  await expect(logoImages(page)).toHaveCount(6);

  // One logo: the dialog says what goes and what stays; cancel keeps it, Delete removes it.
  await conceptSection(page, 1).getByRole("button", { name: "Delete this logo design" }).first().click();
  const logoDialog = page.getByRole("dialog", { name: "Delete this logo design?" });
  await expect(
    logoDialog.getByText("Logos you exported stay downloadable from My Exports.", { exact: false }),
  ).toBeVisible();
  await expectAccessibleBothWidths(page, "delete a logo dialog");
  await logoDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(logoDialog).toBeHidden();
  await expect(logoImages(page)).toHaveCount(6);
  await conceptSection(page, 1).getByRole("button", { name: "Delete this logo design" }).first().click();
  await logoDialog.getByRole("button", { name: "Delete" }).click();
  await expect(logoDialog).toBeHidden();
  await expect(logoImages(page)).toHaveCount(5);

  // The project: from the grid, with the count of what goes.
  await page.goto("/my-logos");
  await page.getByRole("button", { name: "Delete project Copper Kettle" }).click();
  const projectDialog = page.getByRole("dialog", { name: 'Delete the project "Copper Kettle"?' });
  await expect(
    projectDialog.getByText("The project, its 5 logo designs and their concepts are deleted for good."),
  ).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENSHOTS}/my-logos-delete-project-phone.png` });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SCREENSHOTS}/my-logos-delete-project.png` });
  await expectAccessibleBothWidths(page, "delete a project dialog");
  await projectDialog.getByRole("button", { name: "Delete" }).click();
  await expect(projectDialog).toBeHidden();
  await expect(page.getByText("You don't have any projects yet")).toBeVisible();
});
