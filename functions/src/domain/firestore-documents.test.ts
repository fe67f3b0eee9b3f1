import type { DocumentSnapshot } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { NotFoundError } from "./errors";
import { readOwnedDocument } from "./firestore-documents";

const Owned = z.object({ ownerUid: z.string(), name: z.string() });

/** The few parts of a snapshot a reader touches. */
function snapshotOf(data: Record<string, unknown> | null): DocumentSnapshot {
  const snapshot: Pick<DocumentSnapshot, "exists" | "id" | "data" | "ref"> = {
    exists: data !== null,
    id: "doc1",
    data: () => data ?? undefined,
    ref: { path: "projects/doc1" } as DocumentSnapshot["ref"],
  };
  return snapshot as DocumentSnapshot;
}

describe("readOwnedDocument", () => {
  it("gives the owner their document, parsed", () => {
    const stored = readOwnedDocument(
      Owned,
      snapshotOf({ ownerUid: "ann", name: "Harbor" }),
      "ann",
      "project",
    );
    expect(stored).toEqual({ id: "doc1", data: { ownerUid: "ann", name: "Harbor" } });
  });

  it("answers a missing document and another user's with the same NotFoundError", () => {
    const missing = () => readOwnedDocument(Owned, snapshotOf(null), "ann", "project");
    const foreign = () =>
      readOwnedDocument(Owned, snapshotOf({ ownerUid: "bob", name: "B" }), "ann", "project");
    for (const read of [missing, foreign]) {
      expect(read).toThrow(NotFoundError);
      expect(read).toThrow("project not found");
    }
  });

  it("treats a stored document that no longer matches its schema as a fault, not as missing", () => {
    expect(() => readOwnedDocument(Owned, snapshotOf({ ownerUid: "ann" }), "ann", "project")).toThrow(
      /projects\/doc1 is malformed/,
    );
  });
});
