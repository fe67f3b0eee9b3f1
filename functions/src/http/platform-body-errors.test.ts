import { createRequire } from "node:module";
import express, { type RequestHandler } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "./create-app";

/** body-parser as firebase-tools' Functions runtime loads it, before it loads our module. */
const bodyParser = createRequire(__filename)("body-parser") as Record<
  string,
  (options?: unknown) => RequestHandler
>;

/** The platform: its own express and body parsers in front of the function (as the emulator runtime does). */
function platform(): express.Express {
  const api = createApp();
  const outer = express();
  for (const name of ["json", "text", "urlencoded", "raw"]) {
    const factory = bodyParser[name];
    if (factory) outer.use(factory(name === "raw" ? { type: "*/*", limit: "1kb" } : { limit: "1kb" }));
  }
  outer.use((req, res) => api(req, res));
  return outer;
}

describe("errors the platform raises before our app runs", () => {
  it("answers malformed JSON with the API's JSON error and headers, not the platform's HTML page", async () => {
    const response = await request(platform())
      .post("/api/logos/generate")
      .set("Content-Type", "application/json")
      .send('{"name":');
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.body).toEqual({ success: false, error: "The request body is not valid JSON." });
    expect(response.text).not.toMatch(/node_modules|at JSON\.parse|<html|<pre/i);
    expect(response.headers["x-powered-by"]).toBeUndefined();
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("answers a body too large for the platform with 413 in the same shape", async () => {
    const response = await request(platform())
      .post("/api/logos/generate")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ name: "x".repeat(5000) }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ success: false, error: "The request body is too large." });
  });

  it("leaves well-formed requests to the API, without the platform's x-powered-by", async () => {
    const response = await request(platform()).get("/api/no-such-route");
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });
});
