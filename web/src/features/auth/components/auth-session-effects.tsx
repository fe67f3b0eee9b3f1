import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useAuth } from "reactfire";
import { useSession } from "@/lib/session";
import { useLogoSession } from "@/stores/logo-session-store";
import { useMembership } from "@/stores/membership-store";
import { completeEmailLinkSignIn } from "../api/email-link";

/**
 * The side effects of signing in and out (spec section 4), wherever they were triggered from
 * (the dialog, the user menu, an expired session, another tab):
 * - a user signs in: membership and quota are refreshed;
 * - the user signs out: membership, quota, the current project and logo state are cleared and
 *   the user goes to /.
 */
export function AuthSessionEffects() {
  const { status, user } = useSession();
  const membership = useMembership();
  const logoSession = useLogoSession();
  const navigate = useNavigate();
  const previousUid = useRef<string | null | undefined>(undefined);
  const { refresh, clear } = membership;
  const { reset } = logoSession;

  const uid = user?.uid ?? null;
  useEffect(() => {
    if (status === "loading") return;
    const before = previousUid.current;
    previousUid.current = uid;
    if (before === uid) return;
    if (before) {
      clear();
      reset();
    }
    if (uid) {
      // A failed refresh leaves the FREE all-zero fallback in place; pages show their own errors.
      refresh().catch(() => undefined);
    } else if (before) {
      navigate("/");
    }
  }, [status, uid, refresh, clear, reset, navigate]);

  useCompleteEmailLinkOutsideSigninPage();
  return null;
}

/**
 * A sign-in link that opens the app anywhere but /email-signin (which has its own screen):
 * complete it quietly with the saved address; without one nothing happens (spec section 4).
 */
function useCompleteEmailLinkOutsideSigninPage() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current || pathname === "/email-signin") return;
    tried.current = true;
    completeEmailLinkSignIn(auth, window.location.href).catch(() => undefined);
  }, [auth, pathname]);
}
