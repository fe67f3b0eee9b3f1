import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseStorageRules, type RulesOperation } from "./storage-rules";

const ALL: RulesOperation[] = ["get", "list", "create", "update", "delete"];

describe("storage.rules as this emulator evaluates them", () => {
  it("reads Markery's rules as denying every client everything", () => {
    const rules = parseStorageRules(readFileSync(resolve(__dirname, "../../storage.rules"), "utf8"));
    expect(rules.undecided).toEqual([]);
    for (const name of ["users/u1/logos/l1/preview-512.png", "exports/u1/e1/files/low_ql.png", "x"]) {
      for (const operation of ALL)
        expect(rules.allows("demo-markery.appspot.com", name, operation)).toBe(false);
    }
  });

  it("allows what literal conditions allow, on the paths they match", () => {
    const rules = parseStorageRules(`
      rules_version = '2';
      service firebase.storage {
        match /b/{bucket}/o {
          match /public/{file} { allow read; }
          match /drafts/{rest=**} { allow get, create: if true; allow delete: if false; }
        }
      }`);
    expect(rules.allows("b", "public/a.png", "get")).toBe(true);
    expect(rules.allows("b", "public/a.png", "list")).toBe(true);
    expect(rules.allows("b", "public/a.png", "create")).toBe(false);
    expect(rules.allows("b", "public/nested/a.png", "get")).toBe(false);
    expect(rules.allows("b", "drafts/a/b/c.png", "get")).toBe(true);
    expect(rules.allows("b", "drafts/a/b/c.png", "create")).toBe(true);
    expect(rules.allows("b", "drafts/a/b/c.png", "delete")).toBe(false);
    expect(rules.allows("b", "private/a.png", "get")).toBe(false);
  });

  it("denies what it cannot evaluate offline, and says which conditions those are", () => {
    const rules = parseStorageRules(`
      service firebase.storage {
        match /b/{bucket}/o {
          match /{all=**} { allow read: if request.auth != null; }
        }
      }`);
    expect(rules.allows("b", "a.png", "get")).toBe(false);
    expect(rules.undecided).toEqual(["request.auth != null"]);
  });
});
