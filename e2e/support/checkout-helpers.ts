/**
 * Steps the checkout journeys share: filling the card form and reading the profile's quota.
 */
import { expect, type Page } from "@playwright/test";

export interface TestCardDetails {
  name: string;
  number: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
}

/** A date safely in the future for every run of these tests. */
export const FUTURE_EXPIRY = "12/34";

export const SUCCEEDING_CARD: TestCardDetails = {
  name: "Ada Lovelace",
  number: "4242 4242 4242 4242",
  expiry: FUTURE_EXPIRY,
  cvv: "123",
};

export const DECLINED_CARD: TestCardDetails = { ...SUCCEEDING_CARD, number: "4000 0000 0000 0002" };

export function cardField(page: Page, name: "Cardholder name" | "Card number" | "Expiration date" | "CVV") {
  return page.getByRole("textbox", { name, exact: true });
}

/** Types the details the way a buyer would (the form formats them as they go). */
export async function fillCardForm(page: Page, card: TestCardDetails): Promise<void> {
  await cardField(page, "Cardholder name").fill(card.name);
  await cardField(page, "Card number").pressSequentially(card.number.replace(/\s/g, ""));
  await expect(cardField(page, "Card number")).toHaveValue(card.number);
  await cardField(page, "Expiration date").pressSequentially(card.expiry.replace("/", ""));
  await expect(cardField(page, "Expiration date")).toHaveValue(card.expiry);
  await cardField(page, "CVV").fill(card.cvv);
}

export function payButton(page: Page) {
  return page.getByRole("button", { name: /^(Pay \$9\.00 USD|Processing payment\.\.\.)$/ });
}

/** Waits for /checkout to show its form (the processor's settings are read first). */
export async function openCheckout(page: Page): Promise<void> {
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await expect(cardField(page, "Card number")).toBeVisible();
}
