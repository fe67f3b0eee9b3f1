/**
 * A master read once for animation: its artwork cut into the items that move (the symbol's
 * shapes, its container, the name's letters, the tagline, decoration), each with its markup,
 * geometry and box, in drawing order, and the markup around them kept as written.
 */
import { type Box, findLogoParts, unionBoxes } from "../graphics/logo-parts";
import { gradientColours } from "../graphics/svg-paints";
import { attribute, parseSvg, type SvgElement, serialize, type ViewBox, walk } from "../graphics/svg-tree";
import { nameLetters, type ReadingDirection } from "./letters";
import { type Definitions, type Piece, piecesOf } from "./vector-pieces";

type ItemRole = "container" | "symbol" | "letter" | "tagline" | "decoration" | "guide";

export interface SceneItem {
  role: ItemRole;
  /** Its place among the items of its role, in the order they enter. */
  index: number;
  count: number;
  markup: string;
  pieces: Piece[];
  box: Box;
  /** The box of its part (the whole symbol, the whole name): what moves as one is centred on it. */
  partBox: Box;
}

type Slot = { kind: "static"; markup: string } | { kind: "item"; item: SceneItem };

export interface MotionScene {
  /**
   * The master's viewBox. Every piece's geometry and every item's box is in the Lottie's units,
   * whose canvas starts at 0,0, while each item's markup keeps the master's own coordinates: an
   * SVG of the scene places geometry with `boxInMaster` and `outlinesInMaster`.
   */
  canvas: ViewBox;
  /** The root's opening tag, as the master has it. */
  rootOpen: string;
  slots: Slot[];
  items: SceneItem[];
  direction: ReadingDirection;
  background: string | null;
  definitions: Definitions;
  gradients: ReturnType<typeof gradientColours>;
}

/** Above this many shapes a symbol enters element by element rather than shape by shape. */
const MOST_SYMBOL_SHAPES = 24;

/** A box of the scene's geometry in the master's own coordinates, where its markup is drawn. */
export function boxInMaster(scene: Pick<MotionScene, "canvas">, box: Box): Box {
  const { x, y } = scene.canvas;
  return { x1: box.x1 + x, y1: box.y1 + y, x2: box.x2 + x, y2: box.y2 + y };
}

/**
 * Whether a box in the master's coordinates meets its viewBox. resvg-js 2.6 aborts the whole
 * process on a group with opacity that lies wholly off its canvas, and nothing there shows anyway.
 */
export function meetsView(box: Box, view: ViewBox): boolean {
  return box.x2 > view.x && box.x1 < view.x + view.width && box.y2 > view.y && box.y1 < view.y + view.height;
}

/** Markup drawn from the scene's geometry (the draw-on outlines), moved to the master's coordinates. */
export function outlinesInMaster(scene: Pick<MotionScene, "canvas">, markup: string): string {
  const { x, y } = scene.canvas;
  if (!markup || (x === 0 && y === 0)) return markup;
  return `<g transform="translate(${x} ${y})">${markup}</g>`;
}

function rootOpening(root: SvgElement): string {
  return serialize({ ...root, children: [] }).replace(/\/>$/, ">");
}

export function readScene(master: string, direction: ReadingDirection): MotionScene {
  const root = parseSvg(master);
  const parts = findLogoParts(master);
  const definitions: Definitions = new Map();
  for (const element of walk(root)) {
    const id = attribute(element, "id");
    if (id) definitions.set(id, element);
  }
  const gradients = gradientColours(root);
  const prefix =
    parts.canvas.x !== 0 || parts.canvas.y !== 0 ? `translate(${-parts.canvas.x} ${-parts.canvas.y})` : "";
  const piecesFor = (element: SvgElement) => piecesOf(element, definitions, gradients, prefix);

  const symbolElements = new Set(parts.symbol?.elements ?? []);
  const isContainer = (element: SvgElement) =>
    attribute(element, "data-part") === "container" ||
    (parts.method === "derived" && element.name !== "g" && element.name !== "image");
  const symbolShapes = [...symbolElements].filter((e) => !isContainer(e)).flatMap(piecesFor).length;
  const byLeaf = symbolShapes <= MOST_SYMBOL_SHAPES;

  const made = new Map<SvgElement, SceneItem[]>();
  const partItems = (role: ItemRole, elements: SvgElement[], split: (element: SvgElement) => SceneItem[]) => {
    const items = elements.flatMap((element) => {
      const own = split(element);
      made.set(element, own);
      return own;
    });
    const partBox = unionBoxes(items.map((item) => item.box));
    items.forEach((item, index) => {
      item.role = role;
      item.index = index;
      item.count = items.length;
      if (partBox) item.partBox = partBox;
    });
    return items;
  };
  const item = (markup: string, pieces: Piece[]): SceneItem[] => {
    const box = unionBoxes(pieces.map((piece) => piece.box));
    return box ? [{ role: "decoration", index: 0, count: 1, markup, pieces, box, partBox: box }] : [];
  };
  const asOne = (element: SvgElement) => item(serialize(element), piecesFor(element));
  const asLeaves = (element: SvgElement) =>
    piecesFor(element).flatMap((piece) => item(piece.markup, [piece]));

  const artwork = parts.artwork;
  const badges = badgesOf(artwork, symbolElements, parts.name, piecesFor);
  partItems(
    "container",
    artwork.filter((e) => (symbolElements.has(e) && isContainer(e)) || badges.has(e)),
    asOne,
  );
  partItems(
    "symbol",
    artwork.filter((e) => symbolElements.has(e) && !isContainer(e)),
    byLeaf ? asLeaves : asOne,
  );
  const letters = nameLetters(parts.name, direction);
  const letterItems = letters.flatMap((letter) => item(serialize(letter.element), piecesFor(letter.element)));
  const nameBox = unionBoxes(letterItems.map((letter) => letter.box));
  letterItems.forEach((letter, index) => {
    Object.assign(letter, {
      role: "letter",
      index,
      count: letterItems.length,
      partBox: nameBox ?? letter.box,
    });
  });
  partItems("tagline", parts.tagline, asOne);
  const decoration = artwork.filter((e) => !made.has(e) && !parts.name.includes(e));
  partItems("decoration", decoration, asOne);

  const slots: Slot[] = [];
  const items: SceneItem[] = [];
  let lettersPlaced = false;
  // findLogoParts reads its own copy of the master: its artwork is this root's, element for element.
  const drawnChildren = root.children.filter(
    (child): child is SvgElement => child.kind === "element" && child.name !== "defs",
  );
  const artworkHere = drawnChildren.slice(drawnChildren.length - artwork.length);
  const partElement = new Map(artworkHere.map((element, index) => [element, artwork[index] as SvgElement]));
  for (const node of root.children) {
    const child = node.kind === "element" ? partElement.get(node) : undefined;
    if (child) {
      const own = parts.name.includes(child) ? (lettersPlaced ? [] : letterItems) : (made.get(child) ?? []);
      if (parts.name.includes(child)) lettersPlaced = true;
      for (const own1 of own) {
        slots.push({ kind: "item", item: own1 });
        items.push(own1);
      }
      continue;
    }
    slots.push({ kind: "static", markup: serialize(node) });
  }
  const guides = guideItems(items, piecesFor, parts.canvas);
  for (const guide of guides) {
    slots.push({ kind: "item", item: guide });
    items.push(guide);
  }
  return {
    canvas: parts.canvas,
    rootOpen: rootOpening(root),
    slots,
    items,
    direction,
    background: parts.background,
    definitions,
    gradients,
  };
}

/**
 * Shapes the symbol and the name sit on (a badge, an emblem's disc): they are no part of the
 * symbol (the kit leaves them with the full logo), but a symbol or a name knocked out of them is
 * invisible without them, so they enter first, with the symbol's container. The engine marks them
 * as containers; in an unmarked master they are the shapes drawn before the symbol and the name
 * that frame either.
 */
function badgesOf(
  artwork: SvgElement[],
  symbol: Set<SvgElement>,
  name: SvgElement[],
  piecesFor: (element: SvgElement) => Piece[],
): Set<SvgElement> {
  const badges = new Set<SvgElement>();
  const firstPart = artwork.findIndex((element) => symbol.has(element) || name.includes(element));
  const boxOf = (elements: SvgElement[]) => unionBoxes(elements.flatMap(piecesFor).map((piece) => piece.box));
  const framed = [boxOf([...symbol]), boxOf(name)].filter((box): box is Box => box !== null);
  artwork.forEach((element, index) => {
    if (symbol.has(element) || name.includes(element)) return;
    if (attribute(element, "data-part") === "container") {
      badges.add(element);
      return;
    }
    if (attribute(element, "data-part") !== undefined || index > firstPart) return;
    const box = boxOf([element]);
    const frames = (inner: Box) =>
      box !== null && box.x1 <= inner.x1 && box.y1 <= inner.y1 && box.x2 >= inner.x2 && box.y2 >= inner.y2;
    if (framed.some(frames)) badges.add(element);
  });
  return badges;
}

/**
 * Construction lines for the technical style: the name's cap and base lines and the symbol's
 * sides, in the name's colour, thin. They are drawn and gone before the logo settles.
 */
function guideItems(
  items: SceneItem[],
  piecesFor: (element: SvgElement) => Piece[],
  canvas: ViewBox,
): SceneItem[] {
  const name = items.find((item) => item.role === "letter");
  const symbol = items.find((item) => item.role === "symbol" || item.role === "container");
  // The guides are written as markup, so in the master's coordinates like every other item's;
  // their pieces are read from that markup, into the Lottie's units, as every other item's are.
  const inMaster = (box: Box) => boxInMaster({ canvas }, box);
  // What shows on the canvas: a shape left outside the viewBox does not stretch the guides.
  const all = unionBoxes(items.map((item) => inMaster(item.box)).filter((box) => meetsView(box, canvas)));
  if (!all) return [];
  const reach = 0.06 * Math.max(all.x2 - all.x1, all.y2 - all.y1);
  const colour = name?.pieces[0]?.paint.fill;
  const stroke = colour
    ? `rgb(${Math.round(colour.r)},${Math.round(colour.g)},${Math.round(colour.b)})`
    : "#888888";
  const lines: string[] = [];
  if (name) {
    const { y1, y2 } = inMaster(name.partBox);
    lines.push(`M${all.x1 - reach} ${y1}H${all.x2 + reach}`, `M${all.x1 - reach} ${y2}H${all.x2 + reach}`);
  }
  if (symbol) {
    const { x1, x2 } = inMaster(symbol.partBox);
    lines.push(`M${x1} ${all.y1 - reach}V${all.y2 + reach}`, `M${x2} ${all.y1 - reach}V${all.y2 + reach}`);
  }
  const width = Math.max(1, 0.002 * (all.x2 - all.x1 + all.y2 - all.y1));
  const guides = lines.flatMap((d) => {
    const element: SvgElement = {
      kind: "element",
      name: "path",
      attributes: [
        ["d", d],
        ["fill", "none"],
        ["stroke", stroke],
        ["stroke-width", String(Math.round(width * 100) / 100)],
      ],
      children: [],
    };
    const pieces = piecesFor(element);
    const box = unionBoxes(pieces.map((piece) => piece.box));
    return box
      ? [
          {
            role: "guide" as const,
            index: 0,
            count: 1,
            markup: serialize(element),
            pieces,
            box,
            partBox: box,
          },
        ]
      : [];
  });
  guides.forEach((guide, index) => {
    guide.index = index;
    guide.count = guides.length;
  });
  return guides;
}
