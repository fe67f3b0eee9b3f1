/**
 * The two helpers on their own. Whether the real platform answers through them is checked against
 * the Functions and Hosting emulators in test/api/platform-answers.test.ts.
 */
import { createRequire } from "node:module";
import express, { type Request, type RequestHandler, type Response } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { answerPlatformBodyErrorsAsJson, refusePlatformBodiesOver } from "./platform-body-errors";
import { setApiSecurityHeaders } from "./security-headers";

type Factories = Record<string, (options?: unknown) => RequestHandler>;
const loadBodyParser = () => createRequire(__filename)("body-parser") as Factories;

describe("answerPlatformBodyErrorsAsJson", () => {
  const original = loadBodyParser().json;
  answerPlatformBodyErrorsAsJson(setApiSecurityHeaders);
  const bodyParser = loadBodyParser();

  it("replaces the factories of the body-parser already loaded, once", () => {
    expect(bodyParser.json).not.toBe(original);
    expect(answerPlatformBodyErrorsAsJson(setApiSecurityHeaders)).toBe(0);
  });

  /** The wrapped parser with nothing after it but a handler that answers 204. */
  function parsing(parser: RequestHandler): express.Express {
    const app = express();
    app.use(parser);
    app.use((_req, res) => {
      res.status(204).end();
    });
    return app;
  }

  it("answers a body it cannot parse with the API's JSON error and headers", async () => {
    const response = await request(parsing(bodyParser.json?.() as RequestHandler))
      .post("/")
      .set("Content-Type", "application/json")
      .send('{"name":');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      error: "The request body is not valid JSON.",
      code: "invalid-input",
    });
    expect(response.text).not.toMatch(/node_modules|at JSON\.parse|<html|<pre/i);
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("answers a body over the parser's limit with 413 in the same shape", async () => {
    const response = await request(parsing(bodyParser.json?.({ limit: "1kb" }) as RequestHandler))
      .post("/")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ name: "x".repeat(2000) }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      success: false,
      error: "The request body is too large.",
      code: "too-large",
    });
  });

  it("sets the headers on requests it lets through, whoever answers them", async () => {
    const response = await request(parsing(bodyParser.raw?.({ type: "*/*" }) as RequestHandler))
      .post("/")
      .send("anything");
    expect(response.status).toBe(204);
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("refusePlatformBodiesOver", () => {
  /** What the handler passed on: nothing, or the error it raised. */
  function outcome(handler: RequestHandler, req: Partial<Request>): unknown {
    let passed: unknown = "not called";
    handler(req as Request, {} as Response, (error?: unknown) => {
      passed = error;
    });
    return passed;
  }

  it("refuses a body the platform read that is over the limit, as body-parser's 413", () => {
    const refused = outcome(
      refusePlatformBodiesOver(() => 100),
      { rawBody: Buffer.alloc(101) } as Partial<Request>,
    );
    expect(refused).toMatchObject({ status: 413 });
  });

  it("lets through bodies at the limit, bodies without a limit, and bodies the platform did not read", () => {
    expect(
      outcome(
        refusePlatformBodiesOver(() => 100),
        { rawBody: Buffer.alloc(100) } as Partial<Request>,
      ),
    ).toBe(undefined);
    expect(
      outcome(
        refusePlatformBodiesOver(() => null),
        { rawBody: Buffer.alloc(10_000) } as Partial<Request>,
      ),
    ).toBe(undefined);
    expect(
      outcome(
        refusePlatformBodiesOver(() => 100),
        {},
      ),
    ).toBe(undefined);
  });
});
