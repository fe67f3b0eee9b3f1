import {
  DESIGN_MESSAGE,
  type DesignEdits,
  type DesignOptionsResponse,
  type IconOption,
  type Logo,
} from "@contract";
import { useEffect, useState } from "react";
import { getLogoDesign } from "@/features/editor/api/get-logo-design";
import { loadDesignOptions } from "@/features/editor/hooks/use-design-options";
import { ApiError } from "@/lib/api-error";

type EditorSession =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; edits: DesignEdits; icon: IconOption | null; options: DesignOptionsResponse };

/** Loads what the editor starts from: the logo's design and the engine's options. */
export function useEditorSession(logo: Logo | null): EditorSession {
  // Tagged with the logo it belongs to, so opening another logo never shows the last one's design.
  const [loaded, setLoaded] = useState<{ logoId: string; session: EditorSession } | null>(null);
  useEffect(() => {
    if (!logo) return;
    const controller = new AbortController();
    Promise.all([getLogoDesign(logo.id, controller.signal), loadDesignOptions()])
      .then(([design, options]) => {
        if (controller.signal.aborted) return;
        setLoaded({
          logoId: logo.id,
          session: { status: "ready", edits: design.design, icon: design.icon, options },
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : DESIGN_MESSAGE.loadFailed;
        setLoaded({ logoId: logo.id, session: { status: "failed", message } });
      });
    return () => controller.abort();
  }, [logo]);
  return logo && loaded?.logoId === logo.id ? loaded.session : { status: "loading" };
}
