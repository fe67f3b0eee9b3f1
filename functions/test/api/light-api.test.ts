/**
 * A Functions instance loads only what its request needs. A fresh Node process loads the built
 * functions exactly as a worker does (lib/index.js), serves real calls against the emulators,
 * and reports which heavy modules it then holds: none for the quota, library and payment calls,
 * the design engine once a logo is drawn (which also proves the check can see a load).
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { signUpUser } from "../support/emulators";

const LIB = resolve(__dirname, "../../lib");

/** Runs in the child: loads the functions like a worker, serves the calls, lists the modules. */
const CHILD = `
const lib = process.env.LIB;
require(lib + "/index.js");
const { createApp } = require(lib + "/http/create-app.js");
const server = createApp().listen(0, "127.0.0.1", async () => {
  const base = "http://127.0.0.1:" + server.address().port;
  const statuses = [];
  for (const call of JSON.parse(process.env.CALLS)) {
    const response = await fetch(base + call.path, {
      method: call.method,
      headers: { Authorization: "Bearer " + process.env.ID_TOKEN, "Content-Type": "application/json" },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    await response.arrayBuffer();
    statuses.push(call.method + " " + call.path + " " + response.status);
  }
  const modules = Object.keys(require.cache);
  process.stdout.write(JSON.stringify({ statuses, modules }));
  server.close();
  process.exit(0);
});
`;

/** The modules no quota, library or payment call may load. */
const HEAVY_MODULE =
  /node_modules\/(sharp|@img|@resvg|pdfkit|svg-to-pdfkit|opentype\.js|@expo-google-fonts|harfbuzzjs|stripe|replicate)\/|\/lib\/engine\/(?!engine-name)|\/lib\/providers\/(brand-kit|export-images|preview-watermark)\/|\/lib\/providers\/logo-score\/(?!local-logo-measurer)|\/lib\/providers\/look-alike\/silhouette-fingerprint\.js/;

interface Call {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}

async function modulesAfter(calls: Call[]): Promise<{ statuses: string[]; heavy: string[] }> {
  const user = await signUpUser();
  const { stdout } = await promisify(execFile)(process.execPath, ["-e", CHILD], {
    env: { ...process.env, LIB, CALLS: JSON.stringify(calls), ID_TOKEN: user.idToken },
    maxBuffer: 16 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as { statuses: string[]; modules: string[] };
  const heavy = report.modules
    .filter((path) => HEAVY_MODULE.test(path))
    .map((path) => path.replace(/^.*node_modules\//, "").replace(/^.*\/lib\//, "lib/"));
  return {
    statuses: report.statuses,
    heavy: [...new Set(heavy.map((path) => path.split("/").slice(0, 2).join("/")))],
  };
}

/** Runs in the child: loads the functions like any worker, then serves one call through `api`. */
const LAZY_API_CHILD = `
const http = require("node:http");
const functions = require(process.env.LIB + "/index.js");
const apiModule = (path) => /\\/lib\\/http\\/(create-app|routes\\/)|node_modules\\/express\\//.test(path);
const before = Object.keys(require.cache).filter(apiModule);
const server = http.createServer(functions.api).listen(0, "127.0.0.1", async () => {
  const response = await fetch("http://127.0.0.1:" + server.address().port + "/logos/quota");
  await response.arrayBuffer();
  const after = Object.keys(require.cache).filter(apiModule);
  process.stdout.write(JSON.stringify({ before, after, status: response.status }));
  server.close();
  process.exit(0);
});
`;

describe("what a trigger's instance loads", () => {
  it("loads no part of the HTTP API until the API is called, and the API answers once it is", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["-e", LAZY_API_CHILD], {
      env: { ...process.env, LIB },
      maxBuffer: 16 * 1024 * 1024,
    });
    const report = JSON.parse(stdout) as { before: string[]; after: string[]; status: number };
    // An export trigger's instance loads index.js and nothing of Express, the app or its routes.
    expect(report.before).toEqual([]);
    // The API's first call loads them: no token, so the quota route answers 401.
    expect(report.status).toBe(401);
    expect(report.after.some((path) => path.endsWith("/lib/http/create-app.js"))).toBe(true);
    expect(report.after.some((path) => path.includes("node_modules/express/"))).toBe(true);
  });
});

describe("what an API instance loads", () => {
  it("needs the built functions", () => {
    expect(existsSync(`${LIB}/index.js`), "run `npm run build -w functions` first").toBe(true);
  });

  it("loads no engine, fonts, sharp, resvg, pdfkit, Stripe or Replicate for quota, library and payment calls", async () => {
    const { statuses, heavy } = await modulesAfter([
      { method: "GET", path: "/logos/quota" },
      { method: "GET", path: "/logo/projects" },
      { method: "GET", path: "/exports/user" },
      { method: "GET", path: "/payment/config" },
      { method: "GET", path: "/payments" },
      {
        method: "POST",
        path: "/payment",
        body: {
          cardholderName: "Light Instance",
          cardNumber: "4242424242424242",
          expMonth: 12,
          expYear: 2034,
          cvv: "123",
          planType: "BASIC",
        },
      },
    ]);
    expect(
      statuses.every((line) => / 200$/.test(line)),
      statuses.join("\n"),
    ).toBe(true);
    expect(heavy).toEqual([]);
  });

  it("loads the design engine once a logo is drawn", async () => {
    const { statuses, heavy } = await modulesAfter([
      {
        method: "POST",
        path: "/logos/generate",
        body: { name: "Harbour Lights", description: "Seaside guesthouse", count: 1, promptsCount: 1 },
      },
    ]);
    expect(statuses).toEqual(["POST /logos/generate 200"]);
    expect(heavy).toEqual(expect.arrayContaining(["lib/engine", "sharp/dist", "@resvg/resvg-js"]));
  });
});
