import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SOLD_LOGO_VECTOR, SOLD_LOGOS, SOLD_SYMBOL_VECTOR } from "../../domain/look-alike/sold-logos";
import { FINGERPRINT_DIMENSIONS } from "./fingerprint-calibration";

interface DeclaredIndex {
  collectionGroup: string;
  fields: { fieldPath: string; vectorConfig?: { dimension: number; flat?: object } }[];
}

const declared: { indexes: DeclaredIndex[] } = JSON.parse(
  readFileSync(join(__dirname, "..", "..", "..", "..", "firestore.indexes.json"), "utf8"),
);

describe("the register's vector indexes", () => {
  // Production only answers findNearest on a declared index of the vectors' exact length; the
  // emulator answers without one, so only this test notices a fingerprint that changed length.
  it.each([SOLD_LOGO_VECTOR, SOLD_SYMBOL_VECTOR])("declares %s with the fingerprint's length", (field) => {
    const index = declared.indexes.find(
      ({ collectionGroup, fields }) =>
        collectionGroup === SOLD_LOGOS && fields.some((f) => f.fieldPath === field),
    );
    expect(index?.fields).toEqual([
      { fieldPath: field, vectorConfig: { dimension: FINGERPRINT_DIMENSIONS, flat: {} } },
    ]);
  });
});
