/**
 * What the API answers as `npm start` runs it: the `api` function in the Functions emulator,
 * reached on its own URL and through Hosting's /api rewrite. Requests go through every layer in
 * front of our app (Hosting's proxy, the Functions emulator's front server, the runtime's express
 * and body-parsers), so these are the headers and bodies a browser gets, whoever wrote them.
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/config/rate-limits";
import type { ErrorCode } from "../../src/contract";
import { signUpUser } from "../support/emulators";

const functionUrl = process.env.MARKERY_TEST_FUNCTION_URL;
const hostingApiUrl = process.env.MARKERY_TEST_HOSTING_API_URL;
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const FUNCTIONS_DIR = resolve(__dirname, "..", "..");

/** Where the API is reached. Both must run: this file is about them. */
function entries(): [string, string][] {
  if (!functionUrl || !hostingApiUrl)
    throw new Error(
      "The Functions and Hosting emulators are not running (see test/support/global-setup.ts).",
    );
  return [
    ["its own URL", functionUrl],
    ["Hosting's /api", hostingApiUrl],
  ];
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function expectApiHeaders(answer: Answer): void {
  expect(answer.headers.get("content-security-policy")).toBe(API_POLICY);
  expect(answer.headers.get("x-frame-options")).toBe("DENY");
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
}

function expectApiError(answer: Answer, status: number, code: ErrorCode, error: string | RegExp): void {
  expect(answer.status).toBe(status);
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(answer.text);
  expect(body).toEqual({
    success: false,
    error: typeof error === "string" ? error : expect.stringMatching(error),
    code,
  });
  expectApiHeaders(answer);
}

const postJson = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body,
});

describe.each(entries())("the API's answers through %s", (_where, base) => {
  it("a normal answer carries the API's headers", async () => {
    const answer = await call(`${base}/payment/config`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ success: true });
    expectApiHeaders(answer);
  });

  it("401 without a token", async () => {
    expectApiError(await call(`${base}/logos/quota`), 401, "unauthenticated", /sign in/i);
  });

  it("404 for an unknown path of a signed-in user", async () => {
    const user = await signUpUser();
    const answer = await call(`${base}/no-such-route`, { headers: { Authorization: user.authorization } });
    expectApiError(answer, 404, "not-found", /./);
  });

  it("429 past a rate limit", async () => {
    const user = await signUpUser();
    const exportMissingLogo = () =>
      call(`${base}/logos/no-such-logo/export`, postJson("{}", { Authorization: user.authorization }));
    // Counted in fixed windows: a run that crosses a window's end starts again, so twice the limit
    // always reaches a refusal.
    let answer = await exportMissingLogo();
    for (let calls = 1; answer.status !== 429 && calls <= 2 * RATE_LIMITS.export.max; calls += 1) {
      expect(answer.status).toBe(404);
      answer = await exportMissingLogo();
    }
    expectApiError(answer, 429, "rate-limited", /^Too many requests/);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("400 JSON, not the platform's HTML page, for a malformed JSON body (checked before the token)", async () => {
    for (const path of ["/payment", "/logos/generate"]) {
      const answer = await call(`${base}${path}`, postJson('{"name":'));
      expectApiError(answer, 400, "invalid-input", "The request body is not valid JSON.");
      expect(answer.text).not.toMatch(/node_modules|at JSON\.parse|<html|<pre/i);
    }
  });

  it("400 JSON for a body the platform cannot decode (charset, encoding)", async () => {
    const utf16 = await call(`${base}/logos/generate`, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-16" },
      body: "{}",
    });
    expectApiError(utf16, 400, "invalid-input", "The request body is not valid JSON.");
    const badGzip = await call(
      `${base}/logos/generate`,
      postJson("not gzip", { "Content-Encoding": "gzip" }),
    );
    expectApiError(badGzip, 400, "invalid-input", "The request body is not valid JSON.");
  });

  it("413 JSON for a JSON body over the API's 100 KB, which the platform has already read", async () => {
    const user = await signUpUser();
    const answer = await call(
      `${base}/logos/generate`,
      postJson(JSON.stringify({ name: "x".repeat(110 * 1024) }), { Authorization: user.authorization }),
    );
    expectApiError(answer, 413, "too-large", "The request body is too large.");
  });
});

describe("the platform's layers in front of the app", () => {
  it("413 JSON from the runtime's own parser for a body over its 32 MB, on the function's URL", async () => {
    const [, direct] = entries()[0] ?? [];
    const answer = await call(
      `${direct}/logos/generate`,
      postJson(JSON.stringify({ name: "x".repeat(33 << 20) })),
    );
    expectApiError(answer, 413, "too-large", "The request body is too large.");
    // Through Hosting the emulator's proxy answers that body itself (500, plain text, SECURITY.md).
  });

  it("the runtime's own 404 for /favicon.ico carries the API's headers", async () => {
    const [, direct] = entries()[0] ?? [];
    const answer = await call(`${direct}/favicon.ico`);
    expect(answer.status).toBe(404);
    expect(answer.text).toBe("");
    expectApiHeaders(answer);
  });

  // The worker is found through /proc (below), which only Linux has.
  it.runIf(process.platform === "linux")(
    "X-Powered-By comes from the emulator's front server alone, not from the runtime that runs the app",
    async () => {
      entries();
      // The emulator's front server (firebase-tools' express, which relays to the worker process
      // running our app) sets it on every answer it relays, its own 404 included...
      const unknownFunction = await call(functionUrl?.replace(/\/api$/, "/no-such-function") ?? "");
      expect(unknownFunction.status).toBe(404);
      expect(unknownFunction.headers.get("x-powered-by")).toBe("Express");
      const relayed = await call(`${functionUrl}/payment/config`);
      expect(relayed.headers.get("x-powered-by")).toBe("Express");
      expect((await call(`${hostingApiUrl}/payment/config`)).headers.get("x-powered-by")).toBe("Express");

      // ...while the worker itself, the layer Cloud Functions' runtime takes in production, sends
      // none: asked on its own socket, behind the front server.
      const sockets = apiWorkerSockets();
      expect(sockets.length).toBeGreaterThan(0);
      for (const socketPath of sockets) {
        for (const answer of [
          await askWorker(socketPath, "GET", "/payment/config"),
          await askWorker(socketPath, "POST", "/payment", '{"name":'),
          await askWorker(socketPath, "GET", "/favicon.ico"),
        ]) {
          expect(answer.headers["x-powered-by"]).toBeUndefined();
          expect(answer.headers["content-security-policy"]).toBe(API_POLICY);
        }
      }
    },
  );
});

/**
 * The sockets of the emulator's worker processes that run the `api` function for this checkout
 * (the emulator starts one per function, with FUNCTION_TARGET and its socket in PORT). Read from
 * /proc, so only on Linux.
 */
function apiWorkerSockets(): string[] {
  const sockets: string[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`) !== FUNCTIONS_DIR) continue;
      const env = new Map(
        readFileSync(`/proc/${pid}/environ`, "utf8")
          .split("\0")
          .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
      );
      const port = env.get("PORT");
      if (env.get("FUNCTION_TARGET") === "api" && port?.endsWith(".sock")) sockets.push(port);
    } catch {
      // A process that ended meanwhile, or another user's.
    }
  }
  return sockets;
}

function askWorker(
  socketPath: string,
  method: string,
  path: string,
  body?: string,
): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolveAnswer, rejectAnswer) => {
    const outgoing = httpRequest(
      {
        socketPath,
        method,
        path,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
      },
      (incoming) => {
        incoming.resume();
        incoming.on("end", () =>
          resolveAnswer({ status: incoming.statusCode ?? 0, headers: incoming.headers }),
        );
      },
    );
    outgoing.on("error", rejectAnswer);
    outgoing.end(body);
  });
}
