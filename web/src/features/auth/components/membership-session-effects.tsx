import { useEffect, useRef } from "react";
import { useSession } from "@/lib/session";
import { useMembership } from "@/stores/membership-store";

/**
 * Membership and quota follow the signed-in user: refreshed when a user signs
 * in (or when the store first mounts for a signed-in user), cleared when the user signs out or
 * another user signs in. Mounted with the membership store (app/signed-in-providers.tsx).
 */
export function MembershipSessionEffects() {
  const { status, user } = useSession();
  const { refresh, clear } = useMembership();
  const previousUid = useRef<string | null | undefined>(undefined);

  const uid = user?.uid ?? null;
  useEffect(() => {
    if (status === "loading") return;
    const before = previousUid.current;
    previousUid.current = uid;
    if (before === uid) return;
    if (before) clear();
    // A failed refresh leaves the FREE all-zero fallback in place; pages show their own errors.
    if (uid) refresh().catch(() => undefined);
  }, [status, uid, refresh, clear]);

  return null;
}
