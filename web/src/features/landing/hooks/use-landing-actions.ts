import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import type { PlanId } from "@/config/plans";
import { useRequireSignIn } from "@/stores/auth-dialog-store";

/**
 * The landing page's calls to action. Signed-in users go straight on; visitors
 * get the sign-in dialog first and continue to the same place once signed in.
 * - Try for free, Get Started (and Pro, once it launches): /create.
 * - Choose Creator: /checkout, so a visitor who chose to pay is not dropped on /create.
 */
export function useLandingActions() {
  const navigate = useNavigate();
  const requireSignIn = useRequireSignIn();

  const tryForFree = useCallback(() => requireSignIn(() => navigate("/create")), [requireSignIn, navigate]);

  const selectPlan = useCallback(
    (planId: PlanId) => {
      const destination = planId === "creator" ? "/checkout" : "/create";
      requireSignIn(() => navigate(destination));
    },
    [requireSignIn, navigate],
  );

  return { tryForFree, selectPlan };
}
