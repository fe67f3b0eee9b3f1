/**
 * No hand-written module over 500 lines: a reader should take one in at a sitting. Long tables
 * are split into lists by what they hold (engine/lexicon/industry-lists, ...), long modules by
 * what they do. Counts every TypeScript file git tracks, tests included.
 *
 *   npx tsx scripts/check-module-size.ts
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const MAX_LINES = 500;

const files = execFileSync("git", ["ls-files", "*.ts", "*.tsx"], { encoding: "utf8" })
  .split("\n")
  .filter(Boolean);
const over = files
  .map((file) => ({ file, lines: readFileSync(file, "utf8").split("\n").length - 1 }))
  .filter(({ lines }) => lines > MAX_LINES)
  .sort((a, b) => b.lines - a.lines);

if (over.length > 0) {
  console.error(`${over.length} module(s) over ${MAX_LINES} lines:\n`);
  for (const { file, lines } of over) console.error(`  ${file}: ${lines} lines`);
  console.error("\nSplit each by what its parts do (or, for a table, by what its entries are).");
  process.exit(1);
}
console.log(`No module over ${MAX_LINES} lines (${files.length} TypeScript files checked).`);
