/**
 * The generation a user feels, through the running stack (Hosting serving web/dist, the API and
 * the offline logo engine in the emulators): a fresh verified user, signed in, fills the form on
 * /create and clicks 'Generate Logo Designs'; the clock runs from that click until /logo-designs
 * shows six logo images loaded and decoded (complete, naturalWidth > 0), checked every frame.
 * Two warm-up runs (cold function worker), then the median of the measured runs with min and max.
 * Figures only: nothing here passes or fails on time.
 *   Runnable alone inside the emulators: `npx tsx scripts/bench/generate-journey.ts`.
 */
import { type Browser, chromium, type Page } from "playwright-core";
import { APP_URL } from "../lib/stack";
import { CHROMIUM, CHROMIUM_ARGS, median } from "./landing";
import { createVerifiedAccount, type VerifiedAccount } from "./verified-account";

const RUNS = 5;
/** The first runs after the emulators start are several times slower (workers, engine, fonts). */
const WARM_UP_RUNS = 2;
const LOGOS = 6;
const STEP_TIMEOUT_MS = 60_000;

async function signIn(page: Page, account: VerifiedAccount): Promise<void> {
  await page.goto(`${APP_URL}/`);
  await page.getByRole("button", { name: "Login / Register" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Sign in / Register" });
  await dialog.getByRole("textbox", { name: "Email" }).fill(account.email);
  await dialog.getByRole("textbox", { name: "Password" }).fill(account.password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await dialog.waitFor({ state: "hidden", timeout: STEP_TIMEOUT_MS });
}

/** One journey in a fresh browser context; the click-to-painted time in ms, measured in the page. */
async function generateOnce(browser: Browser): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await signIn(page, await createVerifiedAccount("bench-journey"));
    await page.goto(`${APP_URL}/create`);
    await page.getByRole("textbox", { name: /brand name/i }).fill("Harbour Roasters");
    await page
      .getByRole("textbox", { name: /brand description/i })
      .fill("Small-batch coffee roastery by the harbour, bold and friendly");
    const button = page.getByRole("button", { name: "Generate Logo Designs" });
    await button.waitFor({ state: "visible" });
    // The page notes the click itself, so the figure has no Playwright round trip in it.
    await page.evaluate(() => {
      document.addEventListener(
        "click",
        () => {
          sessionStorage.setItem("bench:clickAt", String(performance.timeOrigin + performance.now()));
        },
        { capture: true, once: true },
      );
    });
    await button.click();
    const done = await page.waitForFunction(
      (count) => {
        if (location.pathname !== "/logo-designs") return false;
        const images = Array.from(
          document.querySelectorAll<HTMLImageElement>('img[data-testid="logo-image"]'),
        );
        if (images.length < count || !images.every((image) => image.complete && image.naturalWidth > 0)) {
          return false;
        }
        return performance.timeOrigin + performance.now() - Number(sessionStorage.getItem("bench:clickAt"));
      },
      LOGOS,
      { polling: "raf", timeout: STEP_TIMEOUT_MS },
    );
    return Number(await done.jsonValue());
  } finally {
    await context.close();
  }
}

async function benchGenerateJourney(): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (let run = 0; run < WARM_UP_RUNS; run++) await generateOnce(browser);
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(await generateOnce(browser));
    const runs = samples.map((ms) => ms.toFixed(0)).join(", ");
    return [
      `click 'Generate Logo Designs' -> ${LOGOS} logos painted on /logo-designs: median ${median(samples).toFixed(0)} ms, min ${Math.min(...samples).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms (n=${RUNS}, fresh user each; runs: ${runs}; aim < 800 ms)`,
    ];
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  benchGenerateJourney()
    .then((lines) => {
      for (const line of lines) console.log(`  ${line}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
