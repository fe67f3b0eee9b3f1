import { writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { FINGERPRINT_DIMENSIONS } from "../graphics/fingerprint-calibration";
import { fingerprintDrawing } from "../graphics/silhouette-fingerprint";
import { quantise, type StockIconPack, stockDrawingIds, stockIconSvg } from "./stock-icons";

/**
 * Makes the stock icon pack (stock-icons.ts says why it is committed rather than made on use).
 * Run it again after upgrading an icon package or changing the fingerprint, from functions/:
 * `npx tsx -e "require('./src/providers/logo-score/stock-icon-pack').main()"`.
 */
const STOCK_ICON_PACK_FILE = path.join(__dirname, "stock-icon-fingerprints.json");

function packStockIcons(file: string = STOCK_ICON_PACK_FILE): StockIconPack {
  const ids = stockDrawingIds();
  const bytes = new Uint8Array(ids.length * FINGERPRINT_DIMENSIONS);
  ids.forEach((id, row) => {
    bytes.set(quantise(fingerprintDrawing(stockIconSvg(id))), row * FINGERPRINT_DIMENSIONS);
  });
  const pack: StockIconPack = {
    dimensions: FINGERPRINT_DIMENSIONS,
    ids,
    fingerprints: gzipSync(bytes, { level: 9 }).toString("base64"),
  };
  writeFileSync(file, JSON.stringify(pack));
  return pack;
}

export function main(): void {
  const started = performance.now();
  const pack = packStockIcons();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Stock icon pack: ${pack.ids.length} drawings in ${seconds.toFixed(0)} s, written to ${STOCK_ICON_PACK_FILE}`,
  );
}
