import { expect, type Page, test } from "@playwright/test";
import { authDialog, SCREENSHOT_DIR, submitPasswordSignIn } from "./support/auth-dialog";
import { createVerifiedUser } from "./support/auth-emulator";
import {
  cardField,
  DECLINED_CARD,
  fillCardForm,
  openCheckout,
  payButton,
  SUCCEEDING_CARD,
} from "./support/checkout-helpers";
import { signInThroughDialog } from "./support/create-flow-helpers";

/**
 * The purchase journeys against the emulators and the API's built-in test processor
 * (Stripe's test cards): a purchase, a decline that grants nothing,
 * every payment error modal, and a visitor who must sign in first.
 */
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function expectProfileQuota(
  page: Page,
  expected: { status: string; generations: string; exports: string },
): Promise<void> {
  await page.goto("/profile");
  await expect(page.getByLabel(`Membership: ${expected.status}`)).toBeVisible();
  await expect(page.getByTestId("generations-used")).toHaveText(expected.generations);
  await expect(page.getByTestId("exports-used")).toHaveText(expected.exports);
}

test("buying the Creator plan with 4242: success page, PREMIUM badge, new quota and the purchase in the history", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "checkout-buyer");
  await signInThroughDialog(page, user);
  await expectProfileQuota(page, { status: "FREE", generations: "0 / 12 used", exports: "0 / 0 used" });

  await openCheckout(page);
  await expect(page.getByTestId("checkout-price")).toHaveText("$9.00 USD");
  const testCards = page.getByRole("region", { name: "Test mode: no real card is charged" });
  await expect(testCards).toBeVisible();
  await expect(testCards.getByText("4242 4242 4242 4242")).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  // On a phone each test card number stays on one line, inside the page.
  const numbers = testCards.getByTestId("test-card-number");
  expect(await numbers.count()).toBeGreaterThan(3);
  for (const number of await numbers.all()) {
    const box = await number.boundingBox();
    const lineHeight = await number.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThan(lineHeight * 1.5);
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);

  // The spec's required messages before anything is sent.
  await payButton(page).click();
  await expect(page.getByText("Cardholder name is required")).toBeVisible();
  await expect(page.getByText("Card number is required")).toBeVisible();
  await expect(page.getByText("Expiration date is required")).toBeVisible();
  await expect(page.getByText("CVV is required")).toBeVisible();

  await fillCardForm(page, SUCCEEDING_CARD);
  const paid = page.waitForResponse(
    (response) => response.url().endsWith("/api/payment") && response.request().method() === "POST",
  );
  await payButton(page).click();
  const answer = await paid;
  expect(answer.request().headers()["idempotency-key"]).toBeTruthy();
  expect(answer.request().postDataJSON()).toMatchObject({
    cardNumber: "4242424242424242",
    expMonth: 12,
    cvv: "123",
    planType: "BASIC",
  });

  await expect(page).toHaveURL(/\/checkout-success$/);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(page.getByTestId("granted-generations")).toHaveText("+100 logo generations");
  await expect(page.getByTestId("granted-exports")).toHaveText("+2 logo exports");
  await expect(page.getByTestId("balance-generations")).toHaveText("112 of 112 generations left");
  await expect(page.getByTestId("balance-exports")).toHaveText("2 of 2 exports left");
  await expect(page.getByLabel("Membership: PREMIUM")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create logos" })).toHaveAttribute("href", "/create");
  await expect(page.getByRole("link", { name: "Go to My Logos" })).toHaveAttribute("href", "/my-logos");
  await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-success-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-success-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);

  await expectProfileQuota(page, { status: "PREMIUM", generations: "0 / 112 used", exports: "0 / 2 used" });
  const history = page.getByRole("region", { name: "Purchase history" });
  const purchase = history.getByTestId("purchase-row");
  await expect(purchase).toHaveCount(1);
  await expect(purchase).toContainText("Creator plan");
  await expect(purchase).toContainText("$9.00 USD");
  await expect(purchase).toContainText("Visa •••• 4242");
  await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-profile-premium.png`, fullPage: true });
});

test("a declined card shows 'Payment Failed' and grants nothing", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "checkout-declined");
  await signInThroughDialog(page, user);
  await openCheckout(page);
  await fillCardForm(page, DECLINED_CARD);
  await payButton(page).click();

  const modal = page.getByRole("dialog", { name: "Payment Failed" });
  await expect(modal).toBeVisible();
  await expect(
    modal.getByText(
      "Your payment could not be processed. Please try again or use a different payment method.",
    ),
  ).toBeVisible();
  await expect(modal.getByText("Your card was not charged.")).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-error-modal-desktop.png` });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-error-modal-phone.png` });
  await page.setViewportSize(DESKTOP);
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);
  // What was typed stays, so the buyer can change only the card.
  await expect(cardField(page, "Cardholder name")).toHaveValue(DECLINED_CARD.name);
  await expect(payButton(page)).toBeEnabled();

  await expectProfileQuota(page, { status: "FREE", generations: "0 / 12 used", exports: "0 / 0 used" });
  await expect(page.getByText("You haven't bought anything yet")).toBeVisible();
});

test("every modal on /payment-error-test opens and closes with Escape", async ({ page }) => {
  await page.goto("/payment-error-test");
  await expect(page.getByRole("heading", { name: "Payment errors", level: 1 })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/payment-error-test-desktop.png`, fullPage: true });

  const expected = [
    ["PAYMENT_FAILED", "Payment Failed", "Your card was not charged."],
    [
      "PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED",
      "Payment Successful, But...",
      "Your card was charged.",
    ],
    ["NETWORK_ERROR", "Network Issue", "Your card was not charged."],
    ["INVALID_PAYMENT_DETAILS", "Invalid Payment Details", "Your card was not charged."],
    ["AUTHORIZATION_ERROR", "Authorization Error", "Your card was not charged."],
    ["INVALID_PLAN_TYPE", "Invalid Plan Selected", "Your card was not charged."],
    ["SOMETHING_UNEXPECTED", "Payment Error", "Your card was not charged."],
  ] as const;
  await expect(page.getByRole("button", { name: /^Show modal for .+$/ })).toHaveCount(expected.length);
  for (const [code, title, charge] of expected) {
    await page.getByRole("button", { name: `Show modal for ${code}` }).click();
    const modal = page.getByRole("dialog", { name: title });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(charge)).toBeVisible();
    if (code === "PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED") {
      await page.screenshot({ path: `${SCREENSHOT_DIR}/payment-error-test-modal-desktop.png` });
    }
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
  }

  // The backdrop closes it too.
  await page.getByRole("button", { name: "Show modal for NETWORK_ERROR" }).click();
  const network = page.getByRole("dialog", { name: "Network Issue" });
  await expect(network).toBeVisible();
  await page.mouse.click(10, 10);
  await expect(network).toBeHidden();

  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/payment-error-test-phone.png`, fullPage: true });
  await page.getByRole("button", { name: "Show modal for INVALID_PAYMENT_DETAILS" }).click();
  await expect(page.getByRole("dialog", { name: "Invalid Payment Details" })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/payment-error-test-modal-phone.png` });
  await page.keyboard.press("Escape");
});

test("a visitor on /checkout is asked to sign in first and keeps what was typed", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "checkout-visitor");
  await openCheckout(page);
  await expect(page.getByText(/Sign in or create an account to buy/)).toBeVisible();
  await fillCardForm(page, SUCCEEDING_CARD);
  const paymentCalls: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().endsWith("/api/payment") && sent.method() === "POST") paymentCalls.push(sent.url());
  });
  await payButton(page).click();

  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  expect(paymentCalls).toHaveLength(0);
  await submitPasswordSignIn(dialog, user);
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(/Press Pay to complete your purchase/)).toBeVisible();
  await expect(cardField(page, "Cardholder name")).toHaveValue(SUCCEEDING_CARD.name);
  await expect(cardField(page, "Card number")).toHaveValue(SUCCEEDING_CARD.number);
  await expect(cardField(page, "Expiration date")).toHaveValue(SUCCEEDING_CARD.expiry);
  expect(paymentCalls).toHaveLength(0);
});
