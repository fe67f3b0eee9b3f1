import Box from "@mui/material/Box";
import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { SignedInStateHost } from "@/app/signed-in-state-host";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { AuthDialogHost } from "@/features/auth/components/auth-dialog-host";
import { AuthSessionEffects } from "@/features/auth/components/auth-session-effects";
import { SiteFooter } from "@/features/shell/components/site-footer";
import { SiteHeader } from "@/features/shell/components/site-header";

/** The public pages end with the site footer; the app's own pages keep the screen to themselves. */
const PAGES_WITH_FOOTER = new Set(["/", "/login", "/terms", "/privacy-policy", "/cookie-policy"]);

/** New pages start at the top; in-page anchors (/#pricing) are left to the landing page. */
function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new pathname by design
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/** The shell around every page: header, the sign-in dialog and the login/logout side effects. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <SiteHeader />
      <Box component="main" sx={{ flex: 1, display: "flex", flexDirection: "column" }}>
        <Suspense fallback={<FullPageSpinner />}>
          <Box sx={{ flex: 1 }}>
            <SignedInStateHost>
              <Outlet />
            </SignedInStateHost>
          </Box>
        </Suspense>
      </Box>
      {PAGES_WITH_FOOTER.has(pathname) && <SiteFooter />}
      <AuthSessionEffects />
      <AuthDialogHost />
      <ScrollToTopOnNavigate />
    </Box>
  );
}
