import { BrandName } from "@contract";
import { useEffect, useRef, useState } from "react";
import { getSettableFonts } from "@/features/editor/api/get-settable-fonts";

export const FONTS_DEBOUNCE_MS = 300;

/**
 * Which fonts can set the brand name as it is typed: null until the first answer, or when the
 * check fails (then every font is listed, and the preview shows what each does). While a newer
 * name is checked the last answer stays, so the list does not flicker; a name the field itself
 * refuses (empty, too long) is not asked about. The name the editor opens with is asked at once,
 * so an Arabic name's list does not show every Latin face for the length of a debounce.
 */
export function useSettableFonts(brandName: string): ReadonlySet<string> | null {
  const [settable, setSettable] = useState<ReadonlySet<string> | null>(null);
  const answered = useRef(false);
  const parsed = BrandName.safeParse(brandName);
  const name = parsed.success ? parsed.data : null;

  useEffect(() => {
    if (name === null) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        getSettableFonts(name, controller.signal)
          .then((response) => {
            if (!controller.signal.aborted) setSettable(new Set(response.fonts));
          })
          .catch(() => {
            if (!controller.signal.aborted) setSettable(null);
          })
          .finally(() => {
            answered.current = true;
          });
      },
      answered.current ? FONTS_DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name]);

  return settable;
}
