import {
  type ContrastReport,
  contrastRatio,
  type DesignEdits,
  isHexColor,
  WCAG_GRAPHIC_CONTRAST,
  WCAG_TEXT_CONTRAST,
} from "@contract";

/**
 * Contrast warnings for the editor. Custom colours are drawn exactly as the user picks them, so
 * they are checked here at once, as they change (text 4.5:1, symbol 3:1, WCAG AA); the preview
 * then reports every text colour pair the engine actually drew (badge text included), and any
 * of those under 4.5:1 is warned about too.
 */
export interface ContrastWarning {
  id: string;
  message: string;
}

const ROLE_LABELS: Record<ContrastReport["role"], string> = {
  name: "The brand name",
  tagline: "The tagline",
  initials: "The monogram",
};

export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/** Warnings about the custom colours as typed, before any preview comes back. */
export function customColorWarnings(edits: DesignEdits): ContrastWarning[] {
  if (edits.palette.kind !== "custom") return [];
  const { background, text, brand } = edits.palette;
  if (![background, text, brand].every(isHexColor)) return [];
  const warnings: ContrastWarning[] = [];
  const textRatio = contrastRatio(text, background);
  if (textRatio < WCAG_TEXT_CONTRAST) {
    warnings.push({
      id: "custom-text",
      message: `Text colour on the background is ${formatRatio(textRatio)}; WCAG asks for at least 4.5:1 for text, so it may be hard to read.`,
    });
  }
  const brandRatio = contrastRatio(brand, background);
  if (brandRatio < WCAG_GRAPHIC_CONTRAST) {
    warnings.push({
      id: "custom-brand",
      message: `Brand colour on the background is ${formatRatio(brandRatio)}; a symbol needs at least 3:1 to stand out.`,
    });
  }
  return warnings;
}

/** Warnings about the text the engine drew, from the preview's contrast report. */
export function drawnTextWarnings(report: readonly ContrastReport[]): ContrastWarning[] {
  const worst = new Map<ContrastReport["role"], ContrastReport>();
  for (const check of report) {
    if (check.ratio >= WCAG_TEXT_CONTRAST) continue;
    const current = worst.get(check.role);
    if (!current || check.ratio < current.ratio) worst.set(check.role, check);
  }
  return [...worst.values()].map((check) => ({
    id: `drawn-${check.role}`,
    message: `${ROLE_LABELS[check.role]} is drawn at ${formatRatio(check.ratio)} contrast (${check.foreground} on ${check.background}); WCAG asks for 4.5:1.`,
  }));
}

/** Both kinds, without saying the same thing twice about the text colour. */
export function contrastWarnings(edits: DesignEdits, report: readonly ContrastReport[]): ContrastWarning[] {
  const custom = customColorWarnings(edits);
  const drawn = drawnTextWarnings(report).filter(
    (warning) =>
      edits.palette.kind !== "custom" ||
      !custom.some((c) => c.id === "custom-text") ||
      !warning.message.includes(`(${edits.palette.text} on ${edits.palette.background})`),
  );
  return [...custom, ...drawn];
}
