/**
 * Browser steps around Markery's sign-in dialog, shared by the auth and landing journeys.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import type { TestUser } from "./auth-emulator";

export const SCREENSHOT_DIR = "test-results/screenshots";

/** The dialog, whatever its mode: it is named by its title. */
export function authDialog(page: Page, title = "Sign in / Register"): Locator {
  return page.getByRole("dialog", { name: title });
}

export async function openAuthDialogFromHeader(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Login / Register" }).first().click();
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills and submits the password form of a dialog that is already open in login mode. */
export async function submitPasswordSignIn(dialog: Locator, user: Pick<TestUser, "email" | "password">) {
  await dialog.getByRole("textbox", { name: "Email" }).fill(user.email);
  await dialog.getByRole("textbox", { name: "Password" }).fill(user.password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Signs in from the header and waits until the header shows the user menu. */
export async function signInFromHeader(page: Page, user: TestUser): Promise<void> {
  const dialog = await openAuthDialogFromHeader(page);
  await submitPasswordSignIn(dialog, user);
  await expect(dialog).toBeHidden();
  await expect(accountButton(page, user.email)).toBeVisible();
}

/** The signed-in header's account button, named after the e-mail prefix. */
export function accountButton(page: Page, email: string): Locator {
  const prefix = email.split("@")[0] ?? email;
  return page.getByRole("button", { name: `Account menu for ${prefix}` });
}
