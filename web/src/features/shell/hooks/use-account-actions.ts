import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { signOutOfMarkery } from "@/lib/session";
import { useLogoSession } from "@/stores/logo-session-store";

/** The two user-menu entries that do more than follow a link. */
export function useAccountActions() {
  const navigate = useNavigate();
  const { clearCurrentProject } = useLogoSession();

  /** 'Back to Creation': a fresh start on /create, without the current project. */
  const backToCreation = useCallback(() => {
    clearCurrentProject();
    navigate("/create");
  }, [clearCurrentProject, navigate]);

  /** Clearing state and going to / follow from the auth state change (AuthSessionEffects). */
  const logout = useCallback(() => signOutOfMarkery().catch(() => undefined), []);

  return { backToCreation, logout };
}
