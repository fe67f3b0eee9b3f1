/**
 * Steps the create-flow journeys share: signing in through the app's own dialog and waiting for a
 * generation to finish behind its overlay.
 */
import { expect, type Page } from "@playwright/test";
import type { TestUser } from "./auth-emulator";

/** Generations run the real offline logo engine; give them room on a busy machine. */
export const GENERATION_TIMEOUT_MS = 60_000;

export async function signInThroughDialog(page: Page, user: TestUser): Promise<void> {
  await page.goto("/");
  await page
    .getByRole("button", { name: /login \/ register/i })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Sign in / Register" });
  await dialog.getByRole("textbox", { name: "Email" }).fill(user.email);
  await dialog.getByRole("textbox", { name: "Password" }).fill(user.password);
  await dialog.getByRole("button", { name: /^sign in$/i }).click();
  await expect(dialog).toBeHidden();
}

export async function fillBrandForm(page: Page, name: string, description: string): Promise<void> {
  await page.getByRole("textbox", { name: /brand name/i }).fill(name);
  await page.getByRole("textbox", { name: /brand description/i }).fill(description);
}

/**
 * Starts a generation of more logos (`start` clicks its button) and waits for its answer and for
 * the overlay to close. A generation takes about 0.3 s, so the overlay can open and close between
 * two looks of the test: the answer is what is waited for, not a sight of the overlay.
 */
export async function waitForMoreLogos(page: Page, start: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse(
    (candidate) => candidate.request().method() === "POST" && /\/logos\/generate$/.test(candidate.url()),
    { timeout: GENERATION_TIMEOUT_MS },
  );
  await start();
  await answered;
  await expect(page.getByRole("dialog", { name: "Generating More Logo Ideas" })).toBeHidden({
    timeout: GENERATION_TIMEOUT_MS,
  });
}

export function conceptSection(page: Page, position: number) {
  return page.getByRole("region", { name: new RegExp(`^Concept ${position}\\b`) });
}

export function logoImages(scope: Page | ReturnType<Page["getByRole"]>) {
  return scope.locator('img[data-testid="logo-image"]');
}

/**
 * How many logos the next new-project generation was asked for and made, read from its answer:
 * a journey that finds fewer cards than expected then says whether the server made fewer logos
 * or the browser failed to show some.
 */
export async function nextGenerationCounts(page: Page): Promise<{ requested: number; generated: number }> {
  const response = await page.waitForResponse(
    (candidate) => candidate.request().method() === "POST" && /\/logos\/generate$/.test(candidate.url()),
    { timeout: GENERATION_TIMEOUT_MS },
  );
  const body = (await response.json()) as { requested?: number; generated?: number };
  return { requested: body.requested ?? -1, generated: body.generated ?? -1 };
}
