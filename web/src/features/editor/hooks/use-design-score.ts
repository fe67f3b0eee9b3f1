import type { DesignEdits, LogoScore } from "@contract";
import { useEffect, useState } from "react";
import { scoreLogoDesign } from "@/features/editor/api/score-logo-design";

/**
 * Measuring a design costs more than drawing its preview, so the score waits for a longer pause
 * than the preview does; a newer change cancels the measure in flight.
 */
const DESIGN_SCORE_DEBOUNCE_MS = 700;

interface DesignScore {
  score: LogoScore | null;
  /** A newer score is on its way (the one shown is of an earlier state). */
  updating: boolean;
}

/** The editor's design, measured like a saved logo once the editing pauses. */
export function useDesignScore(logoId: string, edits: DesignEdits | null): DesignScore {
  const [state, setState] = useState<DesignScore>({ score: null, updating: edits !== null });
  const key = edits ? JSON.stringify(edits) : null;

  useEffect(() => {
    if (key === null) {
      setState((current) => ({ ...current, updating: false }));
      return;
    }
    const body: DesignEdits = JSON.parse(key);
    const controller = new AbortController();
    setState((current) => ({ ...current, updating: true }));
    const timer = setTimeout(() => {
      scoreLogoDesign(logoId, body, controller.signal).then(
        (score) => {
          if (!controller.signal.aborted) setState({ score, updating: false });
        },
        () => {
          // The score is a guide, not a gate: a failed measure leaves the last one shown.
          if (!controller.signal.aborted) setState((current) => ({ ...current, updating: false }));
        },
      );
    }, DESIGN_SCORE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [logoId, key]);

  return state;
}
