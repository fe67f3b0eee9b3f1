import type { PromptWithLogos } from "@contract";
import { useEffect } from "react";

/**
 * Newly generated logos are scrolled into view. A fresh project's logos already
 * start at the top of the page, so only logos added below existing ones cause a scroll.
 */
export function useScrollToNewLogos(newLogoIds: readonly string[], groups: readonly PromptWithLogos[]) {
  const firstNewId = newLogoIds[0];
  const firstLogoId = groups[0]?.logos[0]?.id;
  useEffect(() => {
    if (!firstNewId || firstNewId === firstLogoId) return;
    // Wait a frame so the new cards are laid out before measuring.
    const frame = requestAnimationFrame(() => {
      const card = Array.from(document.querySelectorAll<HTMLElement>("[data-logo-id]")).find(
        (element) => element.dataset.logoId === firstNewId,
      );
      const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
      card?.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block: "center" });
    });
    return () => cancelAnimationFrame(frame);
  }, [firstNewId, firstLogoId]);
}
