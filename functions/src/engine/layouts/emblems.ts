import { fmt, mapCommands, type PathCommand, toPathData } from "../path-geometry";
import { joinsLetters, type ShapedLine, shapeLine } from "../text-outline";
import { CENTER, CONTENT, type LayoutInput } from "./layout-types";
import { blockBox, drawBlock, fitText, measureBlock } from "./text-block";

/**
 * Badges: the name inside a shape (emblem), the name around a ring (badge-ring) and the name in
 * a frame (boxed). Text inside a filled shape uses the palette's on-fill colour, checked >= 4.5:1.
 */

type EmblemShape = "circle" | "shield" | "rounded" | "hexagon" | "arch";
const EMBLEM_SHAPES: readonly EmblemShape[] = ["circle", "shield", "rounded", "arch", "hexagon"];

interface ShapeGeometry {
  path: string;
  /** Width available to text at the shape's middle band. */
  textWidth: number;
  /** Vertical room for content, centred on `centerY`. */
  contentHeight: number;
  centerY: number;
}

function hexagonPath(cx: number, cy: number, r: number): string {
  const pts = Array.from({ length: 6 }, (_, i) => {
    const a = ((60 * i - 90) * Math.PI) / 180;
    return `${fmt(cx + r * Math.cos(a))} ${fmt(cy + r * Math.sin(a))}`;
  });
  return `M${pts.join("L")}Z`;
}

function emblemGeometry(shape: EmblemShape): ShapeGeometry {
  switch (shape) {
    case "circle":
      return { path: `M512 112A400 400 0 1 1 511.99 112Z`, textWidth: 580, contentHeight: 520, centerY: 512 };
    case "shield":
      return {
        path: "M512 96C620 140 724 152 828 150L828 470C828 690 690 840 512 932C334 840 196 690 196 470L196 150C300 152 404 140 512 96Z",
        textWidth: 470,
        contentHeight: 520,
        centerY: 470,
      };
    case "rounded":
      return {
        path: "M216 232H808A96 96 0 0 1 904 328V696A96 96 0 0 1 808 792H216A96 96 0 0 1 120 696V328A96 96 0 0 1 216 232Z",
        textWidth: 680,
        contentHeight: 460,
        centerY: 512,
      };
    case "arch":
      return {
        path: "M232 912V420A280 280 0 0 1 792 420V912Z",
        textWidth: 480,
        contentHeight: 560,
        centerY: 560,
      };
    case "hexagon":
      return { path: hexagonPath(512, 512, 420), textWidth: 520, contentHeight: 480, centerY: 512 };
  }
}

export function layoutEmblem(input: LayoutInput): void {
  const { doc, colors } = input;
  const shape = EMBLEM_SHAPES[input.variation % EMBLEM_SHAPES.length] as EmblemShape;
  const geometry = emblemGeometry(shape);
  // Alternate between a solid badge and an outlined one so a group shows both weights.
  const solid = input.variation % 3 !== 2;
  const ground = solid ? colors.fill : colors.background;
  const textColor = solid ? colors.onFill : input.nameColor;
  const tagColor = solid ? colors.onFill : colors.muted;
  if (solid) {
    doc.add(`<path d="${geometry.path}" fill="${colors.fill}"/>`, "container");
    doc.add(
      `<path d="${geometry.path}" fill="none" stroke="${colors.onFill}" stroke-opacity="0.55" stroke-width="5" transform="translate(512 ${geometry.centerY}) scale(0.93) translate(-512 ${-geometry.centerY})"/>`,
      "container",
    );
  } else {
    doc.add(
      `<path d="${geometry.path}" fill="none" stroke="${colors.primary}" stroke-width="14"/>`,
      "container",
    );
    doc.add(
      `<path d="${geometry.path}" fill="none" stroke="${colors.primary}" stroke-width="4" transform="translate(512 ${geometry.centerY}) scale(0.93) translate(-512 ${-geometry.centerY})"/>`,
      "container",
    );
  }

  const nameCapEm = shapeLine("H", input.nameStyle.font, 0).capHeight;
  const name = fitText(input.name, input.nameStyle, {
    size: 60 / nameCapEm,
    maxWidth: geometry.textWidth,
    maxHeight: geometry.contentHeight * 0.42,
    maxLines: 3,
  });
  const nm = measureBlock(name);
  const tagCapEm = shapeLine("H", input.taglineStyle.font, 0).capHeight;
  // An empty tagline (the editor cleared it) leaves no gap and no rules.
  const tag = input.tagline
    ? fitText(input.tagline, input.taglineStyle, {
        size: Math.max(15, Math.min(22, nm.capHeight * 0.36)) / tagCapEm,
        maxWidth: geometry.textWidth * 0.78,
        maxLines: 1,
      })
    : null;
  const tm = tag ? measureBlock(tag) : null;
  const symbolSize = input.symbol
    ? Math.min(170, geometry.contentHeight - nm.capHeight - nm.baselineSpan - 140)
    : 0;
  const gapSymbol = input.symbol ? 40 : 0;
  const gapTag = tm ? nm.inkBelow * 0.6 + 34 : 0;
  const total = symbolSize + gapSymbol + nm.capHeight + nm.baselineSpan + gapTag + (tm?.capHeight ?? 0);
  const top = geometry.centerY - total / 2;
  if (input.symbol && symbolSize > 60) {
    doc.add(
      input.symbol.draw(doc, CENTER - symbolSize / 2, top, symbolSize, colors, solid ? "fill" : "background"),
    );
    doc.region("symbol", {
      x1: CENTER - symbolSize / 2,
      y1: top,
      x2: CENTER + symbolSize / 2,
      y2: top + symbolSize,
    });
  }
  const baseline = top + symbolSize + gapSymbol + nm.capHeight;
  doc.add(drawBlock(name, CENTER, baseline, "center", textColor), "name");
  doc.region("name", blockBox(name, CENTER, baseline, "center"));
  doc.check("name", textColor, ground);
  if (!tag || !tm) return;
  const tagBaseline = baseline + nm.baselineSpan + gapTag + tm.capHeight;
  doc.add(drawBlock(tag, CENTER, tagBaseline, "center", tagColor), "tagline");
  doc.check("tagline", tagColor, ground);
  // Short rules either side of the tagline, a classic badge detail.
  const ruleY = tagBaseline - tm.capHeight / 2;
  const half = tm.width / 2 + 22;
  const ruleLength = Math.min(56, (geometry.textWidth - tm.width) / 2 - 30);
  if (ruleLength > 16) {
    doc.add(
      `<path d="M${fmt(CENTER - half - ruleLength)} ${fmt(ruleY)}H${fmt(CENTER - half)}M${fmt(CENTER + half)} ${fmt(ruleY)}H${fmt(CENTER + half + ruleLength)}" stroke="${tagColor}" stroke-width="3" stroke-linecap="round"/>`,
    );
  }
}

/** A point `along` px from the arc's middle and `v` px below the baseline, on the circle. */
function bentPoint(along: number, v: number, radius: number, position: "top" | "bottom"): [number, number] {
  const theta = position === "top" ? -Math.PI / 2 + along / radius : Math.PI / 2 - along / radius;
  const r = position === "top" ? radius - v : radius + v;
  return [CENTER + Math.cos(theta) * r, CENTER + Math.sin(theta) * r];
}

/**
 * Places a line of glyphs on a circle, each glyph upright along the tangent: on the top arc the
 * letters stand outward and read clockwise, on the bottom arc they stand inward and read
 * counter-clockwise, so both read left to right.
 */
function arcText(line: ShapedLine, size: number, radius: number, position: "top" | "bottom"): PathCommand[] {
  const total = line.width * size;
  // Joined letters (Arabic) and headlines (Devanagari) must stay connected: such a line is bent
  // as one ribbon, every point at its own angle, rather than letters turned one by one.
  const bend = joinsLetters(line.text);
  const out: PathCommand[] = [];
  for (const glyph of line.glyphs) {
    if (glyph.commandEnd <= glyph.commandStart) continue;
    const centre = (glyph.x + glyph.advance / 2) * size;
    const along = centre - total / 2;
    const theta = position === "top" ? -Math.PI / 2 + along / radius : Math.PI / 2 - along / radius;
    const outward = [Math.cos(theta), Math.sin(theta)] as const;
    const commands = line.commands.slice(glyph.commandStart, glyph.commandEnd);
    if (bend) {
      out.push(
        ...mapCommands(commands, (gx, gy) => bentPoint(gx * size - total / 2, gy * size, radius, position)),
      );
      continue;
    }
    out.push(
      ...mapCommands(commands, (gx, gy) => {
        const u = gx * size - centre;
        const v = gy * size;
        if (position === "top") {
          const r = radius - v;
          return [CENTER + outward[0] * r - outward[1] * u, CENTER + outward[1] * r + outward[0] * u];
        }
        const r = radius + v;
        return [CENTER + outward[0] * r + outward[1] * u, CENTER + outward[1] * r - outward[0] * u];
      }),
    );
  }
  return out;
}

const RING_OUTER = 410;
const RING_INNER = 292;

/** The name around a ring needs room: returns false when it would be too small to read. */
function layoutBadgeRing(input: LayoutInput): boolean {
  const { doc, colors } = input;
  const band = (RING_OUTER + RING_INNER) / 2;
  const style = { ...input.nameStyle, tracking: Math.max(0.06, input.nameStyle.tracking) };
  const nameLine = shapeLine(input.name, style.font, style.tracking);
  const capEm = nameLine.capHeight;
  const maxArc = band * ((150 * Math.PI) / 180);
  let size = 58 / capEm;
  size = Math.min(size, maxArc / Math.max(0.01, nameLine.width), 80 / Math.max(capEm, 0.5));
  if (size * capEm < 30) return false;
  const solid = input.variation % 2 === 0;
  const ground = solid ? colors.fill : colors.background;
  const textColor = solid ? colors.onFill : input.nameColor;
  const tagColor = solid ? colors.onFill : colors.muted;
  if (solid) {
    doc.add(`<circle cx="512" cy="512" r="${RING_OUTER + 20}" fill="${colors.fill}"/>`, "container");
    doc.add(
      `<circle cx="512" cy="512" r="${RING_OUTER}" fill="none" stroke="${colors.onFill}" stroke-opacity="0.6" stroke-width="4"/>`,
      "container",
    );
    doc.add(
      `<circle cx="512" cy="512" r="${RING_INNER}" fill="none" stroke="${colors.onFill}" stroke-opacity="0.6" stroke-width="4"/>`,
      "container",
    );
  } else {
    doc.add(
      `<circle cx="512" cy="512" r="${RING_OUTER}" fill="none" stroke="${colors.primary}" stroke-width="14"/>`,
      "container",
    );
    doc.add(
      `<circle cx="512" cy="512" r="${RING_INNER}" fill="none" stroke="${colors.primary}" stroke-width="5"/>`,
      "container",
    );
  }
  const cap = size * capEm;
  const nameRadius = band - cap / 2;
  doc.add(
    `<path d="${toPathData(arcText(nameLine, size, nameRadius, "top"))}" fill="${textColor}"/>`,
    "name",
  );
  doc.check("name", textColor, ground);

  let tagSpan = 0;
  if (input.tagline) {
    const tagStyle = { ...input.taglineStyle, tracking: Math.max(0.18, input.taglineStyle.tracking) };
    const tagLine = shapeLine(input.tagline, tagStyle.font, tagStyle.tracking);
    const tagCapEm = tagLine.capHeight;
    const tagSize = Math.min(26 / tagCapEm, (band * ((110 * Math.PI) / 180)) / Math.max(0.01, tagLine.width));
    const tagRadius = band + (tagSize * tagCapEm) / 2;
    doc.add(
      `<path d="${toPathData(arcText(tagLine, tagSize, tagRadius, "bottom"))}" fill="${tagColor}"/>`,
      "tagline",
    );
    doc.check("tagline", tagColor, ground);
    tagSpan = (tagLine.width * tagSize) / tagRadius / 2;
  }

  // Dots where the two texts meet, left and right (with no tagline, beside the name's ends).
  const nameSpan = (nameLine.width * size) / nameRadius / 2;
  const gapAngle = (Math.PI / 2 - nameSpan + (Math.PI / 2 - tagSpan)) / 2;
  const dotAngle = -Math.PI / 2 + nameSpan + gapAngle;
  const dotColor = solid ? colors.secondaryOnFill : colors.secondary;
  for (const a of [dotAngle, Math.PI - dotAngle]) {
    doc.add(
      `<circle cx="${fmt(CENTER + band * Math.cos(a))}" cy="${fmt(CENTER + band * Math.sin(a))}" r="9" fill="${dotColor}"/>`,
    );
  }
  if (input.symbol) {
    // Icons need air inside the ring; monograms and marks carry their own frame and may fill it.
    const symbolSize = RING_INNER * (input.symbol.spec.kind === "icon" ? 0.95 : 1.22);
    doc.add(
      input.symbol.draw(
        doc,
        CENTER - symbolSize / 2,
        CENTER - symbolSize / 2,
        symbolSize,
        colors,
        solid ? "fill" : "background",
      ),
    );
  }
  return true;
}

export function layoutBoxed(input: LayoutInput): void {
  const { doc, colors } = input;
  const solid = input.variation % 2 === 0;
  const nameCapEm = shapeLine("H", input.nameStyle.font, 0).capHeight;
  const padX = 64;
  const name = fitText(input.name, input.nameStyle, {
    size: 86 / nameCapEm,
    maxWidth: CONTENT - 2 * padX,
    maxHeight: 320,
    maxLines: 3,
  });
  const nm = measureBlock(name);
  const padY = Math.max(44, nm.capHeight * 0.55);
  const boxWidth = Math.max(nm.width + 2 * padX, 360);
  const boxHeight = nm.capHeight + nm.baselineSpan + nm.inkBelow * 0.5 + 2 * padY;
  const tagCapEm = shapeLine("H", input.taglineStyle.font, 0).capHeight;
  const tag = input.tagline
    ? fitText(input.tagline, input.taglineStyle, {
        size: Math.max(16, Math.min(24, nm.capHeight * 0.3)) / tagCapEm,
        maxWidth: boxWidth,
        maxLines: 1,
      })
    : null;
  const tm = tag ? measureBlock(tag) : null;
  const gapTag = tm ? 40 : 0;
  const total = boxHeight + gapTag + (tm?.capHeight ?? 0);
  const top = (1024 - total) / 2;
  const left = CENTER - boxWidth / 2;
  const ground = solid ? colors.fill : colors.background;
  const textColor = solid ? colors.onFill : input.nameColor;
  if (solid) {
    doc.add(
      `<rect x="${fmt(left)}" y="${fmt(top)}" width="${fmt(boxWidth)}" height="${fmt(boxHeight)}" rx="10" fill="${colors.fill}"/>`,
      "container",
    );
  } else {
    doc.add(
      `<rect x="${fmt(left)}" y="${fmt(top)}" width="${fmt(boxWidth)}" height="${fmt(boxHeight)}" fill="none" stroke="${colors.primary}" stroke-width="10"/>`,
      "container",
    );
    doc.add(
      `<rect x="${fmt(left + 18)}" y="${fmt(top + 18)}" width="${fmt(boxWidth - 36)}" height="${fmt(boxHeight - 36)}" fill="none" stroke="${colors.primary}" stroke-width="3"/>`,
      "container",
    );
  }
  const baseline = top + padY + nm.capHeight;
  doc.add(drawBlock(name, CENTER, baseline, "center", textColor), "name");
  doc.check("name", textColor, ground);
  if (!tag || !tm) return;
  doc.add(drawBlock(tag, CENTER, top + boxHeight + gapTag + tm.capHeight, "center", colors.muted), "tagline");
  doc.check("tagline", colors.muted, colors.background);
}

/** Badge-ring needs a short name; longer ones get the emblem instead, which can wrap. */
export function layoutRingOrEmblem(input: LayoutInput): void {
  if (!layoutBadgeRing(input)) {
    layoutEmblem(input);
  }
}
