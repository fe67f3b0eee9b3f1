import { type Export, STATE_MESSAGE } from "@contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { getExport, retryExport } from "@/features/exports/api/exports-api";
import { upsertExport } from "@/features/exports/hooks/exports-store";
import { isInProgress } from "@/features/exports/lib/export-progress";
import { ApiError } from "@/lib/api-error";

type ExportDetailState =
  | { status: "loading" }
  | { status: "notFound" }
  | { status: "error"; message: string }
  | { status: "ready"; export: Export };

/** Without a live listener, a pending export is re-read this often. */
const POLL_MS = 1_000;
/** With one, a slow re-read still guards against a listener that went quiet. */
const SAFETY_POLL_MS = 10_000;

/**
 * One export for /exports/{id}. The API is the only source of what the page shows; `refetch` is
 * what a change signal (the Firestore listener) calls, and polling fills in while no signal is live.
 */
export function useExportDetail(exportId: string) {
  const [state, setState] = useState<ExportDetailState>({ status: "loading" });
  const [live, setLive] = useState(false);
  const inFlight = useRef(false);
  const again = useRef(false);
  const current = useRef(exportId);
  current.current = exportId;

  const refetch = useCallback(async () => {
    // Reads never overlap: a change arriving during a read asks for one more read after it.
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    const requested = exportId;
    try {
      do {
        again.current = false;
        try {
          const exportItem = await getExport(requested);
          if (current.current !== requested) return;
          upsertExport(exportItem);
          setState({ status: "ready", export: exportItem });
        } catch (failure) {
          if (current.current !== requested) return;
          if (failure instanceof ApiError && failure.status === 404) {
            setState({ status: "notFound" });
          } else {
            // A failed re-read keeps what is shown; only a first read shows the error.
            setState((previous) =>
              previous.status === "ready"
                ? previous
                : { status: "error", message: STATE_MESSAGE.fetchExportFailed },
            );
          }
        }
      } while (again.current);
    } finally {
      inFlight.current = false;
    }
  }, [exportId]);

  useEffect(() => {
    setState({ status: "loading" });
    setLive(false);
    void refetch();
  }, [refetch]);

  const pending = state.status === "ready" && isInProgress(state.export);
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void refetch(), live ? SAFETY_POLL_MS : POLL_MS);
    return () => clearInterval(timer);
  }, [pending, live, refetch]);

  /**
   * An answer that carries the export (the kit's motion files are being made again): shown at
   * once, so the page knows its files are in the making, then read again in case a read that
   * started before it lands after it.
   */
  const replace = useCallback(
    (exportItem: Export) => {
      if (exportItem.id !== current.current) return;
      upsertExport(exportItem);
      setState({ status: "ready", export: exportItem });
      void refetch();
    },
    [refetch],
  );

  /** 'Try again': free. Answers the failure text, or null. */
  const retry = useCallback(async (): Promise<string | null> => {
    try {
      await retryExport(exportId);
      await refetch();
      return null;
    } catch (failure) {
      await refetch();
      return failure instanceof ApiError ? failure.message : STATE_MESSAGE.unexpected;
    }
  }, [exportId, refetch]);

  return { state, pending, refetch, retry, replace, setLive };
}
