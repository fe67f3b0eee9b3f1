import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/**
 * Header anchors (/#pricing...) land on the section, also when clicked from another page.
 * `rendered`: whether the sections are on the page yet.
 */
export function useScrollToHash(rendered = true) {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every click, so the same anchor scrolls again
  useEffect(() => {
    if (!hash || !rendered) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    // Keyboard and screen-reader users continue from the section, not from the header link.
    target.focus({ preventScroll: true });
  }, [hash, key, rendered]);
}
