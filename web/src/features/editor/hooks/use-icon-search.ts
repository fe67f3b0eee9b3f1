import { cleanUserText, type IconOption } from "@contract";
import { useEffect, useState } from "react";
import { searchIcons } from "@/features/editor/api/search-icons";
import { ApiError } from "@/lib/api-error";

const SEARCH_DEBOUNCE_MS = 250;

interface IconSearch {
  results: IconOption[];
  searching: boolean;
  error: string | null;
}

/** Searches the icon sets as the user types a word, cancelling searches a newer word replaced. */
export function useIconSearch(query: string): IconSearch {
  const [state, setState] = useState<IconSearch>({ results: [], searching: false, error: null });
  // Cleaned as the API cleans it, so a query of only invisible characters searches nothing.
  const word = cleanUserText(query);

  useEffect(() => {
    if (word === "") {
      setState({ results: [], searching: false, error: null });
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ ...current, searching: true }));
    const timer = setTimeout(() => {
      searchIcons(word, controller.signal)
        .then((response) => {
          if (!controller.signal.aborted)
            setState({ results: response.icons, searching: false, error: null });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof ApiError ? error.message : "Symbols could not be searched.";
          setState({ results: [], searching: false, error: message });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [word]);

  return state;
}
