import { type ReactNode, useEffect, useState } from "react";
import { FirebaseUserContext, type FirebaseUserState } from "@/lib/session";

/** Runs `callback` once the browser has painted the current frame. */
function afterNextPaint(callback: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timeout !== undefined) clearTimeout(timeout);
  };
}

/**
 * The Firebase session for the whole app. The Firebase SDK is loaded after the first paint, so
 * the landing page renders without it; until Firebase has restored the session every page sees
 * `loading` (the header shows a placeholder, signed-in routes a spinner), as before.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<FirebaseUserState>({ status: "loading" });
  useEffect(() => {
    let stopWatching: (() => void) | undefined;
    let stopped = false;
    const cancelStart = afterNextPaint(() => {
      import("@/lib/firebase")
        .then(({ watchAuthUser }) => {
          if (stopped) return;
          stopWatching = watchAuthUser((user) => setState({ status: "ready", user }));
        })
        // Without the SDK (a failed chunk download) nobody can sign in: show the visitor's pages.
        .catch(() => {
          if (!stopped) setState({ status: "ready", user: null });
        });
    });
    return () => {
      stopped = true;
      cancelStart();
      stopWatching?.();
    };
  }, []);
  return <FirebaseUserContext.Provider value={state}>{children}</FirebaseUserContext.Provider>;
}
