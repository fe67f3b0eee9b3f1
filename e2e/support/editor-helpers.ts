/**
 * Steps the editor journey needs: a fresh ID token for calling the API as the signed-in user (the
 * one from sign-up predates the e-mail verification the API requires), and reads through the API.
 */
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { AUTH_EMULATOR_URL, type TestUser } from "./auth-emulator";

export async function freshIdToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    { data: { email: user.email, password: user.password, returnSecureToken: true } },
  );
  if (!response.ok()) throw new Error(`signIn failed: ${response.status()} ${await response.text()}`);
  const body: { idToken: string } = await response.json();
  return body.idToken;
}

/** GET on the app's API (Hosting forwards /api to the function), as the user. */
export async function apiGet<T>(request: APIRequestContext, idToken: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${idToken}` } });
  expect(response.status(), `GET ${path}`).toBe(200);
  const body: T = await response.json();
  return body;
}

export async function generationsUsed(request: APIRequestContext, idToken: string): Promise<number> {
  const body = await apiGet<{ quota: { currentCount: number } }>(request, idToken, "/logos/quota");
  return body.quota.currentCount;
}

export function editorDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Customize logo" });
}

/** Picks the first option of a radio group that is not the current one; answers its label. */
export async function chooseAnotherOption(dialog: Locator, groupName: string): Promise<string> {
  const group = dialog.getByRole("radiogroup", { name: groupName });
  const radios = group.getByRole("radio");
  const count = await radios.count();
  for (let index = 0; index < count; index++) {
    const radio = radios.nth(index);
    if (!(await radio.isChecked()) && (await radio.isEnabled())) {
      const value = await radio.getAttribute("value");
      await radio.check();
      await expect(radio).toBeChecked();
      if (!value) throw new Error(`The ${groupName} option has no value`);
      return value;
    }
  }
  throw new Error(`No other ${groupName} option to choose`);
}

/** Waits until the preview shows the server's render of the current edits. */
export async function waitForPreview(dialog: Locator, timeout = 15_000): Promise<void> {
  await expect(dialog.getByTestId("editor-preview")).toHaveAttribute("src", /^data:image\/png;base64,/, {
    timeout,
  });
  await expect(dialog.getByText("This is exactly the logo that will be saved.")).toBeVisible({ timeout });
}
