import { useState } from "react";
import { DOWNLOAD_FAILED } from "@/features/exports/api/export-downloads";
import { ApiError } from "@/lib/api-error";

interface Download {
  downloading: boolean;
  /** The failure in plain words, shown until dismissed or the next attempt. */
  error: string | null;
  clearError(): void;
  start(): Promise<void>;
}

/** One download button's state: busy while `run` fetches and saves, its failure in plain words. */
export function useDownload(run: () => Promise<void>): Download {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setDownloading(true);
    setError(null);
    try {
      await run();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : DOWNLOAD_FAILED);
    } finally {
      setDownloading(false);
    }
  }

  return { downloading, error, clearError: () => setError(null), start };
}
