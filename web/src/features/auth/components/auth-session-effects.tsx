import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useSession } from "@/lib/session";
import { useLogoSession } from "@/stores/logo-session-store";

/**
 * The side effects of signing in and out, wherever they were triggered from
 * (the dialog, the user menu, an expired session, another tab):
 * - the user signs out: the current project and logo state are cleared and the user goes to /;
 * - membership and quota follow the user in MembershipSessionEffects, which is mounted with the
 *   membership store (not on the public pages).
 */
export function AuthSessionEffects() {
  const { status, user } = useSession();
  const { reset } = useLogoSession();
  const navigate = useNavigate();
  const previousUid = useRef<string | null | undefined>(undefined);

  const uid = user?.uid ?? null;
  useEffect(() => {
    if (status === "loading") return;
    const before = previousUid.current;
    previousUid.current = uid;
    if (before === uid) return;
    if (before) reset();
    if (!uid && before) navigate("/");
  }, [status, uid, reset, navigate]);

  useCompleteEmailLinkOutsideSigninPage();
  return null;
}

/**
 * A sign-in link that opens the app anywhere but /email-signin (which has its own screen):
 * complete it quietly with the saved address; without one nothing happens.
 */
function useCompleteEmailLinkOutsideSigninPage() {
  const { pathname } = useLocation();
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current || pathname === "/email-signin") return;
    tried.current = true;
    const href = window.location.href;
    // Firebase is loaded after the first paint; so is this check.
    Promise.all([import("@/lib/firebase"), import("../api/email-link")])
      .then(([{ getFirebaseAuth }, { completeEmailLinkSignIn }]) =>
        completeEmailLinkSignIn(getFirebaseAuth(), href),
      )
      .catch(() => undefined);
  }, [pathname]);
}
