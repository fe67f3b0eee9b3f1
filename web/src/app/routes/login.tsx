import { useEffect, useRef } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { LandingPage } from "@/features/landing/components/landing-page";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAuthDialog } from "@/stores/auth-dialog-store";

/**
 * /login is the landing page with the sign-in dialog open. Signing in goes on
 * to /create; closing the dialog leaves the visitor on the landing page at /.
 */
export default function LoginRoute() {
  useDocumentTitle("Sign in");
  const { status, user } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const opened = useRef(false);

  useEffect(() => {
    if (status === "loading" || user || opened.current) return;
    opened.current = true;
    openAuthDialog({
      onSignedIn: () => navigate("/create", { replace: true }),
      onDismissed: () => navigate("/", { replace: true }),
    });
  }, [status, user, openAuthDialog, navigate]);

  if (user && !opened.current) return <Navigate to="/create" replace />;
  return <LandingPage />;
}
