import { describe, expect, it } from "vitest";
import { cosineDistance } from "../../domain/ports/logo-fingerprinter";
import { FINGERPRINT_DIMENSIONS } from "../graphics/fingerprint-calibration";
import { fingerprintDrawing } from "../graphics/silhouette-fingerprint";
import {
  nearestStockIcon,
  packedFingerprint,
  quantise,
  stockDrawingIds,
  stockIconSvg,
  stockPack,
} from "./stock-icons";

/**
 * The committed pack must be what stock-icon-pack.ts would make now: the same drawings as the
 * icon packages list, and the same fingerprints as the silhouette fingerprint draws today. When
 * either changes this fails, and running the pack script again fixes it.
 */
describe("the stock icon pack", () => {
  it("lists every icon the engine ships, in every style its set draws", () => {
    expect(stockPack().ids).toEqual(stockDrawingIds());
    expect(stockPack().ids.length).toBeGreaterThan(12_000);
  });

  it("holds the fingerprints the silhouette fingerprint draws today", () => {
    const { ids } = stockPack();
    const sample = ids.filter((_, index) => index % 500 === 3);
    for (const drawing of sample) {
      const fresh = fingerprintDrawing(stockIconSvg(drawing));
      expect(cosineDistance(fresh, packedFingerprint(drawing) ?? []), drawing).toBeLessThan(1e-3);
      const nearest = nearestStockIcon(fresh);
      expect(nearest.distance, drawing).toBeLessThan(1e-3);
    }
  });

  it("loses almost nothing to rounding", () => {
    const vector = fingerprintDrawing(stockIconSvg("phosphor:coffee|solid"));
    expect(vector).toHaveLength(FINGERPRINT_DIMENSIONS);
    expect(cosineDistance(vector, Array.from(quantise(vector)))).toBeLessThan(1e-3);
  });

  it("finds nothing near a drawing with no ink", () => {
    expect(nearestStockIcon(new Array<number>(FINGERPRINT_DIMENSIONS).fill(0)).distance).toBe(1);
  });
});
