import { expect, test } from "@playwright/test";
import {
  accountButton,
  authDialog,
  openAuthDialogFromHeader,
  SCREENSHOT_DIR,
  signInFromHeader,
  submitPasswordSignIn,
} from "./support/auth-dialog";
import {
  createUnverifiedUser,
  createVerifiedUser,
  latestOobCode,
  listOobCodes,
  lookUpAccount,
  uniqueEmail,
} from "./support/auth-emulator";
import { expectAccessible } from "./support/axe";
import { installGapiStandIn } from "./support/gapi-stand-in";

/** Where the app keeps the address an e-mail link was sent to (web/src/features/auth/api/email-link.ts). */
const EMAIL_FOR_SIGN_IN_STORAGE_KEY = "markery.emailForSignIn";

/**
 * The sign-in journeys against the Auth emulator: every way in, the verification rules,
 * logout and the route guards.
 */

test("register, open the verification link, then sign in", async ({ page, request }) => {
  const email = uniqueEmail("register");
  const password = "secret-password";
  await page.goto("/");
  const dialog = await openAuthDialogFromHeader(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/auth-modal-login.png` });
  await expectAccessible(page, "sign-in dialog");

  await dialog.getByRole("button", { name: "Sign up" }).click();
  const register = authDialog(page, "Create an Account");
  await expect(register).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/auth-modal-register.png` });
  await expectAccessible(page, "register dialog");
  await register.getByRole("textbox", { name: "Email" }).fill(email);
  await register.getByRole("textbox", { name: "Password" }).fill(password);
  await register.getByRole("button", { name: "Create Account" }).click();

  const verify = authDialog(page, "Verify Your Email");
  await expect(verify).toBeVisible();
  await expect(verify).toContainText(email);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/auth-modal-verify-email.png` });
  await expectAccessible(page, "verify e-mail dialog");
  // Registration signs the new user out until the address is verified (the modal hides the page
  // from assistive technology, hence includeHidden).
  await expect(
    page.getByRole("button", { name: "Login / Register", includeHidden: true }).first(),
  ).toBeVisible();

  const verification = await latestOobCode(request, email, "VERIFY_EMAIL");
  // The emulator applies the code and continues to /login: the landing page with the dialog open.
  await page.goto(verification.oobLink);
  await expect(page).toHaveURL(/\/login$/);
  const login = authDialog(page);
  await expect(login).toBeVisible();
  await submitPasswordSignIn(login, { email, password });

  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/create$/);
  await expect(accountButton(page, email)).toBeVisible();
  expect((await lookUpAccount(request, email))?.emailVerified).toBe(true);
});

test("an unverified login is refused with the warning, and the verification e-mail can be resent", async ({
  page,
  request,
}) => {
  const user = await createUnverifiedUser(request, "unverified");
  await page.goto("/");
  const dialog = await openAuthDialogFromHeader(page);
  await submitPasswordSignIn(dialog, user);

  const warning = dialog.getByRole("alert");
  await expect(warning).toContainText(
    "Email verification required. You must verify your email address before you can sign in",
  );
  await page.screenshot({ path: `${SCREENSHOT_DIR}/auth-modal-verification-required.png` });
  // Not signed in: the dialog stays, the header still offers Login / Register.
  const headerLogin = page.getByRole("button", { name: "Login / Register", includeHidden: true }).first();
  await expect(headerLogin).toBeVisible();

  const before = (await listOobCodes(request)).filter(
    (code) => code.email === user.email && code.requestType === "VERIFY_EMAIL",
  ).length;
  await dialog.getByRole("button", { name: "Resend verification email" }).click();
  await expect(dialog.getByText("Verification Email Sent!")).toBeVisible();
  const after = (await listOobCodes(request)).filter(
    (code) => code.email === user.email && code.requestType === "VERIFY_EMAIL",
  ).length;
  expect(after).toBe(before + 1);
  await expect(headerLogin).toBeVisible();
});

test("a wrong password is worded by the error catalogue", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "wrong-password");
  await page.goto("/");
  const dialog = await openAuthDialogFromHeader(page);
  await submitPasswordSignIn(dialog, { email: user.email, password: "not-the-password" });
  await expect(dialog.getByRole("alert")).toHaveText(
    /^(Incorrect password\. Please try again\.|Invalid email or password\. Please try again\.)$/,
  );
});

test("e-mail link: the link completes sign-in on /email-signin, then /create", async ({ page, request }) => {
  const email = uniqueEmail("email-link");
  await page.goto("/");
  const dialog = await openAuthDialogFromHeader(page);
  await dialog.getByRole("button", { name: "Continue with Email Link" }).click();
  const form = authDialog(page, "Sign In with Email Link");
  await expect(form).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/auth-modal-email-link.png` });
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("button", { name: "Send Sign-In Link" }).click();

  const sent = authDialog(page, "Check Your Email");
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(email);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/auth-modal-check-email.png` });
  expect(await page.evaluate((key) => localStorage.getItem(key), EMAIL_FOR_SIGN_IN_STORAGE_KEY)).toBe(email);

  const link = await latestOobCode(request, email, "EMAIL_SIGNIN");
  await page.goto(link.oobLink);
  await expect(page).toHaveURL(/\/email-signin\?/);
  await expect(page.getByRole("heading", { name: "You're signed in!" })).toBeVisible();
  await expect(page).toHaveURL(/\/create$/, { timeout: 10_000 });
  await expect(accountButton(page, email)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), EMAIL_FOR_SIGN_IN_STORAGE_KEY)).toBeNull();
});

test("/email-signin without a sign-in link shows the error and leads back to /login", async ({ page }) => {
  await page.goto("/email-signin");
  await expect(page.getByRole("alert")).toHaveText("Invalid sign-in link. Please request a new link.");
  await page.getByRole("link", { name: "Back to Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(authDialog(page)).toBeVisible();
});

test("/email-signin with a used link says it has expired", async ({ page, request }) => {
  const email = uniqueEmail("used-link");
  await page.goto("/");
  const dialog = await openAuthDialogFromHeader(page);
  await dialog.getByRole("button", { name: "Continue with Email Link" }).click();
  const form = authDialog(page, "Sign In with Email Link");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("button", { name: "Send Sign-In Link" }).click();
  await expect(authDialog(page, "Check Your Email")).toBeVisible();
  const link = await latestOobCode(request, email, "EMAIL_SIGNIN");

  await page.goto(link.oobLink);
  await expect(page).toHaveURL(/\/create$/, { timeout: 10_000 });
  // Same browser, same link again: the address is saved once more, the code is spent.
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: EMAIL_FOR_SIGN_IN_STORAGE_KEY,
    value: email,
  });
  await page.goto(link.oobLink);
  await expect(page.getByRole("alert")).toHaveText(
    "This sign-in link has expired or is invalid. Please request a new link.",
  );
});

test("Google: the popup signs the user in", async ({ page, context, request }) => {
  // Nothing may leave the machine; Google's gapi script is replaced by the test stand-in.
  // The last registered route runs first, so the stand-in goes after the block-all rule.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await installGapiStandIn(context);

  const email = uniqueEmail("google");
  await page.goto("/");
  const dialog = await openAuthDialogFromHeader(page);
  const popupOpened = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Continue with Google" }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await popup.locator(".js-new-account").click();
  await popup.locator("#email-input").fill(email);
  await popup.locator("#sign-in").click();

  await expect(dialog).toBeHidden();
  await expect(accountButton(page, email)).toBeVisible();
  const account = await lookUpAccount(request, email);
  expect(account?.providerUserInfo?.map((provider) => provider.providerId)).toContain("google.com");
});

test("logout clears the session's state and returns to /", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "logout");
  await page.goto("/");
  await signInFromHeader(page, user);
  // Brand details being worked on are kept in the browser until logout.
  await page.evaluate(() =>
    localStorage.setItem("markery.projectDetails", JSON.stringify({ name: "Acme", description: "Bakery" })),
  );

  await page.goto("/profile");
  await expect(accountButton(page, user.email)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${SCREENSHOT_DIR}/profile.png`, fullPage: true });

  await accountButton(page, user.email).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText([
    "My Logos",
    "My Exports",
    "Profile",
    "Back to Creation",
    "Logout",
  ]);
  await menu.getByRole("menuitem", { name: "Logout" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Login / Register" }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("markery.projectDetails"))).toBeNull();
  // Signed out for real: guarded pages send the visitor home again.
  await page.goto("/my-logos");
  await expect(page).toHaveURL(/\/$/);
});

for (const route of ["/create", "/logo-designs", "/my-logos", "/profile", "/quota-reached"]) {
  test(`${route} sends an anonymous visitor to /`, async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Your logo, spelled right");
  });
}

test("a signed-in user stays on a guarded route after a reload", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "reload");
  await page.goto("/");
  await signInFromHeader(page, user);
  await page.goto("/my-logos");
  await page.reload();
  await expect(page).toHaveURL(/\/my-logos$/);
  await expect(accountButton(page, user.email)).toBeVisible();
});
