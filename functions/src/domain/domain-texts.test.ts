/**
 * The words people read live in the contract (functions/src/contract), where the browser reads
 * the same ones: the domain decides, the contract words it. This reads the domain's sources and
 * fails on a message written in place.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const DOMAIN = __dirname;

/** The errors whose message reaches the caller as is (http/respond.ts answers with it). */
const CALLER_FACING_ERRORS = [
  "InvalidInputError",
  "IdempotencyKeyReusedError",
  "IdempotencyInProgressError",
  "PayloadTooLargeError",
];
const LITERAL_MESSAGE = new RegExp(`new (${CALLER_FACING_ERRORS.join("|")})\\(\\s*["'\`]`);
/** A table of texts (FOO_MESSAGE, FOO_TEXT) belongs with the others in the contract. */
const MESSAGE_TABLE = /^export const [A-Z_]*(MESSAGE|TEXT|TEXTS)\b/m;

function sourcesBelow(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesBelow(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("the domain's texts", () => {
  const sources = sourcesBelow(DOMAIN).map((path) => ({
    file: relative(DOMAIN, path),
    text: readFileSync(path, "utf8"),
  }));

  it("reads the domain's sources", () => {
    expect(sources.length).toBeGreaterThan(40);
  });

  it("never writes a caller-facing error message in place", () => {
    const offenders = sources.flatMap(({ file, text }) =>
      [...text.matchAll(new RegExp(LITERAL_MESSAGE.source, "g"))].map((match) => {
        const line = text.slice(0, match.index).split("\n").length;
        return `${file}:${line}: ${match[0]}`;
      }),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps no table of messages of its own", () => {
    expect(sources.filter(({ text }) => MESSAGE_TABLE.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it("catches a message written in place", () => {
    expect(LITERAL_MESSAGE.test('throw new InvalidInputError("Start a new project instead.");')).toBe(true);
    expect(LITERAL_MESSAGE.test('throw new InvalidInputError(\n  "Start a new project instead.",\n);')).toBe(
      true,
    );
    expect(LITERAL_MESSAGE.test("throw new InvalidInputError(API_MESSAGE.uploadsHaveNoBrief);")).toBe(false);
    expect(MESSAGE_TABLE.test("export const EXPORT_MESSAGE = {")).toBe(true);
  });
});
