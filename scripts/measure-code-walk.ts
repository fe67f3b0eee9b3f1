/**
 * How far a reader travels to follow one feature through functions/src: a depth-first walk of the
 * relative imports (static and dynamic) from the given entry files, each file read once, in the
 * order the imports are written. It prints the files read, the folders they sit in, and how many
 * times the walk changes folder, counting the steps into an import and back out of it (a reader
 * returns to the file they came from).
 *
 *   npx tsx scripts/measure-code-walk.ts functions/src/http/routes/export-routes.ts [more entries]
 *   add --list to print the walk itself, --skip=engine,contract,config to leave folders unread,
 *   --descents to count only the steps into an import, --runtime to leave out imports of types.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["'](\.{1,2}\/[^"']+)["']/gm;
/** An import of types only: erased from the built code, so nothing of it runs. */
const TYPE_ONLY_IMPORT = /^\s*(?:import|export) type\s[^;]*?from\s*["'][^"']+["'];?/gm;
/** `import { type A, type B } from`: every name a type, so it is erased as well. */
const TYPE_NAMES_IMPORT = /^\s*import\s*\{([^}]*)\}\s*from\s*["'][^"']+["'];?/gm;

/** --runtime: follow only the imports that stay in the built code (what runs), not types. */
const followRuntimeOnly = process.argv.includes("--runtime");

function withoutTypeImports(source: string): string {
  return source.replace(TYPE_ONLY_IMPORT, "").replace(TYPE_NAMES_IMPORT, (statement, names: string) =>
    names
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name.length > 0)
      .every((name) => name.startsWith("type "))
      ? ""
      : statement,
  );
}

function resolveImport(fromFile: string, spec: string): string | null {
  const base = resolve(dirname(fromFile), spec.replace(/\.js$/, ""));
  for (const candidate of [`${base}.ts`, `${base}/index.ts`, base]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && candidate.endsWith(".ts")) return candidate;
  }
  return null;
}

/** --descents: count only the steps into an import, as if the reader never went back. */
const countDescentsOnly = process.argv.includes("--descents");

/** Folders of functions/src a reader takes as known libraries and does not open (--skip=engine,contract). */
let skipped: string[] = [];

function importsOf(file: string): string[] {
  const read = readFileSync(file, "utf8");
  const source = followRuntimeOnly ? withoutTypeImports(read) : read;
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] as string);
    if (!target || target.endsWith(".test.ts")) continue;
    if (skipped.some((folder) => target.startsWith(`${folder}/`))) continue;
    found.push(target);
  }
  return found;
}

function walk(entries: string[]): {
  files: string[];
  folders: Set<string>;
  changes: number;
  steps: string[];
} {
  const seen = new Set<string>();
  const files: string[] = [];
  const steps: string[] = [];
  let changes = 0;
  let current: string | null = null;
  const moveTo = (file: string) => {
    if (current !== null && dirname(current) !== dirname(file)) changes++;
    current = file;
    steps.push(file);
  };
  const visit = (file: string) => {
    seen.add(file);
    files.push(file);
    moveTo(file);
    for (const target of importsOf(file)) {
      if (seen.has(target)) continue;
      visit(target);
      if (!countDescentsOnly) moveTo(file);
    }
  };
  for (const entry of entries) if (!seen.has(entry)) visit(entry);
  return { files, folders: new Set(files.map((file) => dirname(file))), changes, steps };
}

const args = process.argv.slice(2);
const list = args.includes("--list");
skipped = (
  args
    .find((arg) => arg.startsWith("--skip="))
    ?.slice("--skip=".length)
    .split(",") ?? []
)
  .filter(Boolean)
  .map((folder) => resolve("functions/src", folder));
const entries = args.filter((arg) => !arg.startsWith("--")).map((arg) => resolve(arg));
if (entries.length === 0) {
  console.error("Name one or more entry files, e.g. functions/src/http/routes/export-routes.ts");
  process.exit(2);
}
const result = walk(entries);
const root = resolve("functions/src");
if (list) for (const step of result.steps) console.log(relative(root, step));
console.log(
  `${result.files.length} files in ${result.folders.size} folders, ${result.changes} changes of folder`,
);
console.log(
  `folders: ${[...result.folders]
    .map((folder) => relative(root, folder) || ".")
    .sort()
    .join(", ")}`,
);
