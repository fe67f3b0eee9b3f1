import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { useSession } from "@/lib/session";

/** Signed-in-only routes spin while auth loads and send visitors to /. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === "loading") return <FullPageSpinner label="Checking your sign-in" />;
  if (!user) return <Navigate to="/" replace />;
  return <>{children}</>;
}
