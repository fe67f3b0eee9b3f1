import { describe, expect, it } from "vitest";
import { DocumentId } from "./common";

describe("DocumentId", () => {
  it("accepts Firestore auto-ids and URL-safe ids", () => {
    expect(DocumentId.safeParse("aZ09_-x").success).toBe(true);
    expect(DocumentId.safeParse("uploads-3f2a").success).toBe(true);
    expect(DocumentId.safeParse("__x").success).toBe(true);
  });

  it("refuses Firestore's reserved __name__ form, slashes and empty ids", () => {
    for (const id of ["__x__", "____", "__name__", "a/b", "", "a.b"]) {
      expect(DocumentId.safeParse(id).success, id).toBe(false);
    }
  });
});
