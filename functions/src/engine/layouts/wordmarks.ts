import { boxWidth, fmt, toPathData, translateScale } from "../path-geometry";
import { shapeLine } from "../text-outline";
import { CENTER, CONTENT, type LayoutInput } from "./layout-types";
import { drawBlock, fitText, measureBlock } from "./text-block";

/**
 * Name-led logos: the wordmark with one accent (two-tone words, an underline stroke, a full
 * stop, a spark) and the name with its tagline between rules.
 */
type Accent = "two-tone" | "underline" | "dot" | "spark";
const ACCENTS: readonly Accent[] = ["two-tone", "underline", "spark", "dot"];

function sparkPath(cx: number, cy: number, r: number): string {
  const k = r * 0.22;
  return `M${fmt(cx)} ${fmt(cy - r)}Q${fmt(cx + k)} ${fmt(cy - k)} ${fmt(cx + r)} ${fmt(cy)}Q${fmt(cx + k)} ${fmt(cy + k)} ${fmt(cx)} ${fmt(cy + r)}Q${fmt(cx - k)} ${fmt(cy + k)} ${fmt(cx - r)} ${fmt(cy)}Q${fmt(cx - k)} ${fmt(cy - k)} ${fmt(cx)} ${fmt(cy - r)}Z`;
}

export function layoutWordmark(input: LayoutInput): void {
  const { doc, colors } = input;
  let accent = ACCENTS[input.variation % ACCENTS.length] as Accent;
  const words = input.name.trim().split(/\s+/);
  if (accent === "two-tone" && words.length < 2) accent = "underline";
  const capEm = shapeLine("H", input.nameStyle.font, 0).capHeight;
  const reserve = accent === "spark" || accent === "dot" ? 70 : 0;
  const name = fitText(input.name, input.nameStyle, {
    size: 118 / capEm,
    maxWidth: CONTENT - reserve,
    maxHeight: 420,
    maxLines: 3,
  });
  const nm = measureBlock(name);
  const underline = accent === "underline" ? Math.max(12, nm.capHeight * 0.13) : 0;
  const underlineGap = accent === "underline" ? nm.inkBelow + Math.max(22, nm.capHeight * 0.28) : 0;
  const total = nm.capHeight + nm.baselineSpan + underlineGap + underline;
  const baseline = (1024 - total) / 2 + nm.capHeight - 6;
  doc.check("name", input.nameColor, colors.background);

  if (accent === "two-tone" && name.lines.length === 1) {
    // Colour the first word in the brand colour and the rest in ink: the spelling is untouched,
    // the glyphs are split at the first space of the one shaped line.
    const line = name.lines[0];
    if (line) {
      const firstSpace = line.glyphs.findIndex((g) => g.char === " ");
      const split = line.glyphs[firstSpace]?.commandStart ?? line.commands.length;
      const left = CENTER - (line.ink.x1 + boxWidth(line.ink) / 2) * name.size;
      const head = translateScale(line.commands.slice(0, split), left, baseline, name.size);
      const tail = translateScale(line.commands.slice(split), left, baseline, name.size);
      doc.add(`<path d="${toPathData(head)}" fill="${colors.primaryText}"/>`, "name");
      doc.add(`<path d="${toPathData(tail)}" fill="${input.nameColor}"/>`, "name");
      doc.check("name", colors.primaryText, colors.background);
      return;
    }
  }
  const nameColor = accent === "two-tone" ? colors.primaryText : input.nameColor;
  doc.add(drawBlock(name, CENTER, baseline, "center", nameColor), "name");
  doc.check("name", nameColor, colors.background);
  const last = name.lines[name.lines.length - 1];
  const lastWidth = last ? boxWidth(last.ink) * name.size : nm.width;
  const lastBaseline = baseline + nm.baselineSpan;
  const lastRight = CENTER + lastWidth / 2;
  switch (accent) {
    case "underline": {
      const width = Math.max(nm.width * 0.32, 90);
      const y = lastBaseline + underlineGap;
      doc.add(
        `<rect x="${fmt(CENTER - width / 2)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(underline)}" rx="${fmt(underline / 2)}" fill="${colors.accent}"/>`,
      );
      break;
    }
    case "dot": {
      const r = Math.max(8, nm.capHeight * 0.11);
      doc.add(
        `<circle cx="${fmt(lastRight + r * 1.7)}" cy="${fmt(lastBaseline - r)}" r="${fmt(r)}" fill="${colors.accent}"/>`,
      );
      break;
    }
    case "spark": {
      const r = Math.max(14, nm.capHeight * 0.26);
      const firstLine = name.lines[0];
      const firstRight = firstLine ? CENTER + (boxWidth(firstLine.ink) * name.size) / 2 : lastRight;
      doc.add(
        `<path d="${sparkPath(firstRight + r * 0.9, baseline - nm.capHeight - r * 0.35, r)}" fill="${colors.accent}"/>`,
      );
      break;
    }
    case "two-tone":
      break;
  }
}

export function layoutTagline(input: LayoutInput): void {
  const { doc, colors } = input;
  const capEm = shapeLine("H", input.nameStyle.font, 0).capHeight;
  const name = fitText(input.name, input.nameStyle, {
    size: 92 / capEm,
    maxWidth: CONTENT,
    maxHeight: 340,
    maxLines: 3,
  });
  const nm = measureBlock(name);
  const ruleColor = colors.primary;
  if (!input.tagline) {
    // The editor cleared the tagline: the name over its rule, centred as one unit.
    const gap = Math.max(34, nm.capHeight * 0.45);
    const total = nm.capHeight + nm.baselineSpan + nm.inkBelow + gap + 6;
    const baseline = (1024 - total) / 2 + nm.capHeight;
    doc.add(drawBlock(name, CENTER, baseline, "center", input.nameColor), "name");
    doc.check("name", input.nameColor, colors.background);
    const width = Math.min(nm.width, 360);
    doc.add(
      `<rect x="${fmt(CENTER - width / 2)}" y="${fmt(baseline + nm.baselineSpan + nm.inkBelow + gap)}" width="${fmt(width)}" height="6" rx="3" fill="${ruleColor}"/>`,
    );
    return;
  }
  const tagStyle = { ...input.taglineStyle, tracking: Math.max(0.22, input.taglineStyle.tracking) };
  const tagCapEm = shapeLine("H", tagStyle.font, 0).capHeight;
  const tag = fitText(input.tagline, tagStyle, {
    size: Math.max(16, Math.min(26, nm.capHeight * 0.3)) / tagCapEm,
    maxWidth: CONTENT * 0.7,
    maxLines: 1,
  });
  const tm = measureBlock(tag);
  const above = input.variation % 2 === 1;
  const gap = Math.max(34, nm.capHeight * 0.45);
  if (above) {
    // Tagline over the name, a rule under it: the look of a shop sign.
    const total = tm.capHeight + gap + nm.capHeight + nm.baselineSpan + nm.inkBelow + gap + 6;
    const top = (1024 - total) / 2;
    const tagBaseline = top + tm.capHeight;
    doc.add(drawBlock(tag, CENTER, tagBaseline, "center", colors.muted), "tagline");
    doc.check("tagline", colors.muted, colors.background);
    const baseline = tagBaseline + gap + nm.capHeight;
    doc.add(drawBlock(name, CENTER, baseline, "center", input.nameColor), "name");
    doc.check("name", input.nameColor, colors.background);
    const ruleY = baseline + nm.baselineSpan + nm.inkBelow + gap;
    const width = Math.min(nm.width, 360);
    doc.add(
      `<rect x="${fmt(CENTER - width / 2)}" y="${fmt(ruleY)}" width="${fmt(width)}" height="6" rx="3" fill="${ruleColor}"/>`,
    );
    return;
  }
  const gapBelow = nm.inkBelow + gap;
  const total = nm.capHeight + nm.baselineSpan + gapBelow + tm.capHeight;
  const baseline = (1024 - total) / 2 + nm.capHeight;
  doc.add(drawBlock(name, CENTER, baseline, "center", input.nameColor), "name");
  doc.check("name", input.nameColor, colors.background);
  const tagBaseline = baseline + nm.baselineSpan + gapBelow + tm.capHeight;
  doc.add(drawBlock(tag, CENTER, tagBaseline, "center", colors.muted), "tagline");
  doc.check("tagline", colors.muted, colors.background);
  const ruleY = tagBaseline - tm.capHeight / 2;
  const half = tm.width / 2 + 26;
  const ruleLength = Math.min(90, Math.max(0, (nm.width - tm.width) / 2 - 26));
  if (ruleLength > 20) {
    doc.add(
      `<path d="M${fmt(CENTER - half - ruleLength)} ${fmt(ruleY)}H${fmt(CENTER - half)}M${fmt(CENTER + half)} ${fmt(ruleY)}H${fmt(CENTER + half + ruleLength)}" stroke="${ruleColor}" stroke-width="4" stroke-linecap="round"/>`,
    );
  }
}
