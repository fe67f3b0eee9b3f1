import { type ErrorCode, type Export, isExportLimitError, type Logo, SCREEN_MESSAGE } from "@contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { createExport, getExport } from "@/features/exports/api/exports-api";
import { reloadExports, storeSelectedExportId, upsertExport } from "@/features/exports/hooks/exports-store";
import {
  countFiles,
  EXPORT_EXPECTED_MS,
  exportProgress,
  isInProgress,
} from "@/features/exports/lib/export-progress";
import { ApiError } from "@/lib/api-error";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { isNoAnswerOrServerFault } from "@/lib/passing-failure";
import { useMembership } from "@/stores/membership-store";

/** How often the overlay asks how far the files are. */
const EXPORT_POLL_MS = 750;
/** After the spec's ~90 s the overlay stops waiting: the export page keeps showing live progress. */
const OVERLAY_WAIT_LIMIT_MS = EXPORT_EXPECTED_MS;
const TICK_MS = 250;

const EXPORTS_PATH = "/my-exports";

/**
 * No export credit left (the API's code says so) opens Download options. The rate limiter's 429
 * (too many calls in a short time) does not: no credit ran out, its text is shown. Only a failure
 * without a code falls back to the spec's text, 'Export limit reached'.
 */
export function isExportLimitFailure(failure: unknown): boolean {
  if (!(failure instanceof ApiError)) return false;
  if (failure.code !== null) return failure.code === "no-export-credit";
  return isExportLimitError(failure.message);
}

/**
 * Refusals the server words for the user: too many calls or Markery busy (the text says how long
 * to wait), a logo another customer owns, the same export still being made. Anything else reads as
 * the export failing.
 */
const WORDED_REFUSALS: ReadonlySet<ErrorCode> = new Set([
  "rate-limited",
  "busy",
  "owned-by-another",
  "in-progress",
]);

export function exportRefusalMessage(failure: unknown): string | null {
  return failure instanceof ApiError && failure.code !== null && WORDED_REFUSALS.has(failure.code)
    ? failure.message
    : null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ExportFlow {
  /** Confirm in the export modal. */
  confirm(logo: Logo): Promise<void>;
  preparing: boolean;
  /** The 'Preparing Your Logo' bar, in percent. */
  progress: number;
  /** e.g. '2 of 5 files ready', once the export exists. */
  detail: string | null;
  error: string | null;
  dismissError(): void;
}

interface ExportFlowOptions {
  /** No exports left after all (the server said so): the Download options modal. */
  onLimitReached(logo: Logo): void;
}

/**
 * The export flow: call export, show real progress while the files are made, store
 * the selected export id, reload the exports list and go to /my-exports (which opens the export).
 */
export function useExportFlow({ onLimitReached }: ExportFlowOptions): ExportFlow {
  const navigate = useNavigate();
  const { refresh } = useMembership();
  const [preparing, setPreparing] = useState(false);
  const [exportItem, setExportItem] = useState<Export | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const [now, setNow] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  // The key of an export call whose answer was lost, kept so a retry is never charged twice.
  const unanswered = useRef<{ logoId: string; key: string } | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The bar creeps between files by time, so it needs a clock while the overlay is open.
  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [preparing]);

  const confirm = useCallback(
    async (logo: Logo) => {
      if (running.current) return;
      running.current = true;
      const start = Date.now();
      setError(null);
      setExportItem(null);
      setStartedAt(start);
      setNow(start);
      setPreparing(true);
      try {
        const key = unanswered.current?.logoId === logo.id ? unanswered.current.key : newIdempotencyKey();
        let exportId: string;
        try {
          exportId = (await createExport(logo.id, key)).exportId;
          unanswered.current = null;
        } catch (failure) {
          // It may have gone through: a retry replays it with the same key.
          unanswered.current = isNoAnswerOrServerFault(failure) ? { logoId: logo.id, key } : null;
          if (isExportLimitFailure(failure)) {
            // The quota shown was stale: bring it up to date along with the modal.
            void refresh().catch(() => undefined);
            if (mounted.current) onLimitReached(logo);
          } else if (mounted.current) {
            setError(exportRefusalMessage(failure) ?? SCREEN_MESSAGE.exportFailed);
          }
          return;
        }
        // Membership and quota are refreshed after the export.
        void refresh().catch(() => undefined);

        // Wait for the files, showing how many are made; the export page takes over after that.
        while (mounted.current && Date.now() - start < OVERLAY_WAIT_LIMIT_MS) {
          try {
            const latest = await getExport(exportId);
            if (!mounted.current) return;
            setExportItem(latest);
            upsertExport(latest);
            if (!isInProgress(latest)) break;
          } catch {
            // A dropped status read is not a failed export: the page will show the truth.
          }
          await wait(EXPORT_POLL_MS);
        }
        if (!mounted.current) return;
        storeSelectedExportId(exportId);
        await reloadExports();
        if (mounted.current) navigate(EXPORTS_PATH);
      } finally {
        running.current = false;
        if (mounted.current) setPreparing(false);
      }
    },
    [navigate, onLimitReached, refresh],
  );

  const counts = exportItem ? countFiles(exportItem) : null;
  return {
    confirm,
    preparing,
    progress: exportProgress(exportItem, now - startedAt),
    detail: counts ? `${counts.ready} of ${counts.total} files ready` : null,
    error,
    dismissError: useCallback(() => setError(null), []),
  };
}
