import { type ContrastReport, DESIGN_PREVIEW_DEBOUNCE_MS, type DesignEdits } from "@contract";
import { useEffect, useState } from "react";
import { previewLogoDesign } from "@/features/editor/api/preview-logo-design";
import { ApiError } from "@/lib/api-error";

interface DesignPreview {
  /** The latest preview image (a PNG data URL), or null before the first one arrives. */
  image: string | null;
  contrast: ContrastReport[];
  /** A newer preview is on its way (the image shown is of an earlier state). */
  updating: boolean;
  error: string | null;
}

/** Decodes the image before it is shown, so swapping previews never flashes an empty box. */
async function decoded(src: string): Promise<void> {
  if (typeof Image === "undefined") return;
  const image = new Image();
  image.src = src;
  if (typeof image.decode === "function") await image.decode().catch(() => undefined);
}

/**
 * The live preview: once typing pauses for DESIGN_PREVIEW_DEBOUNCE_MS the server draws
 * the edits with the engine and answers the watermarked preview that saving would store. A newer
 * change cancels the request in flight, so only the latest state is ever shown. `edits` is null
 * while the form holds something the API would refuse; the last good preview stays up.
 */
export function useDesignPreview(logoId: string, edits: DesignEdits | null): DesignPreview {
  const [preview, setPreview] = useState<DesignPreview>({
    image: null,
    contrast: [],
    updating: edits !== null,
    error: null,
  });
  const key = edits ? JSON.stringify(edits) : null;

  useEffect(() => {
    if (key === null) {
      setPreview((current) => ({ ...current, updating: false }));
      return;
    }
    const body: DesignEdits = JSON.parse(key);
    const controller = new AbortController();
    setPreview((current) => ({ ...current, updating: true }));
    const timer = setTimeout(() => {
      previewLogoDesign(logoId, body, controller.signal)
        .then(async (response) => {
          await decoded(response.preview);
          if (controller.signal.aborted) return;
          setPreview({ image: response.preview, contrast: response.contrast, updating: false, error: null });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof ApiError ? error.message : "The preview could not be drawn.";
          setPreview((current) => ({ ...current, updating: false, error: message }));
        });
    }, DESIGN_PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [logoId, key]);

  return preview;
}
