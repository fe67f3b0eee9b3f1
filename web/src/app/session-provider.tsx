import { type ReactNode, useEffect, useState } from "react";
import { FirebaseUserContext, type FirebaseUserState } from "@/lib/session";

/**
 * Runs `callback` once the browser has painted the current frame and has a moment to spare, so
 * the Firebase SDK's download and start-up do not hold back the page's first and largest paint.
 */
function afterFirstPaint(callback: () => void): () => void {
  let cancelLater: (() => void) | undefined;
  const frame = requestAnimationFrame(() => {
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(callback, { timeout: 500 });
      cancelLater = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(callback, 0);
      cancelLater = () => clearTimeout(handle);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelLater?.();
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
    const cancelStart = afterFirstPaint(() => {
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
