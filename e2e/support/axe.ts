/**
 * axe-core's WCAG 2 A and AA rules on what the page shows right now. A violation fails the journey
 * with a list a person can act on: the rule, its impact, the elements and, for contrast, the colours.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * WCAG 2.5.3 (Label in Name) is checked by a rule axe still marks experimental, so the tags alone
 * never run it: a button whose accessible name does not contain its visible text cannot be
 * operated by speaking what it says.
 */
export const EXTRA_RULES = ["label-content-name-mismatch"];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
  fontSize?: string;
  fontWeight?: string;
}

function contrastOf(node: Violation["nodes"][number]): string {
  for (const check of [...node.any, ...node.all, ...node.none]) {
    const data = check.data as ContrastData | null;
    if (data && typeof data.contrastRatio === "number" && data.contrastRatio > 0) {
      return ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1, needs ${data.expectedContrastRatio}; ${data.fontSize} ${data.fontWeight})`;
    }
  }
  return "";
}

export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target.join(" ")}${contrastOf(node)}`)
        .join("\n");
      return `  ${violation.id} [${violation.impact ?? "unknown"}] ${violation.help}\n${nodes}`;
    })
    .join("\n");
}

/**
 * Waits for the page's finite animations (MUI's fades and slides) to end, so axe reads final
 * colours; endless ones (the landing page's drifting examples) never end and are left alone.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Runs axe on the page as it is now and fails on any WCAG 2 A/AA violation (Label in Name included). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await test.step(`axe: ${screen}`, async () => {
    await settle(page);
    const wcag = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    // Its own run: runOnly by rule is the one way axe runs an experimental rule and nothing else.
    const labelInName = await new AxeBuilder({ page }).withRules(EXTRA_RULES).analyze();
    const results = { violations: [...wcag.violations, ...labelInName.violations] };
    const width = page.viewportSize()?.width ?? 0;
    // Compared as text so a failure prints the readable list, not axe's raw objects; soft, so one
    // run lists every screen's violations (the journey still fails).
    expect
      .soft(describeViolations(results.violations), `axe (WCAG 2 A/AA) on ${screen} at ${width} px`)
      .toBe("");
  });
}

/** The same check at desktop width and on a 390 px phone; the viewport is left at desktop. */
export async function expectAccessibleBothWidths(
  page: Page,
  screen: string,
  whenShown: () => Promise<void> = async () => {},
): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await whenShown();
    await expectAccessible(page, screen);
  }
  await page.setViewportSize(DESKTOP);
}
