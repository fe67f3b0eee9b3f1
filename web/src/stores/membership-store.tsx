import { API_FALLBACK, EMPTY_QUOTA, type Quota, QuotaResponse } from "@contract";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { apiRequest } from "@/lib/api-client";

/**
 * The signed-in user's membership and quota, as the server reports them (the client defines no
 * default limits). Fetched on login; a generation's answer carries the quota after
 * it (`quota.after`), which replaces the numbers without a second request; cleared on logout.
 */
interface MembershipContextValue {
  quota: Quota;
  loaded: boolean;
  error: string | null;
  /** Fetches GET /logos/quota; on failure keeps the all-zero FREE fallback and rethrows. */
  refresh(): Promise<Quota>;
  /** Takes the quota the server sent with another answer (a generation's `quota.after`). */
  update(quota: Quota): void;
  /** The quota if the server reported it less than `maxAgeMs` ago in this session, else null. */
  recentQuota(maxAgeMs: number): Quota | null;
  clear(): void;
}

const MembershipContext = createContext<MembershipContextValue | null>(null);

function fetchQuota(): Promise<Quota> {
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
  /** The clock for `recentQuota`; tests move it. */
  now?: () => number;
}

export function MembershipProvider({
  children,
  loadQuota = fetchQuota,
  now = Date.now,
}: MembershipProviderProps) {
  const [quota, setQuota] = useState<Quota>(EMPTY_QUOTA);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Read synchronously by recentQuota, so a generation started right after another sees its answer.
  const reported = useRef<{ quota: Quota; at: number } | null>(null);

  const update = useCallback(
    (next: Quota) => {
      reported.current = { quota: next, at: now() };
      setQuota(next);
      setError(null);
      setLoaded(true);
    },
    [now],
  );

  const refresh = useCallback(async () => {
    try {
      const next = await loadQuota();
      update(next);
      return next;
    } catch (failure) {
      reported.current = null;
      setQuota(EMPTY_QUOTA);
      setError(failure instanceof Error ? failure.message : "Failed to fetch membership status");
      setLoaded(true);
      throw failure;
    }
  }, [loadQuota, update]);

  const recentQuota = useCallback(
    (maxAgeMs: number) => {
      const last = reported.current;
      return last && now() - last.at < maxAgeMs ? last.quota : null;
    },
    [now],
  );

  const clear = useCallback(() => {
    reported.current = null;
    setQuota(EMPTY_QUOTA);
    setError(null);
    setLoaded(false);
  }, []);

  const value = useMemo(
    () => ({ quota, loaded, error, refresh, update, recentQuota, clear }),
    [quota, loaded, error, refresh, update, recentQuota, clear],
  );
  return <MembershipContext.Provider value={value}>{children}</MembershipContext.Provider>;
}

export function useMembership(): MembershipContextValue {
  const value = useContext(MembershipContext);
  if (!value) throw new Error("useMembership must be used inside MembershipProvider");
  return value;
}
