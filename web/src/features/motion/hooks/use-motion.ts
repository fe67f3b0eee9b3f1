import type { MotionResponse, MotionStyle } from "@contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { cachedMotion, type Motion, rememberMotion } from "@/features/motion/lib/motion-cache";
import { ApiError } from "@/lib/api-error";

interface UseMotionOptions {
  /** What is animated (a logo, an edited design, an export); null asks for nothing (closed). */
  scope: string | null;
  /** The style to start with; null lets the server choose the one that fits. */
  initialStyle: MotionStyle | null;
  load(style: MotionStyle | null, signal: AbortSignal): Promise<MotionResponse>;
  fallbackError: string;
}

interface MotionState {
  /** The animation on screen; it stays up while another style is on its way. */
  motion: Motion | null;
  /** The style picked, else the style of the animation shown; null before the first answer. */
  style: MotionStyle | null;
  pick(style: MotionStyle): void;
  loading: boolean;
  error: string | null;
  retry(): void;
}

/**
 * One animation that follows `scope` and the picked style. Answers are remembered, so a style seen
 * once comes back with no call; a newer pick cancels the request in flight. No pause before
 * asking, unlike the scenes: the server answers in well under a second.
 */
export function useMotion({ scope, initialStyle, load, fallbackError }: UseMotionOptions): MotionState {
  const [picked, setPicked] = useState<MotionStyle | null>(initialStyle);
  const [shown, setShown] = useState<{ scope: string; motion: Motion } | null>(null);
  const [loading, setLoading] = useState(scope !== null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (scope === null) return;
    setError(null);
    const cached = cachedMotion(scope, picked);
    if (cached) {
      setShown({ scope, motion: cached });
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    loadRef
      .current(picked, controller.signal)
      .then((response) => {
        if (controller.signal.aborted) return;
        rememberMotion(scope, picked, response.motion);
        setShown({ scope, motion: response.motion });
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof ApiError ? failure.message : fallbackError);
        setLoading(false);
      });
    return () => controller.abort();
  }, [scope, picked, attempt, fallbackError]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // An animation of another design (the editor's earlier state) is not shown for this one.
  const motion = shown && shown.scope === scope ? shown.motion : null;
  return { motion, style: picked ?? motion?.style ?? null, pick: setPicked, loading, error, retry };
}
