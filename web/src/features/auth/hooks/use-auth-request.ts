import { useCallback, useEffect, useRef, useState } from "react";
import { authErrorMessage } from "../auth-error-messages";

/**
 * One identity-provider request at a time, with its pending flag and the catalogue's wording
 * of any failure. `run` resolves to the task's result, or undefined when it failed.
 */
export function useAuthRequest() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    setPending(true);
    setError(null);
    try {
      return await task();
    } catch (failure) {
      if (mounted.current) setError(authErrorMessage(failure));
      return undefined;
    } finally {
      if (mounted.current) setPending(false);
    }
  }, []);

  return { pending, error, setError, run };
}
