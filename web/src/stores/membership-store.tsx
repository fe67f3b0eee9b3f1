import { API_FALLBACK, EMPTY_QUOTA, type Quota, QuotaResponse } from "@contract";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { apiRequest } from "@/lib/api-client";

/**
 * The signed-in user's membership and quota, as the server reports them (the client defines no
 * default limits, spec section 9). Refreshed on login and after every generation; cleared on logout.
 */
interface MembershipContextValue {
  quota: Quota;
  loaded: boolean;
  error: string | null;
  /** Fetches GET /logos/quota; on failure keeps the all-zero FREE fallback and rethrows. */
  refresh(): Promise<Quota>;
  clear(): void;
}

const MembershipContext = createContext<MembershipContextValue | null>(null);

export function fetchQuota(): Promise<Quota> {
  return apiRequest({
    path: "/logos/quota",
    schema: QuotaResponse,
    fallbackError: API_FALLBACK.getQuota,
  }).then((response) => response.quota);
}

interface MembershipProviderProps {
  children: ReactNode;
  /** Where the quota comes from; tests hand in their own instead of a network call. */
  loadQuota?: () => Promise<Quota>;
}

export function MembershipProvider({ children, loadQuota = fetchQuota }: MembershipProviderProps) {
  const [quota, setQuota] = useState<Quota>(EMPTY_QUOTA);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const next = await loadQuota();
      setQuota(next);
      setError(null);
      setLoaded(true);
      return next;
    } catch (failure) {
      setQuota(EMPTY_QUOTA);
      setError(failure instanceof Error ? failure.message : "Failed to fetch membership status");
      setLoaded(true);
      throw failure;
    }
  }, [loadQuota]);

  const clear = useCallback(() => {
    setQuota(EMPTY_QUOTA);
    setError(null);
    setLoaded(false);
  }, []);

  const value = useMemo(
    () => ({ quota, loaded, error, refresh, clear }),
    [quota, loaded, error, refresh, clear],
  );
  return <MembershipContext.Provider value={value}>{children}</MembershipContext.Provider>;
}

export function useMembership(): MembershipContextValue {
  const value = useContext(MembershipContext);
  if (!value) throw new Error("useMembership must be used inside MembershipProvider");
  return value;
}
