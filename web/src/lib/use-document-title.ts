import { useEffect } from "react";

const DEFAULT_DOCUMENT_TITLE = "Markery — AI logo generator";

/** Sets the tab title while a page is shown; leaving it restores the product's title. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · Markery` : DEFAULT_DOCUMENT_TITLE;
    return () => {
      document.title = DEFAULT_DOCUMENT_TITLE;
    };
  }, [title]);
}
