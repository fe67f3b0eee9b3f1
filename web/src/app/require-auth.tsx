import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { useSigninCheck } from "reactfire";
import { FullPageSpinner } from "@/components/full-page-spinner";

/** Spec section 2: signed-in-only routes spin while auth loads and send visitors to /. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, data } = useSigninCheck();
  if (status === "loading") return <FullPageSpinner label="Checking your sign-in" />;
  if (!data?.signedIn) return <Navigate to="/" replace />;
  return <>{children}</>;
}
