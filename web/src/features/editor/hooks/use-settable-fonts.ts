import { useEffect, useState } from "react";
import { getSettableFonts } from "@/features/editor/api/get-settable-fonts";

const FONTS_DEBOUNCE_MS = 300;

/**
 * Which fonts can set the brand name as it is typed: null until the first answer, or when the
 * check fails (then every font is listed, and the preview shows what each does). While a newer
 * name is checked the last answer stays, so the list does not flicker.
 */
export function useSettableFonts(brandName: string): ReadonlySet<string> | null {
  const [settable, setSettable] = useState<ReadonlySet<string> | null>(null);
  const name = brandName.trim();

  useEffect(() => {
    if (name === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSettableFonts(name, controller.signal)
        .then((response) => {
          if (!controller.signal.aborted) setSettable(new Set(response.fonts));
        })
        .catch(() => {
          if (!controller.signal.aborted) setSettable(null);
        });
    }, FONTS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name]);

  return settable;
}
