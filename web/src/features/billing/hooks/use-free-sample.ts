import type { Logo } from "@contract";
import { useCallback, useState } from "react";
import {
  renderWatermarkedSample,
  SAMPLE_FILE_NAME,
  saveBlob,
} from "@/features/billing/lib/watermarked-sample";

/** One watermarked sample per browser, remembered in localStorage. */
export const FREE_SAMPLE_STORAGE_KEY = "markery.freeSampleUsed";
export const FREE_SAMPLE_FAILED = "The free sample could not be created. Please try again.";

function readUsedFlag(): boolean {
  try {
    return localStorage.getItem(FREE_SAMPLE_STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

export function useFreeSample() {
  const [used, setUsed] = useState(readUsedFlag);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = useCallback(
    async (logo: Logo) => {
      // Re-read the flag: another tab may have used the sample since this one loaded.
      if (used || readUsedFlag()) {
        setUsed(true);
        return;
      }
      setDownloading(true);
      setError(null);
      try {
        const blob = await renderWatermarkedSample(logo.url);
        saveBlob(blob, SAMPLE_FILE_NAME);
        localStorage.setItem(FREE_SAMPLE_STORAGE_KEY, "true");
        setUsed(true);
      } catch {
        // Only a delivered sample counts: a failed render leaves the sample available.
        setError(FREE_SAMPLE_FAILED);
      } finally {
        setDownloading(false);
      }
    },
    [used],
  );

  return { used, downloading, error, download };
}
