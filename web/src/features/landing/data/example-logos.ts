/**
 * The landing page's sample logos (id, url, name): real designs by Markery's
 * own engine, shipped as static files in web/public/examples/row-{row}-{n}.png. The brief is
 * what each was generated from, so the set can be regenerated.
 */
export interface SampleLogo {
  id: number;
  url: string;
  name: string;
  brief: string;
}

export interface ExampleRow {
  logos: SampleLogo[];
  direction: "left" | "right";
  /** Relative speed of its row (1, 0.9, 0.8). */
  speed: number;
}

const BRIEFS: ReadonlyArray<ReadonlyArray<readonly [name: string, brief: string]>> = [
  [
    ["Northwind Coffee", "Small-batch coffee roaster and cafe by the harbour, warm and crafted"],
    ["Bloom & Petal", "Neighbourhood florist with seasonal bouquets, soft and elegant"],
    ["Summit Fitness", "Strength and conditioning gym for busy professionals, bold and energetic"],
    ["Pixel Forge", "Indie game studio making colourful puzzle games, playful and modern"],
    ["Harbor Books", "Independent bookshop with a reading cafe, classic and friendly"],
  ],
  [
    ["Sunny Paws", "Dog walking and pet sitting service, cheerful and trustworthy"],
    ["Verde Kitchen", "Plant-based restaurant with fresh seasonal food, natural and fresh"],
    ["Atlas Legal", "Small business law firm, precise and reliable"],
    ["Lumen Studio", "Wedding and portrait photography studio, light and minimal"],
    ["Tidewater Surf", "Surf school and board shop on the coast, relaxed and sporty"],
  ],
  [
    ["Maple & Co.", "Handmade wooden furniture and home goods, warm and rustic"],
    ["Nova Dental", "Modern family dental clinic, clean and calm"],
    ["Copper Kettle", "Loose-leaf tea shop and tasting room, cosy and traditional"],
    ["Quill Writers", "Copywriting and content agency, smart and creative"],
    ["Brightpath Tutoring", "After-school tutoring for maths and science, encouraging and bright"],
  ],
];

const MOTION: ReadonlyArray<Pick<ExampleRow, "direction" | "speed">> = [
  { direction: "left", speed: 1 },
  { direction: "right", speed: 0.9 },
  { direction: "left", speed: 0.8 },
];

export const EXAMPLE_ROWS: readonly ExampleRow[] = BRIEFS.map((row, rowIndex) => ({
  ...(MOTION[rowIndex] ?? { direction: "left", speed: 1 }),
  logos: row.map(([name, brief], index) => ({
    id: rowIndex * row.length + index + 1,
    url: `/examples/row-${rowIndex + 1}-${index + 1}.png`,
    name,
    brief,
  })),
}));

/** The logo shown in the hero: the landing page's largest paint, preloaded by index.html. */
export const HERO_EXAMPLE_URL = "/examples/row-1-1.png";
