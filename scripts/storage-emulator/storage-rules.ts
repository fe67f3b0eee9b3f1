/**
 * storage.rules, as far as this emulator can evaluate them. The official emulator runs Firebase's
 * rules engine (a download these machines cannot make); this reads the same file and evaluates
 * `match` blocks with `{name}` and `{name=**}` segments and `allow` statements whose condition is
 * absent, `true` or `false`. Anything else (functions, `request.auth`, `resource`) is a condition it
 * cannot decide, so it denies: the emulator may refuse more than production would, never allow
 * more. Markery's rules deny every client, which this evaluates exactly.
 */
import { readFileSync } from "node:fs";

/** The operations rules grant: read = get + list, write = create + update + delete. */
export type RulesOperation = "get" | "list" | "create" | "update" | "delete";

const OPERATION_GROUPS: Record<string, readonly RulesOperation[]> = {
  read: ["get", "list"],
  write: ["create", "update", "delete"],
  get: ["get"],
  list: ["list"],
  create: ["create"],
  update: ["update"],
  delete: ["delete"],
};

interface AllowStatement {
  operations: RulesOperation[];
  /** true, false, or null when the condition is beyond this evaluator (denies). */
  verdict: boolean | null;
  condition: string;
}

interface MatchBlock {
  pattern: string[];
  allows: AllowStatement[];
  children: MatchBlock[];
}

export interface StorageRules {
  /** Whether a client without a download token may do `operation` on the object `name`. */
  allows(bucket: string, name: string, operation: RulesOperation): boolean;
  /** Conditions this evaluator cannot decide (they deny), for a warning at start. */
  undecided: string[];
}

class StorageRulesError extends Error {}

/** Splits the source into words, punctuation and the raw text of conditions. */
function tokenize(source: string): string[] {
  const text = source.replace(/\/\/[^\n]*/g, " ").replace(/\/\*[\s\S]*?\*\//g, " ");
  const tokens: string[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? "";
    if (/\s/.test(char)) {
      index += 1;
    } else if ("!<>=".includes(char) && text[index + 1] === "=") {
      tokens.push(`${char}=`);
      index += 2;
    } else if ("{};:,=".includes(char)) {
      tokens.push(char);
      index += 1;
    } else if (char === "'" || char === '"') {
      const end = text.indexOf(char, index + 1);
      if (end < 0) throw new StorageRulesError("Unterminated string in storage.rules");
      tokens.push(text.slice(index, end + 1));
      index = end + 1;
    } else {
      const word = /^[^\s{};:,=]+/.exec(text.slice(index))?.[0] ?? char;
      tokens.push(word);
      index += word.length;
    }
  }
  return tokens;
}

class RulesParser {
  private position = 0;
  readonly undecided: string[] = [];

  constructor(private readonly tokens: string[]) {}

  private peek(): string | undefined {
    return this.tokens[this.position];
  }

  private take(expected?: string): string {
    const token = this.tokens[this.position];
    if (token === undefined || (expected !== undefined && token !== expected)) {
      throw new StorageRulesError(
        `storage.rules: expected ${expected ?? "more"} but found ${token ?? "the end"}`,
      );
    }
    this.position += 1;
    return token;
  }

  parseFile(): MatchBlock[] {
    if (this.peek() === "rules_version") {
      this.take();
      this.take("=");
      this.take();
      this.take(";");
    }
    this.take("service");
    if (this.take() !== "firebase.storage")
      throw new StorageRulesError("storage.rules: not a firebase.storage service");
    this.take("{");
    const blocks = this.parseBody().children;
    this.take("}");
    return blocks;
  }

  private parseBody(): { allows: AllowStatement[]; children: MatchBlock[] } {
    const allows: AllowStatement[] = [];
    const children: MatchBlock[] = [];
    while (this.peek() !== undefined && this.peek() !== "}") {
      const keyword = this.take();
      if (keyword === "match") children.push(this.parseMatch());
      else if (keyword === "allow") allows.push(this.parseAllow());
      else throw new StorageRulesError(`storage.rules: this emulator cannot read "${keyword}" statements`);
    }
    return { allows, children };
  }

  private parseMatch(): MatchBlock {
    let path = "";
    while (this.peek() !== "{" || path.endsWith("/")) path += this.take();
    // A path segment written as {name=**} arrives as "{", "name", "=", "**", "}".
    const pattern = this.joinSegments(path);
    this.take("{");
    const body = this.parseBody();
    this.take("}");
    return { pattern, ...body };
  }

  private joinSegments(start: string): string[] {
    let path = start;
    while (path.endsWith("/") || path.split("{").length > path.split("}").length) {
      path += this.take();
    }
    return path.split("/").filter((segment) => segment !== "");
  }

  private parseAllow(): AllowStatement {
    const operations: RulesOperation[] = [];
    for (;;) {
      const name = this.take();
      const group = OPERATION_GROUPS[name];
      if (!group) throw new StorageRulesError(`storage.rules: unknown operation "${name}"`);
      operations.push(...group);
      if (this.peek() !== ",") break;
      this.take(",");
    }
    if (this.peek() === ";") {
      this.take(";");
      return { operations, verdict: true, condition: "(no condition)" };
    }
    this.take(":");
    this.take("if");
    const parts: string[] = [];
    while (this.peek() !== ";") parts.push(this.take());
    this.take(";");
    const condition = parts
      .join(" ")
      .replace(/^\(+|\)+$/g, "")
      .trim();
    const verdict = condition === "true" ? true : condition === "false" ? false : null;
    if (verdict === null) this.undecided.push(condition);
    return { operations, verdict, condition };
  }
}

/** Matches a pattern against path segments; `{x=**}` takes the rest (zero or more). */
function matchPrefix(pattern: string[], segments: string[]): number[] {
  const ends: number[] = [];
  const walk = (p: number, s: number) => {
    if (p === pattern.length) {
      ends.push(s);
      return;
    }
    const part = pattern[p] ?? "";
    if (/^\{[^}=]+=\*\*\}$/.test(part)) {
      for (let rest = s; rest <= segments.length; rest++) walk(p + 1, rest);
      return;
    }
    if (s >= segments.length) return;
    if (/^\{[^}]+\}$/.test(part) || part === segments[s]) walk(p + 1, s + 1);
  };
  walk(0, 0);
  return ends;
}

function granted(
  blocks: MatchBlock[],
  segments: string[],
  start: number,
  operation: RulesOperation,
): boolean {
  for (const block of blocks) {
    for (const end of matchPrefix(block.pattern, segments.slice(start))) {
      const consumed = start + end;
      const complete = consumed === segments.length;
      if (
        complete &&
        block.allows.some((allow) => allow.verdict === true && allow.operations.includes(operation))
      ) {
        return true;
      }
      if (granted(block.children, segments, consumed, operation)) return true;
    }
  }
  return false;
}

export function parseStorageRules(source: string): StorageRules {
  const parser = new RulesParser(tokenize(source));
  const blocks = parser.parseFile();
  return {
    undecided: parser.undecided,
    allows(bucket, name, operation) {
      const segments = ["b", bucket, "o", ...name.split("/")];
      return granted(blocks, segments, 0, operation);
    },
  };
}

/** The rules in a file; no file means no rules, and no rules allow nothing. */
export function loadStorageRules(path: string | null): StorageRules {
  if (path === null) return { undecided: [], allows: () => false };
  return parseStorageRules(readFileSync(path, "utf8"));
}
