import type { ReactNode } from "react";
import { MembershipSessionEffects } from "@/features/auth/components/membership-session-effects";
import { MembershipProvider } from "@/stores/membership-store";

/** The state of the signed-in app, loaded with its first page (see SignedInStateHost). */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <MembershipProvider>
      <MembershipSessionEffects />
      {children}
    </MembershipProvider>
  );
}
