import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { BrandBrief } from "../functions/src/domain/ports/logo-designer";
import { BRIEF_SET } from "../functions/src/engine/briefs/brief-set";
import { SCRIPT_BRIEFS } from "../functions/src/engine/briefs/script-briefs";
import { UNIQUE_MARK_TRADES } from "../functions/src/engine/marks/unique-mark-trades";
import { toPathData, translateScale } from "../functions/src/engine/path-geometry";
import { mixSeed } from "../functions/src/engine/random";
import { previewPng } from "../functions/src/engine/render";
import { shapeLine } from "../functions/src/engine/text-outline";
import { DesignEngineProvider } from "../functions/src/providers/logo-design/engine-provider";

/**
 * Contact sheet of the offline engine: varied briefs x 6 logos (one first create: 2 directions x
 * 3 logos), so anyone can judge the output at a glance. Writes a PNG sheet and an HTML page
 * with the 512 px previews and each direction's description into .cache/gallery/. The first
 * rows are the seven briefs that once misstated the business (taglines and symbols that misstated the business).
 * A second page, scripts.html and scripts-sheet.png, shows names in every script the engine sets.
 * A third, trades.html and trades-sheet.png, shows the marks of the unique-marks test: for each
 * trade a row of eight brands (one description, different names), each brand's first create as
 * a column of six logos, so it is plain that no two brands of a trade share a symbol.
 */
const ISSUE_BRIEFS: BrandBrief[] = BRIEF_SET.filter((b) => b.fromIssue).map(({ brandName, description }) => ({
  brandName,
  description,
}));

const BRIEFS: BrandBrief[] = [
  ...ISSUE_BRIEFS,
  { brandName: "Acme Bakery", description: "Artisan sourdough bakery with a warm, rustic feel" },
  { brandName: "Hart & Lowe", description: "Boutique law firm for family businesses" },
  { brandName: "Wobble", description: "Toy shop for kids, colourful and playful" },
  { brandName: "Cipher Nine", description: "Cybersecurity startup protecting small companies" },
  { brandName: "Happy Paws", description: "Dog grooming salon and pet spa" },
  { brandName: "Summit Trails", description: "Guided hiking trips in the Alps" },
  { brandName: "Café Zoë", description: "Specialty coffee shop and brunch spot" },
  { brandName: "Lumière Skin", description: "Luxury skincare and beauty studio, elegant and calm" },
  { brandName: "Ironclad Gym", description: "Strength and conditioning gym, bold and energetic" },
  { brandName: "Greenleaf Landscaping", description: "Eco-friendly lawn care and garden design" },
  {
    brandName: "Northwind Analytics",
    description: "AI data platform for logistics teams, modern and minimal",
  },
  { brandName: "Bloom & Wild", description: "Florist with fresh seasonal bouquets" },
  { brandName: "東京 Sushi", description: "Sushi bar and Japanese kitchen" },
  { brandName: "O'Brien & Sons Plumbing", description: "Family plumbing and heating, trusted since 1982" },
  { brandName: "Ωmega Labs", description: "Biotech research lab" },
  {
    brandName: "The Riverside Community Centre for Arts, Crafts and Lifelong Learning",
    description: "Community art classes and workshops",
  },
];

const SEED = 2024;
const TILE = 256;
const GAP = 12;
const LABEL_WIDTH = 360;
const OUT_DIR = path.resolve(__dirname, "..", ".cache", "gallery");

function labelSvg(title: string, subtitle: string, width: number, height: number): string {
  const lines: string[] = [];
  const draw = (text: string, family: string, weight: number, size: number, y: number, fill: string) => {
    const line = shapeLine(text, { family, weight }, 0);
    const scale = Math.min(size, (width - 24) / Math.max(line.width, 0.01));
    lines.push(`<path d="${toPathData(translateScale(line.commands, 12, y, scale))}" fill="${fill}"/>`);
  };
  draw(title, "inter", 700, 24, height / 2 - 6, "#1b1b1f");
  draw(subtitle, "inter", 400, 15, height / 2 + 22, "#55565e");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f0f0f2"/>${lines.join("")}</svg>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}

function taglineOf(spec: unknown): string {
  return typeof spec === "object" && spec !== null && "tagline" in spec && typeof spec.tagline === "string"
    ? spec.tagline
    : "";
}

interface GalleryBrief extends BrandBrief {
  /** The label's second line. */
  subtitle: string;
}

/** One page of the gallery: a contact sheet and an HTML page, 6 logos per brief. */
async function galleryPage(
  title: string,
  briefs: readonly GalleryBrief[],
  files: { prefix: string; sheet: string; html: string },
): Promise<void> {
  const provider = new DesignEngineProvider();
  const composites: sharp.OverlayOptions[] = [];
  const rows: string[] = [];
  const started = performance.now();
  for (const [row, gallery] of briefs.entries()) {
    const brief: BrandBrief = { brandName: gallery.brandName, description: gallery.description };
    const directions = await provider.planDirections({ brief, count: 2, existing: [], seed: SEED });
    const top = GAP + row * (TILE + GAP);
    const label = await sharp(Buffer.from(labelSvg(brief.brandName, gallery.subtitle, LABEL_WIDTH, TILE)))
      .png()
      .toBuffer();
    composites.push({ input: label, left: GAP, top });
    const cells: string[] = [];
    let column = 0;
    for (const [d, direction] of directions.entries()) {
      for (let variant = 0; variant < 3; variant++) {
        const logo = await provider.designLogo({ brief, direction, variant, seed: SEED });
        const file = `${files.prefix}-${row}-${d}-${variant}.png`;
        const preview = await previewPng(logo.preview);
        writeFileSync(path.join(OUT_DIR, file), preview);
        if (variant === 0 && logo.svg)
          writeFileSync(path.join(OUT_DIR, `${files.prefix}-${row}-${d}-${variant}.svg`), logo.svg);
        const tile = await sharp(preview).resize(TILE, TILE).png().toBuffer();
        composites.push({ input: tile, left: GAP + LABEL_WIDTH + GAP + column * (TILE + GAP), top });
        cells.push(
          `<figure><img src="${file}" width="256" height="256" alt=""><figcaption>${escapeHtml(direction.content)}<br>Tagline: ${escapeHtml(taglineOf(direction.spec)) || "(none)"}</figcaption></figure>`,
        );
        column++;
      }
    }
    rows.push(
      `<section><h2 dir="auto">${escapeHtml(brief.brandName)}</h2><p>${escapeHtml(gallery.subtitle)}</p><div class="row">${cells.join("")}</div></section>`,
    );
  }
  const width = GAP + LABEL_WIDTH + GAP + 6 * (TILE + GAP);
  const height = GAP + briefs.length * (TILE + GAP);
  const sheetPath = path.join(OUT_DIR, files.sheet);
  await sharp({ create: { width, height, channels: 3, background: "#d9d9de" } })
    .composite(composites)
    .png()
    .toFile(sheetPath);
  const htmlPath = path.join(OUT_DIR, files.html);
  writeFileSync(
    htmlPath,
    `<!doctype html><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;background:#eee;margin:24px}section{margin-bottom:28px}.row{display:flex;gap:12px;flex-wrap:wrap}figure{margin:0;width:256px}img{border-radius:6px;background:#fff}figcaption{font-size:11px;color:#444;margin-top:4px}h2{margin:0}p{margin:2px 0 8px;color:#555}</style>${rows.join("")}`,
  );
  console.log(
    `${title}: ${briefs.length} briefs x 6 logos in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`  Contact sheet: ${sheetPath}`);
  console.log(`  HTML page:     ${htmlPath}`);
}

const TRADE_TILE = 200;

/**
 * The trades page: one row per trade, eight brands across, each brand's six logos of its first
 * create stacked in its column, with the brand's own project seed as the unique-marks test uses.
 */
async function tradesPage(): Promise<void> {
  const provider = new DesignEngineProvider();
  const composites: sharp.OverlayOptions[] = [];
  const sections: string[] = [];
  const started = performance.now();
  const brandsPerRow = Math.max(...UNIQUE_MARK_TRADES.map((trade) => trade.names.length));
  const headerHeight = 56;
  const rowHeight = headerHeight + 6 * (TRADE_TILE + GAP);
  for (const [row, trade] of UNIQUE_MARK_TRADES.entries()) {
    const top = GAP + row * (rowHeight + GAP);
    const label = await sharp(
      Buffer.from(labelSvg(trade.trade, trade.description, brandsPerRow * (TRADE_TILE + GAP), headerHeight)),
    )
      .png()
      .toBuffer();
    composites.push({ input: label, left: GAP, top });
    const columns: string[] = [];
    for (const [column, brandName] of trade.names.entries()) {
      const brief: BrandBrief = { brandName, description: trade.description };
      const seed = mixSeed("project", brandName);
      const directions = await provider.planDirections({ brief, count: 2, existing: [], seed });
      const cells: string[] = [];
      let index = 0;
      for (const [d, direction] of directions.entries()) {
        for (let variant = 0; variant < 3; variant++) {
          const logo = await provider.designLogo({ brief, direction, variant, seed });
          const file = `trade-${row}-${column}-${d}-${variant}.png`;
          const preview = await previewPng(logo.preview);
          writeFileSync(path.join(OUT_DIR, file), preview);
          const tile = await sharp(preview).resize(TRADE_TILE, TRADE_TILE).png().toBuffer();
          composites.push({
            input: tile,
            left: GAP + column * (TRADE_TILE + GAP),
            top: top + headerHeight + index * (TRADE_TILE + GAP),
          });
          cells.push(`<img src="${file}" width="${TRADE_TILE}" height="${TRADE_TILE}" alt="">`);
          index++;
        }
      }
      columns.push(`<div class="brand"><h3>${escapeHtml(brandName)}</h3>${cells.join("")}</div>`);
    }
    sections.push(
      `<section><h2>${escapeHtml(trade.trade)}</h2><p>${escapeHtml(trade.description)}</p><div class="row">${columns.join("")}</div></section>`,
    );
  }
  const width = GAP + brandsPerRow * (TRADE_TILE + GAP);
  const height = GAP + UNIQUE_MARK_TRADES.length * (rowHeight + GAP);
  const sheetPath = path.join(OUT_DIR, "trades-sheet.png");
  await sharp({ create: { width, height, channels: 3, background: "#d9d9de" } })
    .composite(composites)
    .png()
    .toFile(sheetPath);
  const htmlPath = path.join(OUT_DIR, "trades.html");
  writeFileSync(
    htmlPath,
    `<!doctype html><meta charset="utf-8"><title>Markery engine gallery: marks of their own</title><style>body{font-family:system-ui,sans-serif;background:#eee;margin:24px}section{margin-bottom:32px}.row{display:flex;gap:12px;overflow-x:auto}.brand{display:flex;flex-direction:column;gap:8px;width:${TRADE_TILE}px}.brand img{border-radius:6px;background:#fff}h3{font-size:13px;margin:0;height:32px}h2{margin:0;text-transform:capitalize}p{margin:2px 0 8px;color:#555}</style>${sections.join("")}`,
  );
  console.log(
    `Marks of their own: ${UNIQUE_MARK_TRADES.length} trades x 8 brands x 6 logos in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`  Contact sheet: ${sheetPath}`);
  console.log(`  HTML page:     ${htmlPath}`);
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  await galleryPage(
    "Markery engine gallery",
    BRIEFS.map((brief) => ({ ...brief, subtitle: brief.description.slice(0, 48) })),
    { prefix: "logo", sheet: "contact-sheet.png", html: "index.html" },
  );
  // Names in every script the type library serves, each in its own row.
  await galleryPage(
    "Markery engine gallery: every script",
    SCRIPT_BRIEFS.map((brief) => ({
      ...brief,
      subtitle: `${brief.script} · ${brief.description}`.slice(0, 48),
    })),
    { prefix: "script", sheet: "scripts-sheet.png", html: "scripts.html" },
  );
  await tradesPage();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
