import type { User } from "firebase/auth";
import { type ComponentType, type ReactNode, useCallback, useEffect, useState } from "react";
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

type UserWatcher = ComponentType<{ onUser(user: User | null): void }>;

/**
 * The Firebase session for the whole app. reactfire and the Firebase SDK are loaded after the
 * first paint, so the landing page renders without them; until Firebase has restored the session
 * every page sees `loading` (the header shows a placeholder, signed-in routes a spinner), as
 * before. The watcher (reactfire's `useUser`, see lib/firebase-providers.tsx) renders beside the
 * pages, not around them, so its arrival does not remount them.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<FirebaseUserState>({ status: "loading" });
  const [Watcher, setWatcher] = useState<UserWatcher | null>(null);
  useEffect(() => {
    let stopped = false;
    const cancelStart = afterFirstPaint(() => {
      import("@/lib/firebase-providers")
        .then(({ FirebaseUserWatcher }) => {
          if (!stopped) setWatcher(() => FirebaseUserWatcher);
        })
        // Without the SDK (a failed chunk download) nobody can sign in: show the visitor's pages.
        .catch(() => {
          if (!stopped) setState({ status: "ready", user: null });
        });
    });
    return () => {
      stopped = true;
      cancelStart();
    };
  }, []);
  const onUser = useCallback((user: User | null) => setState({ status: "ready", user }), []);
  return (
    <FirebaseUserContext.Provider value={state}>
      {children}
      {Watcher && <Watcher onUser={onUser} />}
    </FirebaseUserContext.Provider>
  );
}
