/**
 * The landing page's weight and speed, against the production build in web/dist (run
 * `npm run build -w web` first; nothing is built here):
 * - initial JavaScript, gzip: the entry chunk, the chunks index.html modulepreloads, the landing
 *   route chunk if the route is split off (it is part of the entry today), and every chunk those
 *   import statically (what the browser must fetch before the page can render; lazily imported
 *   chunks such as the sign-in dialog or Firebase, loaded after the first paint, are not counted);
 * - largest contentful paint in headless Chromium, median of a few cold loads, served by a
 *   static server on an ephemeral port with SPA fallback.
 *   Runnable alone: `npx tsx scripts/bench/landing.ts`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const REPO_ROOT = resolve(__dirname, "..", "..");
const DIST = join(REPO_ROOT, "web", "dist");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** The aim for the landing page's first load. */
const INITIAL_JS_BUDGET_KB = 150;
const LCP_RUNS = 3;

/** Chunks a module imports statically: `import ... from "./x.js"` and bare `import "./x.js"`. */
function staticImports(source: string): string[] {
  const found = new Set<string>();
  const pattern =
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
  for (const match of source.matchAll(pattern)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** Entry scripts and modulepreloads that index.html references, as paths inside dist. */
function htmlScripts(html: string): string[] {
  const paths = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) {
    if (match[1]) paths.add(match[1]);
  }
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) {
    if (match[1]) paths.add(match[1]);
  }
  return [...paths].map((path) => path.replace(/^\//, ""));
}

/** The set of chunks (relative to dist) reachable by static imports from the starting chunks. */
function staticClosure(dist: string, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || seen.has(next)) continue;
    seen.add(next);
    const source = readFileSync(join(dist, next), "utf8");
    const base = next.slice(0, next.lastIndexOf("/") + 1);
    for (const specifier of staticImports(source)) {
      queue.push(normalize(base + specifier).replace(/\\/g, "/"));
    }
  }
  return seen;
}

interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  gzipKb: number;
}

function landingInitialJs(dist = DIST): InitialJs {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const assets = readdirSync(join(dist, "assets"));
  // Split off, app/routes/landing.tsx would become assets/landing-<hash>.js.
  const landingChunk = assets.find((name) => /^landing-[\w-]{8}\.js$/.test(name));
  const start = htmlScripts(html);
  if (landingChunk) start.push(`assets/${landingChunk}`);
  const closure = staticClosure(dist, start);
  const files = [...closure]
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files, gzipKb: total / 1024 };
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".map": "application/json",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
};

/** web/dist as Hosting serves it: files as they are, `/` index.html, every other path app.html. */
function serveDist(dist = DIST): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    const candidate = normalize(join(dist, path));
    const inside = candidate.startsWith(dist);
    const page = path === "/" ? "index.html" : "app.html";
    const file =
      inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : join(dist, page);
    response.writeHead(200, { "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
  return new Promise((resolveServer) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolveServer({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}

/** Largest contentful paint of `url` in a fresh page, in ms. */
async function measureLcp(url: string): Promise<{ lcpMs: number; element: string }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.waitForSelector("h1", { timeout: 15_000 });
    // LCP settles once the page stops painting larger elements; give late images a moment.
    await page.waitForTimeout(1500);
    return await page.evaluate(
      () =>
        new Promise<{ lcpMs: number; element: string }>((resolveLcp) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const last = entries[entries.length - 1] as PerformanceEntry & { element?: Element | null };
            const element = last?.element;
            resolveLcp({
              lcpMs: last ? last.startTime : Number.NaN,
              element: element
                ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`
                : "?",
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
  } finally {
    await browser.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function benchLanding(): Promise<string[]> {
  if (!existsSync(join(DIST, "index.html"))) {
    return ["landing: web/dist is missing; run `npm run build -w web` first"];
  }
  const initial = landingInitialJs();
  const lines = [
    `landing initial JS: ${initial.gzipKb.toFixed(1)} KB gzip in ${initial.files.length} files (aim < ${INITIAL_JS_BUDGET_KB} KB)${initial.gzipKb < INITIAL_JS_BUDGET_KB ? "" : "  OVER BUDGET"}`,
  ];
  if (!existsSync(CHROMIUM)) {
    lines.push(`landing LCP: skipped (no Chromium at ${CHROMIUM})`);
    return lines;
  }
  const { server, url } = await serveDist();
  try {
    const runs: { lcpMs: number; element: string }[] = [];
    for (let run = 0; run < LCP_RUNS; run++) runs.push(await measureLcp(`${url}/`));
    const lcp = median(runs.map((run) => run.lcpMs));
    const element = runs.find((run) => run.lcpMs === lcp)?.element ?? "?";
    lines.push(
      `landing LCP (headless Chromium, 1280x800, local static server, median of ${LCP_RUNS}): ${lcp.toFixed(0)} ms (${element})`,
    );
  } finally {
    server.close();
  }
  return lines;
}

if (require.main === module) {
  const verbose = process.argv.includes("--files");
  benchLanding()
    .then((lines) => {
      for (const line of lines) console.log(line);
      if (verbose) {
        for (const file of landingInitialJs().files) {
          console.log(`  ${(file.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${file.file}`);
        }
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
