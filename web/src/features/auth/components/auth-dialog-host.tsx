import { lazy, Suspense, useEffect } from "react";
import { useSession } from "@/lib/session";
import { useAuthDialog } from "@/stores/auth-dialog-store";

/** The dialog's code loads on first use, so pages that never open it do not pay for it. */
const loadAuthDialog = () => import("./auth-dialog");
const AuthDialog = lazy(loadAuthDialog);

/** Fetches the dialog once the browser is idle, so the first click opens it at once. */
function usePreloadWhenIdle() {
  useEffect(() => {
    const preload = () => void loadAuthDialog();
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(preload, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(preload, 2000);
    return () => clearTimeout(handle);
  }, []);
}

/**
 * Renders the app's one sign-in dialog and finishes the story: as soon as a Markery user is
 * signed in while it is open (password, Google, or an e-mail link completed in another tab)
 * it closes and the action that asked for sign-in runs.
 */
export function AuthDialogHost() {
  const { isOpen, initialMode, openCount, dismissAuthDialog, completeSignIn } = useAuthDialog();
  const { user } = useSession();
  usePreloadWhenIdle();

  useEffect(() => {
    if (isOpen && user) completeSignIn();
  }, [isOpen, user, completeSignIn]);

  if (openCount === 0) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        key={openCount}
        open={isOpen && !user}
        initialMode={initialMode}
        onClose={dismissAuthDialog}
      />
    </Suspense>
  );
}
