/**
 * Collects one logo's SVG: defs, drawing order, unique ids, and a ledger of every
 * text/background colour pair so tests can prove each meets the contrast rule.
 */
export interface ContrastCheck {
  role: "name" | "tagline" | "initials";
  foreground: string;
  background: string;
}

export const CANVAS = 1024;

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

  add(markup: string): void {
    if (markup) this.parts.push(markup);
  }

  check(role: ContrastCheck["role"], foreground: string, background: string): void {
    this.checks.push({ role, foreground, background });
  }

  region(role: PlacedRegion["role"], box: { x1: number; y1: number; x2: number; y2: number }): void {
    this.regions.push({ role, ...box });
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}"><rect width="${CANVAS}" height="${CANVAS}" fill="${this.background}"/>${this.parts.join("")}</svg>`;
  }
}
