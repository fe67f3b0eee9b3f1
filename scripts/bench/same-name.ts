/**
 * Customers who share a brand name: how often a generation still finds a symbol nobody else
 * bought. Twenty customers of one name each buy their first design (a new project's first logo,
 * as the journeys do); then twenty more with the same name each ask for one logo through the
 * generation's own redraw rule (renderLogos), checked against those sales as the register would,
 * symbol to symbol. No emulators: the sales are kept in memory.
 */
import { renderLogos } from "../../functions/src/domain/generation/render-logos";
import { cosineDistance } from "../../functions/src/domain/ports/logo-fingerprinter";
import { mixSeed } from "../../functions/src/engine/random";
import { memoryFiles } from "../../functions/src/providers/file-store/testing/memory-files";
import { DesignEngineProvider } from "../../functions/src/providers/logo-design/engine-provider";
import { markedLogoImages } from "../../functions/src/providers/logo-images/testing/marked-logo-images";
import { silhouetteFingerprinter } from "../../functions/src/providers/look-alike/silhouette-fingerprinter";

const BRIEFS = [
  {
    brandName: "Harbor & Pine",
    description: "Coastal woodworking studio making furniture from reclaimed pine",
  },
  { brandName: "Crumb & Co.", description: "A neighbourhood bakery with sourdough" },
];
const SALES = 20;
const CUSTOMERS = 20;

/** A stored logo's fingerprint from its master: its symbol, or null when it names none. */
async function symbolOf(svg: string | null): Promise<number[] | null> {
  return svg ? silhouetteFingerprinter.symbolOfVector(svg) : null;
}

export async function benchSameName(): Promise<string[]> {
  const engine = new DesignEngineProvider();
  const signal = new AbortController().signal;
  const lines: string[] = [];
  for (const brief of BRIEFS) {
    const sold: number[][] = [];
    for (let sale = 0; sale < SALES; sale++) {
      const seed = mixSeed(1, "sale", sale) % 2 ** 31;
      const [direction] = await engine.planDirections({ brief, count: 1, existing: [], seed });
      if (!direction) continue;
      const drawn = await engine.designLogo({ brief, direction, variant: 0, seed, signal });
      const symbol = await symbolOf(drawn.svg);
      if (symbol) sold.push(symbol);
    }
    let served = 0;
    let draws = 0;
    for (let customer = 0; customer < CUSTOMERS; customer++) {
      const seed = mixSeed(2, "customer", customer) % 2 ** 31;
      const [direction] = await engine.planDirections({ brief, count: 1, existing: [], seed });
      if (!direction) continue;
      const made = await renderLogos({
        uid: `customer-${customer}`,
        brief,
        seed,
        slots: [{ logoId: `logo-${customer}`, promptId: "prompt", direction, variant: 0, position: 0 }],
        designer: engine,
        files: memoryFiles(),
        logoImages: markedLogoImages,
        deadline: signal,
        ownedByAnother: async (rendered) => {
          draws++;
          const symbol = await symbolOf(rendered.svg);
          return (
            symbol !== null &&
            sold.some((other) => cosineDistance(other, symbol) < silhouetteFingerprinter.sameSymbolUnder)
          );
        },
      });
      if (made.length === 1) served++;
    }
    lines.push(
      `${brief.brandName}: after ${SALES} sales of the name, ${served} of ${CUSTOMERS} new customers got a logo (${draws} drawings checked)`,
    );
  }
  return lines;
}
