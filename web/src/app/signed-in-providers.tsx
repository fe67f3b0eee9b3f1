import type { ReactNode } from "react";
import { MembershipSessionEffects } from "@/features/auth/components/membership-session-effects";
import { FirebaseProviders } from "@/lib/firebase-providers";
import { MembershipProvider } from "@/stores/membership-store";

/**
 * The state of the signed-in app, loaded with its first page (see SignedInStateHost): reactfire's
 * providers, so the signed-in pages can use its hooks, and the membership store.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseProviders>
      <MembershipProvider>
        <MembershipSessionEffects />
        {children}
      </MembershipProvider>
    </FirebaseProviders>
  );
}
