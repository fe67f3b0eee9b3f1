import { expect, test } from "@playwright/test";
import { createVerifiedUser } from "./support/auth-emulator";
import { fillBrandForm, GENERATION_TIMEOUT_MS, signInThroughDialog } from "./support/create-flow-helpers";

/**
 * The first slice: sign in with e-mail and password, create, and see 6 generated logos that
 * were stored in Storage and are served back as real, distinct images.
 */
test("a signed-in user creates a brand and sees six generated logos", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "first-slice");
  await signInThroughDialog(page, user);

  await page.goto("/create");
  await fillBrandForm(page, "Acme Bakery", "Artisan sourdough bakery with a warm, friendly feel");
  await page.getByRole("button", { name: "Generate Logo Designs" }).click();

  await expect(page).toHaveURL(/\/logo-designs$/, { timeout: GENERATION_TIMEOUT_MS });
  await expect(page.getByRole("heading", { name: "Your Logos are ready!" })).toBeVisible();
  const logos = page.locator('img[data-testid="logo-image"]');
  await expect(logos).toHaveCount(6);

  const sources = await logos.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(new Set(sources).size).toBe(6);
  const bodies = await Promise.all(sources.map(async (source) => (await request.get(source)).body()));
  for (const body of bodies) {
    // A real PNG: the 8-byte signature.
    expect(body.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  }
  expect(new Set(bodies.map((body) => body.toString("base64"))).size).toBe(6);
  await page.screenshot({ path: "test-results/screenshots/first-slice-logo-designs.png", fullPage: true });
});
