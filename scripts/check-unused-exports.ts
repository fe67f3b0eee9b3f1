/**
 * `npm run lint:exports`: lists every export in functions/src, web/src and scripts/ that no other
 * module uses, so dead code cannot hide behind an `export` keyword. Part of `npm run lint` and of
 * `npm test`; it fails with the list and what to do about each entry.
 *
 * The rule: an export is used when a module other than its own refers to it (an import, a property
 * of a namespace or of a dynamically imported module, a destructured `await import(...)`, a type
 * query), counting only the modules that count for it:
 * - An export of app code (anything that is not test code) counts as used when app code in another
 *   module uses it. Tests count only for code the app runs: an export its own module also uses,
 *   exported so its test can reach it directly. Code that only tests run is dead: delete it, or
 *   move it into test code. A hook that exists for tests and must sit beside the state it reads
 *   (a cache reset, a counter) says so with `@visibleForTesting` in its doc comment.
 * - An export nothing outside its module uses loses its `export` (`--fix` does that).
 * - An export of test code (`*.test.*`, `*.spec.*`, a `testing/` or `test/` folder, `e2e/`, a file
 *   named `*test-support*` or `*under-test*`) exists for tests: any other module may keep it alive.
 * - A re-export (`export { x } from "./x"` in a barrel) is a use of `x` only when some module
 *   imports `x` from the barrel; a re-export nobody imports is itself listed. `export *` passes uses
 *   through to the original module.
 * - Entry points are used from outside: every export of functions/src/index.ts (the deployed Cloud
 *   Functions), web/src/main.tsx, the vite/vitest/playwright configs, the files npm scripts run, an
 *   export named `main` (a command: functions' build runs `require('./lib/...').main()`, and some
 *   packers are run by hand the same way), the default export of any module
 *   loaded with `import("...")` (React.lazy route pages), and every export of a module a test hands
 *   to `vi.mock` (it stands in for a whole package).
 *
 * It uses the TypeScript compiler's own resolution (the three tsconfigs: functions, web with its
 * path aliases, scripts), with packages in node_modules read as empty modules: only our own modules
 * matter here, and skipping the packages' typings keeps the check to a few seconds.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import ts from "typescript";

const REPO_ROOT = join(__dirname, "..");

/** Where exports are checked; modules elsewhere (functions/test, e2e) still count as users. */
const CHECKED_ROOTS = ["functions/src/", "web/src/", "scripts/"];

/** Each tsconfig owns the files under its folders: a file's references are read in its own program. */
const PROGRAMS: { tsconfig: string; owns: string[] }[] = [
  { tsconfig: "functions/tsconfig.json", owns: ["functions/"] },
  { tsconfig: "web/tsconfig.json", owns: ["web/"] },
  { tsconfig: "tsconfig.scripts.json", owns: ["scripts/", "e2e/", "playwright.config.ts"] },
];

const ENTRY_FILES = new Set(["functions/src/index.ts", "web/src/main.tsx"]);
const CONFIG_FILE = /(^|\/)(vite|vitest|vitest\.[a-z]+|playwright)\.config\.ts$/;

const testCode = new Map<string, boolean>();

function isTestCode(path: string): boolean {
  let answer = testCode.get(path);
  if (answer === undefined) {
    answer = isTestPath(path);
    testCode.set(path, answer);
  }
  return answer;
}

function isTestPath(path: string): boolean {
  return (
    /\.(test|spec)\.tsx?$/.test(path) ||
    /(^|\/)(testing|test|e2e)\//.test(path) ||
    /(test-support|under-test)[^/]*$/.test(path)
  );
}

const repoPaths = new Map<string, string>();

function toRepoPath(fileName: string): string {
  let path = repoPaths.get(fileName);
  if (path === undefined) {
    path = relative(REPO_ROOT, fileName).split(sep).join("/");
    repoPaths.set(fileName, path);
  }
  return path;
}

/** The files npm scripts run (`tsx scripts/start.ts`), from every package.json. */
function npmScriptFiles(): Set<string> {
  const files = new Set<string>();
  for (const folder of ["", "functions/", "web/"]) {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, folder, "package.json"), "utf8")) as {
      scripts?: Record<string, string>;
    };
    for (const command of Object.values(manifest.scripts ?? {})) {
      for (const match of command.matchAll(/(?:^|\s)((?:scripts|src)\/[\w./-]+\.ts)/g)) {
        files.add(`${folder}${match[1]}`);
      }
    }
  }
  return files;
}

interface ExportEntry {
  file: string;
  name: string;
  line: number;
  /** A named re-export of another module's export, as in a barrel. */
  reExport: boolean;
  /** Modules that refer to it, split by whether they are test code. */
  appUsers: Set<string>;
  testUsers: Set<string>;
  usedInOwnModule: boolean;
  visibleForTesting: boolean;
  /** For a re-export: the declaration it passes on. */
  target: string | undefined;
  /** The statements that carry its `export` keyword, for --fix. */
  exportKeywords: ts.Node[];
}

const entries = new Map<string, ExportEntry>();
const entriesByFile = new Map<string, ExportEntry[]>();
/** A declaration's identity (file and position, the same in every program) -> the exports it backs. */
const entriesByDeclaration = new Map<string, Set<string>>();

function declarationId(symbol: ts.Symbol): string | undefined {
  const declaration = symbol.declarations?.[0];
  if (!declaration) return undefined;
  return `${toRepoPath(declaration.getSourceFile().fileName)}:${declaration.pos}`;
}

function link(symbol: ts.Symbol, key: string): void {
  const id = declarationId(symbol);
  if (!id) return;
  let keys = entriesByDeclaration.get(id);
  if (!keys) {
    keys = new Set();
    entriesByDeclaration.set(id, keys);
  }
  keys.add(key);
}

/** Package files are read as empty modules and source files parsed once for all programs. */
function makeHost(options: ts.CompilerOptions, cache: Map<string, ts.SourceFile>): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const libFolder = dirname(ts.getDefaultLibFilePath(options));
  host.getSourceFile = (fileName, languageVersionOrOptions) => {
    const settings =
      typeof languageVersionOrOptions === "object"
        ? languageVersionOrOptions
        : { languageVersion: languageVersionOrOptions };
    const key = `${fileName}|${settings.languageVersion}|${settings.impliedNodeFormat ?? ""}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const isLib = fileName.startsWith(libFolder) && /\/lib\.[\w.]+\.d\.ts$/.test(fileName);
    const isPackage = fileName.includes("/node_modules/") && !isLib;
    const text = fileName.endsWith(".json") ? "{}" : isPackage ? "export {};" : ts.sys.readFile(fileName);
    if (text === undefined) return undefined;
    // Doc comments are not parsed (a third of the time): @visibleForTesting is read from the text.
    const sourceFile = ts.createSourceFile(fileName, text, {
      ...settings,
      jsDocParsingMode: ts.JSDocParsingMode.ParseNone,
    });
    cache.set(key, sourceFile);
    return sourceFile;
  };
  return host;
}

function loadProgram(tsconfig: string, cache: Map<string, ts.SourceFile>): ts.Program {
  const path = join(REPO_ROOT, tsconfig);
  const config = ts.readConfigFile(path, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(path));
  // Only our modules are followed: no ambient package typings, no DOM (promises are what matter).
  const options: ts.CompilerOptions = {
    ...parsed.options,
    types: [],
    lib: ["lib.es2022.d.ts"],
    noEmit: true,
  };
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options,
    host: makeHost(options, cache),
  });
}

function isChecked(path: string): boolean {
  return CHECKED_ROOTS.some((root) => path.startsWith(root)) && !path.endsWith(".d.ts");
}

function registerExports(program: ts.Program, sourceFile: ts.SourceFile): void {
  const checker = program.getTypeChecker();
  const file = toRepoPath(sourceFile.fileName);
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const isAlias = (exported.flags & ts.SymbolFlags.Alias) !== 0;
    const target = isAlias ? checker.getAliasedSymbol(exported) : exported;
    const ownDeclaration = exported.declarations?.find(
      (declaration) => declaration.getSourceFile() === sourceFile,
    );
    // `export *` lends the other module's symbols: they are checked in their own file.
    if (!ownDeclaration) continue;
    const targetFile = target.declarations?.[0]?.getSourceFile();
    const key = `${file}#${exported.name}`;
    const { line } = sourceFile.getLineAndCharacterOfPosition(ownDeclaration.getStart());
    const entry: ExportEntry = {
      file,
      name: exported.name,
      line: line + 1,
      reExport: isAlias && targetFile !== undefined && targetFile !== sourceFile,
      appUsers: new Set(),
      testUsers: new Set(),
      usedInOwnModule: false,
      visibleForTesting: (exported.declarations ?? []).some(isVisibleForTesting),
      exportKeywords: isAlias ? [] : exportKeywordsOf(exported),
      target: isAlias ? declarationId(target) : undefined,
    };
    entries.set(key, entry);
    entriesByFile.set(file, [...(entriesByFile.get(file) ?? []), entry]);
    link(exported, key);
    if (isAlias && targetFile === sourceFile) link(target, key);
  }
}

function isVisibleForTesting(declaration: ts.Declaration): boolean {
  const statement = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
  const text = statement.getSourceFile().text;
  return (ts.getLeadingCommentRanges(text, statement.pos) ?? []).some((range) =>
    text.slice(range.pos, range.end).includes("@visibleForTesting"),
  );
}

function exportKeywordsOf(symbol: ts.Symbol): ts.Node[] {
  const keywords: ts.Node[] = [];
  for (const declaration of symbol.declarations ?? []) {
    const statement = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    const keyword = modifiers?.find((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (keyword && !modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) {
      keywords.push(keyword);
    }
  }
  return keywords;
}

function markUsed(symbol: ts.Symbol, user: string): void {
  const id = declarationId(symbol);
  const keys = id ? entriesByDeclaration.get(id) : undefined;
  for (const key of keys ?? []) {
    const entry = entries.get(key);
    if (entry) addUser(entry, user);
  }
}

function addUser(entry: ExportEntry, user: string): void {
  if (entry.file === user) entry.usedInOwnModule = true;
  else if (isTestCode(user)) entry.testUsers.add(user);
  else entry.appUsers.add(user);
}

/** One step along an alias; a symbol without an alias declaration (a CommonJS shape) jumps to the end. */
function immediateTarget(checker: ts.TypeChecker, alias: ts.Symbol): ts.Symbol | undefined {
  try {
    return checker.getImmediateAliasedSymbol(alias);
  } catch {
    return checker.getAliasedSymbol(alias);
  }
}

/** Marks the symbol and every alias on the way to its declaration (import -> barrel -> module). */
function markChain(checker: ts.TypeChecker, start: ts.Symbol, user: string): void {
  let symbol = start;
  for (let depth = 0; depth < 20; depth += 1) {
    markUsed(symbol, user);
    if ((symbol.flags & ts.SymbolFlags.Alias) === 0) return;
    const next = immediateTarget(checker, symbol);
    if (!next || next === symbol) return;
    symbol = next;
  }
}

function isDeclarationName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isFunctionDeclaration(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isInterfaceDeclaration(parent) ||
      ts.isTypeAliasDeclaration(parent) ||
      ts.isEnumDeclaration(parent) ||
      ts.isModuleDeclaration(parent)) &&
    parent.name === node
  );
}

function moduleFileOf(checker: ts.TypeChecker, specifier: ts.Expression): string | undefined {
  const declaration = checker.getSymbolAtLocation(specifier)?.declarations?.[0];
  return declaration && ts.isSourceFile(declaration) ? toRepoPath(declaration.fileName) : undefined;
}

function isViMock(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (
      ts.isCallExpression(current) &&
      ts.isPropertyAccessExpression(current.expression) &&
      ts.isIdentifier(current.expression.expression) &&
      current.expression.expression.text === "vi" &&
      ["mock", "doMock"].includes(current.expression.name.text)
    ) {
      return true;
    }
  }
  return false;
}

function markWholeModule(file: string, names: "all" | "default", user: string): void {
  for (const entry of entriesByFile.get(file) ?? []) {
    if (names === "default" && entry.name !== "default") continue;
    addUser(entry, user);
  }
}

/** Modules reached as a whole value (`import("...")`, `import * as`): their members are looked up by name. */
function modulesUsedAsValues(program: ts.Program, sourceFile: ts.SourceFile, found: Set<string>): void {
  const checker = program.getTypeChecker();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      const file = specifier ? moduleFileOf(checker, specifier) : undefined;
      if (file) found.add(file);
    }
    if (ts.isNamespaceImport(node) && ts.isStringLiteral(node.parent.parent.moduleSpecifier)) {
      const file = moduleFileOf(checker, node.parent.parent.moduleSpecifier);
      if (file) found.add(file);
    }
    // `typeof import("./x")` types a module loaded from a computed path (vite's SSR build).
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const file = moduleFileOf(checker, node.argument.literal);
      if (file) found.add(file);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
}

function isMemberName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isQualifiedName(parent) && parent.right === node)
  );
}

/**
 * Marks what `sourceFile` refers to. Plain names resolve cheaply; a member (`module.name`,
 * `const { name } = await import(...)`) needs its object's type, so only the names that modules
 * used as values export are looked up that way.
 */
function readReferences(
  program: ts.Program,
  sourceFile: ts.SourceFile,
  exportedNames: Set<string>,
  memberNames: Set<string>,
): void {
  const checker = program.getTypeChecker();
  const user = toRepoPath(sourceFile.fileName);
  const visit = (node: ts.Node): void => {
    if (ts.isExportSpecifier(node) || ts.isExportDeclaration(node)) return; // a re-export is not a use
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      const file = specifier ? moduleFileOf(checker, specifier) : undefined;
      if (file) markWholeModule(file, isViMock(node) ? "all" : "default", user);
    }
    if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const key = node.propertyName ?? node.name;
      if (ts.isIdentifier(key) && memberNames.has(key.text)) {
        const property = checker.getTypeAtLocation(node.parent).getProperty(key.text);
        if (property) markChain(checker, property, user);
      }
    }
    if (ts.isIdentifier(node) && !isDeclarationName(node)) {
      const inImport = ts.isImportClause(node.parent) || ts.isImportSpecifier(node.parent);
      const names = isMemberName(node) ? memberNames : exportedNames;
      if (inImport || names.has(node.text)) {
        const symbol = checker.getSymbolAtLocation(node);
        if (symbol) markChain(checker, symbol, user);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
}

function ownedBy(path: string, owns: string[]): boolean {
  return owns.some((prefix) => path === prefix || path.startsWith(prefix));
}

function isEntry(entry: ExportEntry, scriptFiles: Set<string>): boolean {
  return (
    ENTRY_FILES.has(entry.file) ||
    CONFIG_FILE.test(entry.file) ||
    scriptFiles.has(entry.file) ||
    entry.name === "main"
  );
}

function advice(entry: ExportEntry): string {
  const tests = [...entry.testUsers];
  if (entry.reExport) {
    return `re-export nobody imports from here: remove it${tests.length > 0 ? ` (tests import it: ${tests.join(", ")}; point them at the module itself)` : ""}`;
  }
  if (tests.length > 0) {
    return `only tests run it (${tests.join(", ")}): delete it with its tests, move it into test code, or mark a test hook @visibleForTesting`;
  }
  if (entry.usedInOwnModule) return "used only inside its module: drop the `export` (--fix does it)";
  return "used nowhere: delete it";
}

/** --fix: drops `export` from what only its own module uses; the rest needs a person. */
function dropExportKeywords(unused: ExportEntry[]): number {
  const edits = new Map<string, ts.Node[]>();
  let left = 0;
  for (const entry of unused) {
    if (!entry.usedInOwnModule || entry.testUsers.size > 0 || entry.exportKeywords.length === 0) {
      console.log(`  left for you: ${entry.file}:${entry.line}  ${entry.name}  ${advice(entry)}`);
      left += 1;
      continue;
    }
    edits.set(entry.file, [...(edits.get(entry.file) ?? []), ...entry.exportKeywords]);
  }
  for (const [file, keywords] of edits) {
    const path = join(REPO_ROOT, file);
    let text = readFileSync(path, "utf8");
    const starts = [...new Set(keywords.map((keyword) => keyword.getStart()))].sort((a, b) => b - a);
    for (const start of starts) text = text.slice(0, start) + text.slice(start).replace(/^export\s+/, "");
    writeFileSync(path, text);
  }
  console.log(`Dropped \`export\` in ${edits.size} files; ${left} left for you.`);
  return left === 0 ? 0 : 1;
}

function main(): number {
  const started = Date.now();
  const cache = new Map<string, ts.SourceFile>();
  const programs = PROGRAMS.map((spec) => ({ ...spec, program: loadProgram(spec.tsconfig, cache) }));
  const owned = (spec: (typeof programs)[number]) =>
    spec.program
      .getSourceFiles()
      .filter((file) => !file.isDeclarationFile && ownedBy(toRepoPath(file.fileName), spec.owns))
      .filter((file) => !file.fileName.includes("/node_modules/") && existsSync(file.fileName));

  for (const spec of programs) {
    for (const file of owned(spec)) {
      if (isChecked(toRepoPath(file.fileName))) registerExports(spec.program, file);
    }
  }
  const exportedNames = new Set([...entries.values()].map((entry) => entry.name));
  const valueModules = new Set<string>();
  for (const spec of programs) {
    for (const file of owned(spec)) modulesUsedAsValues(spec.program, file, valueModules);
  }
  const memberNames = new Set(
    [...entries.values()].filter((entry) => valueModules.has(entry.file)).map((entry) => entry.name),
  );
  for (const spec of programs) {
    for (const file of owned(spec)) readReferences(spec.program, file, exportedNames, memberNames);
  }

  const scriptFiles = npmScriptFiles();
  // What an entry point re-exports (the Cloud Functions in functions/src/index.ts) is used from outside.
  for (const entry of entries.values()) {
    if (!entry.reExport || !entry.target || !isEntry(entry, scriptFiles)) continue;
    for (const key of entriesByDeclaration.get(entry.target) ?? []) {
      const passedOn = entries.get(key);
      if (passedOn) addUser(passedOn, entry.file);
    }
  }
  const testsCount = (entry: ExportEntry) =>
    isTestCode(entry.file) || entry.visibleForTesting || (entry.usedInOwnModule && !entry.reExport);
  const unused = [...entries.values()]
    .filter((entry) => !isEntry(entry, scriptFiles))
    .filter((entry) => entry.appUsers.size === 0 && (entry.testUsers.size === 0 || !testsCount(entry)))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  if (process.argv.includes("--fix")) return dropExportKeywords(unused);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (unused.length === 0) {
    console.log(`No unused exports (${entries.size} exports checked in ${seconds} s).`);
    return 0;
  }
  console.log(`${unused.length} unused export(s) (${entries.size} checked in ${seconds} s):\n`);
  for (const entry of unused) console.log(`  ${entry.file}:${entry.line}  ${entry.name}  ${advice(entry)}`);
  console.log(
    "\nDelete what nothing uses; drop `export` where only the module itself uses the name" +
      " (npm run lint:exports -- --fix);\nmove code only tests run into test code, or mark a test hook" +
      " on the module's own state @visibleForTesting.\nThe rule is in scripts/check-unused-exports.ts.",
  );
  return 1;
}

process.exit(main());
