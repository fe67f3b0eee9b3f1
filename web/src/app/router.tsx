import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { AppLayout } from "@/app/layout";
import { RequireAuth } from "@/app/require-auth";
import LandingRoute from "@/app/routes/landing";
import { FullPageSpinner } from "@/components/full-page-spinner";

// Most visitors arrive on the landing page: it is part of the entry, so its hero paints with the
// first frame instead of after a second round of module loading. Every other route is its own
// chunk, so the landing page carries none of the signed-in app .
const LoginRoute = lazy(() => import("@/app/routes/login"));
const EmailSigninRoute = lazy(() => import("@/app/routes/email-signin"));
const TermsRoute = lazy(() => import("@/app/routes/terms"));
const PrivacyPolicyRoute = lazy(() => import("@/app/routes/privacy-policy"));
const CookiePolicyRoute = lazy(() => import("@/app/routes/cookie-policy"));
const CreateRoute = lazy(() => import("@/app/routes/create"));
const loadLogoDesignsRoute = () => import("@/app/routes/logo-designs");
const LogoDesignsRoute = lazy(loadLogoDesignsRoute);
const MyLogosRoute = lazy(() => import("@/app/routes/my-logos"));
const ProfileRoute = lazy(() => import("@/app/routes/profile"));
const QuotaReachedRoute = lazy(() => import("@/app/routes/quota-reached"));
const MyExportsRoute = lazy(() => import("@/app/routes/my-exports"));
const ExportDetailRoute = lazy(() => import("@/app/routes/export-detail"));
const CheckoutRoute = lazy(() => import("@/app/routes/checkout"));
const CheckoutSuccessRoute = lazy(() => import("@/app/routes/checkout-success"));
const PaymentErrorTestRoute = lazy(() => import("@/app/routes/payment-error-test"));
const NotFoundRoute = lazy(() => import("@/app/routes/not-found"));

/**
 * Fetches a route's chunk once the browser is idle: /create is followed by /logo-designs, which
 * should open with the new logos, not with a spinner while its code downloads.
 */
function PreloadWhenIdle({ load }: { load: () => Promise<unknown> }) {
  useEffect(() => {
    const preload = () => void load().catch(() => undefined);
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(preload, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(preload, 1000);
    return () => clearTimeout(handle);
  }, [load]);
  return null;
}

function signedIn(page: ReactNode) {
  return <RequireAuth>{page}</RequireAuth>;
}

/** Every page, under whichever router holds the location: the browser's, or a fixed one at build time. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/" element={<LandingRoute />} />
          <Route path="/login" element={<LoginRoute />} />
          <Route path="/email-signin" element={<EmailSigninRoute />} />
          <Route path="/terms" element={<TermsRoute />} />
          <Route path="/privacy-policy" element={<PrivacyPolicyRoute />} />
          <Route path="/cookie-policy" element={<CookiePolicyRoute />} />
          <Route path="/checkout" element={<CheckoutRoute />} />
          <Route path="/checkout-success" element={<CheckoutSuccessRoute />} />
          <Route path="/payment-error-test" element={<PaymentErrorTestRoute />} />
          <Route
            path="/create"
            element={signedIn(
              <>
                <CreateRoute />
                <PreloadWhenIdle load={loadLogoDesignsRoute} />
              </>,
            )}
          />
          <Route path="/logo-designs" element={signedIn(<LogoDesignsRoute />)} />
          <Route path="/my-logos" element={signedIn(<MyLogosRoute />)} />
          <Route path="/my-exports" element={signedIn(<MyExportsRoute />)} />
          <Route path="/exports/:exportId" element={signedIn(<ExportDetailRoute />)} />
          <Route path="/profile" element={signedIn(<ProfileRoute />)} />
          <Route path="/quota-reached" element={signedIn(<QuotaReachedRoute />)} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
