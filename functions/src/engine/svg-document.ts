/**
 * Collects one logo's SVG: defs, drawing order, unique ids, and a ledger of every
 * text/background colour pair so tests can prove each meets the contrast rule.
 */
export interface ContrastCheck {
  role: "name" | "tagline" | "initials";
  foreground: string;
  background: string;
}

const CANVAS = 1024;

/**
 * The parts a master names on its top-level elements (`data-part`), so the brand kit, the editor
 * and every check find the symbol, the name and the tagline without guessing from shapes. A
 * container is a shape that holds other parts: a symbol's disc, a badge around the name.
 * Decoration (rules, dots, accents) names no part.
 */
type LogoPart = "symbol" | "name" | "tagline" | "container";

/** The mark on the <defs> that holds the symbol's small form. */
export const SMALL_SYMBOL_PART = "small-symbol";

/**
 * The markup with `data-part` on each of its top-level elements. The engine writes the markup
 * itself (no text content, no '>' inside attribute values), so tags can be found by scanning.
 */
export function markPart(markup: string, part: LogoPart): string {
  let depth = 0;
  let out = "";
  let index = 0;
  const tag = /<(\/?)([A-Za-z][\w:-]*)([^>]*?)(\/?)>/g;
  for (let match = tag.exec(markup); match; match = tag.exec(markup)) {
    const [whole, closing, name, attributes, selfClosing] = match;
    out += markup.slice(index, match.index);
    index = match.index + whole.length;
    if (closing) {
      depth -= 1;
      out += whole;
      continue;
    }
    out += depth === 0 ? `<${name} data-part="${part}"${attributes}${selfClosing}>` : whole;
    if (!selfClosing) depth += 1;
  }
  return out + markup.slice(index);
}

/** Where a layout put the name and the symbol, so tests can prove they never collide. */
export interface PlacedRegion {
  role: "name" | "tagline" | "symbol";
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export class SvgDocument {
  private readonly parts: string[] = [];
  private smallSymbol = "";
  private counter = 0;
  readonly checks: ContrastCheck[] = [];
  readonly regions: PlacedRegion[] = [];

  constructor(
    readonly background: string,
    private readonly idPrefix: string,
  ) {}

  id(hint: string): string {
    this.counter += 1;
    return `${this.idPrefix}-${hint}${this.counter}`;
  }

  /** Adds artwork; `part` names what it is (see LogoPart), decoration passes none. */
  add(markup: string, part?: LogoPart): void {
    if (markup) this.parts.push(part ? markPart(markup, part) : markup);
  }

  /**
   * The symbol's small form (marks/small-form.ts), in a 1000-unit square: kept in the master's
   * <defs>, so it is never drawn with the logo, for the kit's favicon and smallest icons.
   */
  setSmallSymbol(markup: string): void {
    this.smallSymbol = markup;
  }

  check(role: ContrastCheck["role"], foreground: string, background: string): void {
    this.checks.push({ role, foreground, background });
  }

  region(role: PlacedRegion["role"], box: { x1: number; y1: number; x2: number; y2: number }): void {
    this.regions.push({ role, ...box });
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}"><rect width="${CANVAS}" height="${CANVAS}" fill="${this.background}"/>${this.smallSymbol ? `<defs data-part="${SMALL_SYMBOL_PART}">${this.smallSymbol}</defs>` : ""}${this.parts.join("")}</svg>`;
  }
}
