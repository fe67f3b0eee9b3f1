import type { MockupScene, MockupsResponse } from "@contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api-error";

interface MockupScenes {
  /** The last scenes drawn; they stay up while newer ones are on their way. */
  scenes: MockupScene[] | null;
  loading: boolean;
  error: string | null;
  retry(): void;
}

/** How long a change must rest before the scenes are drawn again (eight scenes are not free). */
const SCENES_DEBOUNCE_MS = 500;

/**
 * Scenes that follow `key`: each new key (a logo, an export, an edited design) asks for them once
 * it has rested, and cancels the request in flight, so only the latest state is shown. A null key
 * asks for nothing (the viewer is closed).
 */
export function useMockupScenes(
  key: string | null,
  load: (signal: AbortSignal) => Promise<MockupsResponse>,
  fallbackError: string,
): MockupScenes {
  const [scenes, setScenes] = useState<MockupScene[] | null>(null);
  const [loading, setLoading] = useState(key !== null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    const timer = setTimeout(() => {
      loadRef
        .current(controller.signal)
        .then((response) => {
          if (controller.signal.aborted) return;
          setScenes(response.scenes);
          setLoading(false);
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          setError(failure instanceof ApiError ? failure.message : fallbackError);
          setLoading(false);
        });
    }, SCENES_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt, fallbackError]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { scenes, loading, error, retry };
}
