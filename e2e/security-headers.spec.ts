import { createHash } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signInFromHeader } from "./support/auth-dialog";
import { AUTH_EMULATOR_URL, createVerifiedUser, PROJECT_ID, type TestUser } from "./support/auth-emulator";
import { logoImages } from "./support/create-flow-helpers";
import { makeUploadPng, seedExportCredits } from "./support/export-helpers";
import { FIRESTORE_EMULATOR_URL } from "./support/firestore-seed";

/**
 * The security headers: what Hosting and the API send, the build's <meta> policy, a signed-in
 * journey through every kind of thing the app loads with no policy violation, and framing refused.
 */

const API_FUNCTION_URL =
  process.env.MARKERY_API_FUNCTION_URL ?? `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api`;
const STORAGE_EMULATOR_URL = process.env.MARKERY_STORAGE_EMULATOR_URL ?? "http://127.0.0.1:9199";

const REFUSE_SNIFFING_AND_FRAMING = { "x-content-type-options": "nosniff", "x-frame-options": "DENY" };
const HOSTING_HEADERS = {
  ...REFUSE_SNIFFING_AND_FRAMING,
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "referrer-policy": "strict-origin-when-cross-origin",
};

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .flatMap(([name, ...sources]) => (name ? [[name, sources] as const] : [])),
  );
}

function expectHeaders(headers: Record<string, string>, expected: Record<string, string>): void {
  for (const [name, value] of Object.entries(expected)) expect(headers[name], name).toBe(value);
}

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\s*\/?>/;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

for (const path of ["/", "/create"]) {
  test(`Hosting sends the security headers and the build's policy with ${path}`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expectHeaders(headers, HOSTING_HEADERS);
    expect(Object.fromEntries(directivesOf(headers["content-security-policy"] ?? ""))).toEqual({
      "frame-ancestors": ["'none'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
    });

    const html = await response.text();
    const meta = META_POLICY.exec(html);
    expect(meta, "index.html carries the <meta> policy").not.toBeNull();
    // First in <head>, right after <meta charset>: it governs every script and link after it.
    expect(html.slice(0, meta?.index).trim()).toMatch(/<head>\s*<meta charset="UTF-8" \/>$/);
    const policy = directivesOf(meta?.[1] ?? "");
    expect(policy.get("default-src")).toEqual(["'self'"]);
    const scriptSources = policy.get("script-src") ?? [];
    expect(scriptSources).toContain("'self'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    // Each inline script of the page runs because its exact hash is allowed.
    const inlineScripts = [...html.matchAll(INLINE_SCRIPT)].map(([, body = ""]) => body);
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const body of inlineScripts) {
      expect(scriptSources).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  });
}

test("Hosting's headers come with static files too", async ({ request }) => {
  const response = await request.get("/favicon.svg");
  expect(response.status()).toBe(200);
  expectHeaders(response.headers(), HOSTING_HEADERS);
});

test("the API refuses sniffing and framing, through Hosting and on its own URL", async ({ request }) => {
  for (const url of [
    "/api/payment/config",
    `${API_FUNCTION_URL}/payment/config`,
    `${API_FUNCTION_URL}/nope`,
  ]) {
    const response = await request.get(url);
    expectHeaders(response.headers(), REFUSE_SNIFFING_AND_FRAMING);
    expect(response.headers()["content-security-policy"], url).toContain("frame-ancestors 'none'");
  }
  // The API's policy is stricter than the pages': it must win through Hosting as on its own URL.
  for (const url of ["/api/payment/config", `${API_FUNCTION_URL}/payment/config`]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-security-policy"], url).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  }
});

test("the app refuses to be framed, even by a page of its own origin", async ({ page, baseURL }) => {
  // A page at the app's own origin that is not the app (so no headers of ours): if framing were
  // allowed, it could read the framed document; a refused frame holds a browser error page.
  const framer = new URL("/__framer", baseURL).href;
  await page.route(framer, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>framer</title><body></body>" }),
  );
  await page.goto(framer);
  const appLoadedInFrame = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const frame = document.createElement("iframe");
        frame.addEventListener("load", () => resolve(frame.contentDocument?.getElementById("root") != null));
        frame.src = "/";
        document.body.append(frame);
      }),
  );
  expect(appLoadedInFrame).toBe(false);
});

/** Every policy violation of every document and frame the page opens, as text. */
async function recordPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportPolicyViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report: unknown = Reflect.get(window, "reportPolicyViolation");
      if (typeof report !== "function") return;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** The API's Authorization header for a user whose token says the address is verified. */
async function bearerHeaders(request: APIRequestContext, user: TestUser): Promise<Record<string, string>> {
  const response = await request.post(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    { data: { email: user.email, password: user.password, returnSecureToken: true } },
  );
  expect(response.ok()).toBe(true);
  const body: { idToken: string } = await response.json();
  return { Authorization: `Bearer ${body.idToken}` };
}

/** An uploaded logo: its preview is a Storage download URL. */
async function uploadLogo(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const upload = await request.post("/api/logos/upload", {
    headers,
    multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: await makeUploadPng() } },
  });
  expect(upload.status()).toBe(201);
  const { logo }: { logo: { id: string } } = await upload.json();
  return logo.id;
}

async function exportLogo(
  request: APIRequestContext,
  headers: Record<string, string>,
  logoId: string,
): Promise<string> {
  const created = await request.post(`/api/logos/${logoId}/export`, { headers, data: {} });
  expect(created.status()).toBe(201);
  const { exportId }: { exportId: string } = await created.json();
  return exportId;
}

test("a signed-in journey loads everything it needs with no policy violation", async ({ page, request }) => {
  const violations = await recordPolicyViolations(page);
  const firestoreRequests: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().startsWith(`${FIRESTORE_EMULATOR_URL}/`)) firestoreRequests.push(sent.url());
  });
  const user = await createVerifiedUser(request, "security-headers");
  await seedExportCredits(request, user.uid, 1);
  const headers = await bearerHeaders(request, user);
  const logoId = await uploadLogo(request, headers);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Your logo, spelled right");
  await signInFromHeader(page, user);
  expect(violations, "on the landing page and signing in").toEqual([]);

  await page.goto("/create");
  await expect(page.getByRole("button", { name: "Generate Logo Designs" })).toBeVisible();
  expect(violations, "on /create").toEqual([]);

  // The uploaded logo's preview comes from the Storage emulator, and must really load.
  await page.goto("/my-logos");
  await expect(page.getByRole("button", { name: /^Open Uploads\s+1 logo\b/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(violations, "on /my-logos").toEqual([]);
  const preview = logoImages(page).first();
  expect((await preview.getAttribute("src"))?.startsWith(`${STORAGE_EMULATOR_URL}/`)).toBe(true);
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // The export page listens to its Firestore document: a connection to the Firestore emulator.
  // (Made last: its files are rendered in the background, which would slow the pages above.)
  const exportId = await exportLogo(request, headers, logoId);
  await page.goto(`/exports/${exportId}`);
  await expect(page.getByRole("heading", { name: "Export Logo 1", level: 1 })).toBeVisible();
  await expect.poll(() => firestoreRequests.length + violations.length).toBeGreaterThan(0);
  expect(violations, "on /exports/{id}").toEqual([]);
});
