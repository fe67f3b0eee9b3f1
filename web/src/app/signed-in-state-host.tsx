import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { FullPageSpinner } from "@/components/full-page-spinner";

/**
 * Pages that never read the membership store. They render without it, so the landing page does
 * not download the API client, the contract's schemas and Firebase Auth before it paints.
 */
const PAGES_WITHOUT_MEMBERSHIP = new Set([
  "/",
  "/login",
  "/email-signin",
  "/terms",
  "/privacy-policy",
  "/cookie-policy",
]);

type Providers = ComponentType<{ children: ReactNode }>;

let loadedProviders: Providers | null = null;

function loadSignedInProviders(): Promise<Providers> {
  return import("@/app/signed-in-providers").then((module) => {
    loadedProviders = module.SignedInProviders;
    return module.SignedInProviders;
  });
}

/**
 * Mounts the signed-in app's state (membership and quota) around the pages from the first page
 * that needs it on, and keeps it mounted from then on (it sits in the layout, which every route
 * shares), so it survives a visit to the landing page. On the public pages the module is only
 * fetched, when the browser is idle, so the first signed-in page opens without a spinner.
 */
export function SignedInStateHost({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const needed = !PAGES_WITHOUT_MEMBERSHIP.has(pathname);
  const [providers, setProviders] = useState<Providers | null>(() => loadedProviders);
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);

  useEffect(() => {
    let cancelled = false;
    const load = () => {
      loadSignedInProviders()
        .then((loaded) => {
          if (!cancelled) setProviders(() => loaded);
        })
        .catch(() => undefined);
    };
    if (wanted) {
      if (!loadedProviders) load();
      return () => {
        cancelled = true;
      };
    }
    // Fetched, not mounted: the first signed-in page then opens without a spinner.
    const preload = () => void loadSignedInProviders().catch(() => undefined);
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(preload, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(preload, 2000);
    return () => clearTimeout(handle);
  }, [wanted]);

  if (!wanted) return <>{children}</>;
  const Loaded = providers ?? loadedProviders;
  if (!Loaded) return <FullPageSpinner />;
  return <Loaded>{children}</Loaded>;
}
