import { expect, type Page, test } from "@playwright/test";
import { authDialog } from "./support/auth-dialog";
import { createVerifiedUser } from "./support/auth-emulator";
import { DESKTOP, expectAccessible, expectAccessibleBothWidths, PHONE } from "./support/axe";
import {
  DECLINED_CARD,
  fillCardForm,
  openCheckout,
  payButton,
  SUCCEEDING_CARD,
} from "./support/checkout-helpers";
import {
  conceptSection,
  fillBrandForm,
  GENERATION_TIMEOUT_MS,
  logoImages,
  signInThroughDialog,
} from "./support/create-flow-helpers";
import { editorDialog, waitForPreview } from "./support/editor-helpers";
import { EXPORT_TIMEOUT_MS, seedExportCredits, waitForAllFiles } from "./support/export-helpers";

/**
 * Axe-core's WCAG 2 A and AA rules on every screen the app has, in the states a user
 * meets them, on a desktop and on a 390 px phone. Each journey makes its own user and data.
 */
test.describe.configure({ timeout: 240_000 });

async function generateSixLogos(page: Page, name: string, description: string): Promise<void> {
  await page.goto("/create");
  await fillBrandForm(page, name, description);
  await page.getByRole("button", { name: "Generate Logo Designs" }).click();
  await expect(page).toHaveURL(/\/logo-designs$/, { timeout: GENERATION_TIMEOUT_MS });
  await expect(logoImages(page)).toHaveCount(6);
}

/** Opens a dialog (at the current width), checks it, closes it with Escape. */
async function expectDialogAccessible(page: Page, screen: string, open: () => Promise<void>, name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await open();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, screen);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
  await page.setViewportSize(DESKTOP);
}

test("a11y: the visitor's screens (landing, sign-in, legal pages, checkout, payment errors, 404)", async ({
  page,
}) => {
  const landingHeading = page.getByRole("heading", { level: 1 });
  await page.goto("/");
  await expectAccessibleBothWidths(page, "landing", async () => {
    await expect(landingHeading).toContainText("Your logo, spelled right");
  });
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectAccessible(page, "landing phone menu");
  await page.keyboard.press("Escape");
  await page.setViewportSize(DESKTOP);

  await page.goto("/login");
  await expectAccessibleBothWidths(page, "/login", async () => {
    await expect(authDialog(page)).toBeVisible();
  });

  await page.goto("/email-signin");
  await expectAccessibleBothWidths(page, "/email-signin without a link", async () => {
    await expect(page.getByRole("alert")).toHaveText("Invalid sign-in link. Please request a new link.");
  });

  for (const [path, title] of [
    ["/terms", "Terms of Service"],
    ["/privacy-policy", "Privacy Policy"],
    ["/cookie-policy", "Cookie Policy"],
  ] as const) {
    await page.goto(path);
    await expectAccessibleBothWidths(page, path, async () => {
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    });
  }

  await openCheckout(page);
  await expectAccessibleBothWidths(page, "/checkout as a visitor", async () => {
    await expect(page.getByText(/Sign in or create an account to buy/)).toBeVisible();
  });

  await page.goto("/payment-error-test");
  await expectAccessibleBothWidths(page, "/payment-error-test", async () => {
    await expect(page.getByRole("heading", { name: "Payment errors", level: 1 })).toBeVisible();
  });
  await expectDialogAccessible(
    page,
    "payment error modal",
    () =>
      page
        .getByRole("button", { name: "Show modal for PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED" })
        .click(),
    "Payment Successful, But...",
  );

  await page.goto("/no-such-page");
  await expectAccessibleBothWidths(page, "404", async () => {
    await expect(page.getByRole("heading", { name: "This page doesn't exist" })).toBeVisible();
  });
});

test("a11y: create, designs and their dialogs, my logos, a project, profile, quota reached, my exports", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "a11y-create");
  await signInThroughDialog(page, user);

  await page.goto("/create");
  await page.getByRole("textbox", { name: /brand name/i }).fill("   ");
  await expectAccessibleBothWidths(page, "/create with a validation error", async () => {
    await expect(page.getByText("Brand name is required")).toBeVisible();
  });

  await fillBrandForm(page, "Linden Books", "Independent bookshop with a reading café, calm and warm");
  await page.getByRole("button", { name: "Generate Logo Designs" }).click();
  await expect(page).toHaveURL(/\/logo-designs$/, { timeout: GENERATION_TIMEOUT_MS });
  await expectAccessibleBothWidths(page, "/logo-designs", async () => {
    await expect(logoImages(page)).toHaveCount(6);
  });

  await expectDialogAccessible(
    page,
    "download options (no export credits)",
    () => conceptSection(page, 1).getByRole("button", { name: "Export Logo" }).first().click(),
    "Download options",
  );
  await expectDialogAccessible(
    page,
    "edit prompt dialog",
    () => page.getByRole("button", { name: "Edit prompt" }).click(),
    "Edit Project Details",
  );

  await conceptSection(page, 1).getByRole("button", { name: "Customize" }).first().click();
  const editor = editorDialog(page);
  await expectAccessibleBothWidths(page, "logo editor", () => waitForPreview(editor, 60_000));
  await page.keyboard.press("Escape");
  await expect(editor).toBeHidden();

  await page.goto("/my-logos");
  const card = page.getByRole("button", { name: /^Open Linden Books\s+6 logos\b/ });
  await expectAccessibleBothWidths(page, "/my-logos", async () => {
    // The first library query of a cold emulator can be slow on a busy machine.
    await expect(logoImages(card)).toHaveCount(4, { timeout: 60_000 });
  });
  await card.click();
  await expectAccessibleBothWidths(page, "a project's page", async () => {
    await expect(page.getByRole("heading", { name: "Linden Books" })).toBeVisible();
    await expect(logoImages(page)).toHaveCount(6);
  });

  await page.goto("/profile");
  await expectAccessibleBothWidths(page, "/profile", async () => {
    await expect(page.getByTestId("generations-used")).toHaveText("6 / 12 used");
    await expect(page.getByText("You haven't bought anything yet")).toBeVisible();
  });

  await page.goto("/quota-reached");
  await expectAccessibleBothWidths(page, "/quota-reached", async () => {
    await expect(page.getByText("6 of 12 generations used")).toBeVisible();
  });

  await page.getByRole("button", { name: `Account menu for ${user.email.split("@")[0]}` }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectAccessible(page, "account menu");
  await page.keyboard.press("Escape");

  await page.goto("/my-exports");
  await expectAccessibleBothWidths(page, "/my-exports with no exports", async () => {
    await expect(page.getByText("You don't have any exports yet")).toBeVisible({ timeout: 60_000 });
  });
});

test("a11y: checkout signed in, a declined card, the success page and the premium profile", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "a11y-checkout");
  await signInThroughDialog(page, user);

  await openCheckout(page);
  await expectAccessibleBothWidths(page, "/checkout signed in", async () => {
    await expect(page.getByTestId("checkout-price")).toHaveText("$9.00 USD");
  });
  await payButton(page).click();
  await expectAccessibleBothWidths(page, "/checkout with the required messages", async () => {
    await expect(page.getByText("Card number is required")).toBeVisible();
  });

  await fillCardForm(page, DECLINED_CARD);
  await expectDialogAccessible(page, "Payment Failed modal", () => payButton(page).click(), "Payment Failed");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await fillCardForm(page, SUCCEEDING_CARD);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/checkout-success$/);
  await expectAccessibleBothWidths(page, "/checkout-success", async () => {
    await expect(page.getByTestId("balance-generations")).toHaveText("112 of 112 generations left");
  });

  await page.goto("/profile");
  await expectAccessibleBothWidths(page, "/profile with a purchase", async () => {
    await expect(page.getByLabel("Membership: PREMIUM")).toBeVisible();
    await expect(page.getByTestId("purchase-row")).toHaveCount(1);
  });
});

test("a11y: the export modal, an export's page and my exports", async ({ page, request }) => {
  test.setTimeout(360_000);
  const user = await createVerifiedUser(request, "a11y-export");
  await seedExportCredits(request, user.uid, 2);
  await signInThroughDialog(page, user);
  await generateSixLogos(page, "Fjord Cycles", "Bicycle repair workshop by the water, sturdy and bright");

  await page.getByRole("button", { name: "Export Logo" }).first().click();
  const modal = page.getByRole("dialog", { name: "Export logo" });
  await expect(modal).toBeVisible();
  await expectAccessible(page, "export modal at desktop width");
  await page.setViewportSize(PHONE);
  await expectAccessible(page, "export modal on a phone");
  await page.setViewportSize(DESKTOP);
  await modal.getByRole("button", { name: "Export files" }).click();

  await expect(page).toHaveURL(/\/exports\/[A-Za-z0-9_-]+$/, { timeout: EXPORT_TIMEOUT_MS });
  await expectAccessibleBothWidths(page, "an export's page", async () => {
    await expect(page.getByRole("heading", { name: "Export Logo 1", level: 1 })).toBeVisible();
    await waitForAllFiles(page);
    // The page's animation comes on a call of its own. Its 'Play again' button fades from
    // disabled to enabled when it does, and axe must not read the colour halfway.
    await expect(page.getByRole("button", { name: "Play again" })).toBeEnabled({
      timeout: EXPORT_TIMEOUT_MS,
    });
  });

  await page.goto("/my-exports");
  await expectAccessibleBothWidths(page, "/my-exports with an export", async () => {
    await expect(page.getByRole("link", { name: /^Export Logo 1\s+Created / })).toBeVisible();
  });
});
