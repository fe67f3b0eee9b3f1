import { expect, type Page, test } from "@playwright/test";
import {
  accountButton,
  authDialog,
  openAuthDialogFromHeader,
  SCREENSHOT_DIR,
  signInFromHeader,
  submitPasswordSignIn,
} from "./support/auth-dialog";
import { createVerifiedUser } from "./support/auth-emulator";

/**
 * The landing page journeys: every call to action as a visitor and as a signed-in user,
 * the sections, the legal pages, phones, keyboard use, and the screenshots.
 */

const CTAS = [
  { label: "Try for free", destination: /\/create$/ },
  { label: "Get Started", destination: /\/create$/ },
  { label: "Choose Creator", destination: /\/checkout$/ },
] as const;

/**
 * The hero is in the HTML before any script runs; the sections below it come with React's second
 * frame, so the page is live (hydrated, every section there) once the FAQ is.
 */
async function waitForLanding(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Your logo, spelled right");
  await expect(page.locator("#faq")).toBeAttached();
}

test("/ arrives rendered and React adopts that HTML; every other path arrives as the empty app", async ({
  page,
  request,
}) => {
  const landing = await (await request.get("/")).text();
  expect(landing).toContain("Your logo, spelled right. Ready in seconds.");
  expect(landing).toMatch(/<style data-emotion="css [^"]+">/);
  for (const path of ["/login", "/create", "/terms", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain("Your logo, spelled right");
    expect(html, path).toContain('http-equiv="Content-Security-Policy"');
  }

  // Hold on to the title and hero image the HTML parser makes, before any script has run: if
  // hydration gave up on the HTML, React would draw the page anew and these would be gone.
  await page.addInitScript(() => {
    const held = window as unknown as { parsedTitle?: Element; parsedHero?: Element };
    new MutationObserver((_records, observer) => {
      held.parsedTitle ??= document.querySelector("h1") ?? undefined;
      held.parsedHero ??= document.querySelector('img[src="/examples/row-1-1.png"]') ?? undefined;
      if (held.parsedTitle && held.parsedHero) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/");
  await waitForLanding(page);
  await expect(page.getByRole("button", { name: "Login / Register" }).first()).toBeVisible();
  const adopted = await page.evaluate(() => {
    const held = window as unknown as { parsedTitle?: Element; parsedHero?: Element };
    return {
      title: held.parsedTitle !== undefined && held.parsedTitle === document.querySelector("h1"),
      hero:
        held.parsedHero?.isConnected === true &&
        held.parsedHero === document.querySelector('img[src="/examples/row-1-1.png"]'),
    };
  });
  expect(adopted).toEqual({ title: true, hero: true });
  expect(problems).toEqual([]);

  // Opened from a link to one of its sections, the page is drawn whole at once and lands there.
  const linked = await page.context().newPage();
  await linked.goto("/#pricing");
  await expect(linked.locator("#pricing")).toBeInViewport();
  await expect(linked.getByRole("heading", { level: 1 })).toHaveCount(1);
});

for (const cta of CTAS) {
  test(`${cta.label}: a visitor signs in first, then goes on`, async ({ page, request }) => {
    const user = await createVerifiedUser(request, "cta-visitor");
    await page.goto("/");
    await waitForLanding(page);
    await page.getByRole("button", { name: cta.label }).first().click();

    const dialog = authDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await submitPasswordSignIn(dialog, user);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(cta.destination);
  });

  test(`${cta.label}: a signed-in user goes straight on`, async ({ page, request }) => {
    const user = await createVerifiedUser(request, "cta-member");
    await page.goto("/");
    await signInFromHeader(page, user);
    await page.getByRole("button", { name: cta.label }).first().click();
    await expect(page).toHaveURL(cta.destination);
    await expect(authDialog(page)).toBeHidden();
  });
}

test("Start now in the phone menu: sign in, then /create", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "start-now");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForLanding(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/landing-phone-menu.png` });
  await menu.getByRole("button", { name: "Start now" }).click();
  const dialog = authDialog(page);
  await submitPasswordSignIn(dialog, user);
  await expect(page).toHaveURL(/\/create$/);
});

test("the Pro plan is disabled and custom plans are offered by e-mail", async ({ page }) => {
  await page.goto("/#pricing");
  const pricing = page.locator("#pricing");
  await expect(pricing).toBeInViewport();
  await expect(pricing.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
  await expect(pricing.getByTestId("plan-creator")).toContainText("Up to 112 unique logo designs");
  await expect(pricing.getByRole("link", { name: /support@markery\.app/ })).toHaveAttribute(
    "href",
    /^mailto:support@markery\.app/,
  );
});

test("header anchors land on their sections", async ({ page }) => {
  await page.goto("/");
  await waitForLanding(page);
  const sections = page.getByRole("navigation", { name: "Sections" }).first();
  for (const [label, id] of [
    ["Pricing", "pricing"],
    ["Examples", "examples"],
    ["How It Works", "how-it-works"],
  ] as const) {
    await sections.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
});

test("examples: three rows of five logos, drifting left, right, left at speeds 1, 0.9, 0.8", async ({
  page,
}) => {
  await page.goto("/#examples");
  const rows = page.getByTestId("example-row");
  await expect(rows).toHaveCount(3);
  const motion = await rows.evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute("data-direction"), element.getAttribute("data-speed")]),
  );
  expect(motion).toEqual([
    ["left", "1"],
    ["right", "0.9"],
    ["left", "0.8"],
  ]);
  for (let row = 1; row <= 3; row++) {
    await expect(
      page.getByRole("list", { name: `Example logos, row ${row}` }).getByRole("listitem"),
    ).toHaveCount(5);
  }
  // Every example is named for assistive technology.
  await expect(page.getByRole("list", { name: "Example logos, row 1" }).getByRole("img")).toHaveCount(5);
});

test("FAQ: one answer open at a time", async ({ page }) => {
  await page.goto("/#faq");
  const faq = page.locator("#faq");
  const first = faq.getByRole("button", { name: "How does Markery create my logo?" });
  const second = faq.getByRole("button", { name: "Is it really free to start?" });
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByText("up to 12 logo generations every month")).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
});

test("footer: the current year and the legal pages, with scroll-to-top past 500 px", async ({ page }) => {
  await page.goto("/");
  await waitForLanding(page);
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Markery`);

  await footer.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByText("Last updated: 26.3.2025")).toBeVisible();
  await expect(page.getByText(/limited to the amount you paid us in the 6 months/)).toBeVisible();

  const toTop = page.getByRole("button", { name: "Scroll to top" });
  await expect(toTop).toBeHidden();
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(300);
  await expect(toTop).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
  for (const [cookie, duration] of [
    ["_ga", "2 years"],
    ["_gid", "24 hours"],
    ["_gat", "1 minute"],
    ["user_preferences", "1 year"],
  ] as const) {
    await expect(page.getByRole("row", { name: new RegExp(`^${cookie}\\b`) })).toContainText(duration);
  }
});

test("keyboard: the dialog opens from the header, traps focus and gives it back on Escape", async ({
  page,
}) => {
  await page.goto("/");
  await waitForLanding(page);
  const login = page.getByRole("button", { name: "Login / Register" }).first();
  await login.focus();
  await page.keyboard.press("Enter");
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Email" })).toBeFocused();
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
});

test("phones down to 360 px: no sideways scrolling", async ({ page }) => {
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/terms", "/cookie-policy"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});

test("landing screenshots: desktop and a 390 px phone", async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await waitForLanding(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/landing-desktop.png` });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/landing-desktop-full.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForLanding(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/landing-phone.png` });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/landing-phone-full.png`, fullPage: true });

  const user = await createVerifiedUser(request, "screenshots");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await openAuthDialogFromHeader(page);
  await page.keyboard.press("Escape");
  await signInFromHeader(page, user);
  await accountButton(page, user.email).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/landing-user-menu.png` });
});
