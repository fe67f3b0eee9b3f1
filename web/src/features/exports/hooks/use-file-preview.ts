import type { ExportResource } from "@contract";
import { useEffect, useState } from "react";
import { fetchPreview } from "@/features/exports/api/export-downloads";
import { isPictureFile } from "@/features/exports/lib/export-format";

type FilePreview = { status: "idle" | "loading" | "failed" } | { status: "loaded"; url: string };

/**
 * A small PNG of a ready file, fetched with the owner's token and shown through an object URL
 * that is revoked when the file changes or the component goes away.
 */
export function useFilePreview(resource: ExportResource | null): FilePreview {
  const [preview, setPreview] = useState<FilePreview>({ status: "idle" });
  // The brand kit is a zip: there is no picture of it to fetch.
  const ready = resource?.status === "ready" && isPictureFile(resource.type);
  const url = resource?.url ?? null;
  // The resource object is new on every re-read; only its address and readiness matter here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!resource || !ready || !url) {
      setPreview({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setPreview({ status: "loading" });
    fetchPreview(resource, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setPreview({ status: "loaded", url: objectUrl });
      },
      () => {
        if (!controller.signal.aborted) setPreview({ status: "failed" });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [ready, url]);
  return preview;
}
