import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useSession } from "@/lib/session";

/**
 * The one sign-in dialog of the app. Any call to action can ask for a signed-in user with
 * `requireSignIn(() => navigate('/create'))`: signed-in users go straight on, visitors see the
 * dialog and the action runs once they are signed in.
 */
export type AuthDialogMode = "login" | "register" | "emailLink";

interface OpenAuthDialogOptions {
  mode?: AuthDialogMode;
  /** Runs once, after a successful sign-in, when the dialog has closed. */
  onSignedIn?: () => void;
  /** Runs when the visitor closes the dialog without signing in. */
  onDismissed?: () => void;
}

interface AuthDialogContextValue {
  isOpen: boolean;
  /** The mode the dialog opens in; the dialog switches modes itself afterwards. */
  initialMode: AuthDialogMode;
  /** Changes every time the dialog is opened, so the dialog can start over. */
  openCount: number;
  openAuthDialog(options?: OpenAuthDialogOptions): void;
  /** The visitor closed the dialog. */
  dismissAuthDialog(): void;
  /** A user signed in while the dialog was open: close it and run the pending action. */
  completeSignIn(): void;
}

const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [initialMode, setInitialMode] = useState<AuthDialogMode>("login");
  const [openCount, setOpenCount] = useState(0);
  const pending = useRef<OpenAuthDialogOptions>({});

  const openAuthDialog = useCallback((options: OpenAuthDialogOptions = {}) => {
    pending.current = options;
    setInitialMode(options.mode ?? "login");
    setOpenCount((count) => count + 1);
    setOpen(true);
  }, []);

  const dismissAuthDialog = useCallback(() => {
    const { onDismissed } = pending.current;
    pending.current = {};
    setOpen(false);
    onDismissed?.();
  }, []);

  const completeSignIn = useCallback(() => {
    const { onSignedIn } = pending.current;
    pending.current = {};
    setOpen(false);
    onSignedIn?.();
  }, []);

  const value = useMemo(
    () => ({ isOpen, initialMode, openCount, openAuthDialog, dismissAuthDialog, completeSignIn }),
    [isOpen, initialMode, openCount, openAuthDialog, dismissAuthDialog, completeSignIn],
  );
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export function useAuthDialog(): AuthDialogContextValue {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error("useAuthDialog must be used inside AuthDialogProvider");
  return value;
}

/** `requireSignIn(action)`: runs the action now for a signed-in user, after sign-in otherwise. */
export function useRequireSignIn(): (action: () => void) => void {
  const { user } = useSession();
  const { openAuthDialog } = useAuthDialog();
  return useCallback(
    (action: () => void) => {
      if (user) action();
      else openAuthDialog({ onSignedIn: action });
    },
    [user, openAuthDialog],
  );
}
