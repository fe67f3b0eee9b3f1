import type { Quota } from "@contract";

/** What every generation answer says about how many logos it made. */
export interface GenerationCounts {
  requested: number;
  generated: number;
  quota: { before: Quota; after: Quota };
}

/**
 * Why a generation made fewer logos than were asked for: the month's generations ran out
 * (the server grants as many as remain), or logos that were granted could not be made (their
 * credits are refunded). Null when every requested logo was made.
 */
export interface GenerationShortfall {
  requested: number;
  /** Logos the remaining generations allowed. */
  granted: number;
  /** Granted logos that could not be made. */
  failed: number;
}

export function shortfallOf({ requested, generated, quota }: GenerationCounts): GenerationShortfall | null {
  const granted = Math.max(0, Math.min(requested, quota.before.remaining));
  const failed = Math.max(0, granted - generated);
  if (granted >= requested && failed === 0) return null;
  return { requested, granted, failed };
}

function logos(count: number): string {
  return count === 1 ? "1 logo" : `${count} logos`;
}

/** The notice shown above the designs. */
export function shortfallMessage({ requested, granted, failed }: GenerationShortfall): string {
  const sentences: string[] = [];
  if (granted < requested) {
    const left = granted === 1 ? "1 logo generation was" : `${granted} logo generations were`;
    sentences.push(`Only ${left} left, so this request was for ${logos(granted)} instead of ${requested}.`);
  }
  if (failed > 0) {
    sentences.push(
      failed === 1
        ? "1 logo could not be made this time. Its credit is back in your account."
        : `${logos(failed)} could not be made this time. Their credits are back in your account.`,
    );
  }
  return sentences.join(" ");
}
