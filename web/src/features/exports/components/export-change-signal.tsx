import { doc, onSnapshot } from "firebase/firestore";
import { type ReactNode, useEffect } from "react";
import { EXPORTS_COLLECTION, getExportsFirestore } from "@/features/exports/api/exports-firestore";

interface ExportChangeSignalProps {
  exportId: string;
  /** A new snapshot of the export document arrived: something changed. */
  onChange(): void;
  /** Whether the listener is delivering; false after an error (the page then polls). */
  onLive(live: boolean): void;
}

/**
 * A Firestore listener on the owner's exports/{id} (the rules let only the owner read it): each
 * change makes the page re-read GET /exports/{id}. The document is only a signal; its stored
 * shape is the API's business and is never read here. Mounted only while files are in the making.
 *
 * Firestore's own onSnapshot rather than reactfire's useFirestoreDoc: reactfire is one module
 * shared by every page, and using its Firestore hooks would pull the whole Firestore SDK into the
 * landing page's bundle (see vite.config.ts). Imported from here, it stays in this page's chunk.
 */
export function ExportChangeSignal({ exportId, onChange, onLive }: ExportChangeSignalProps): ReactNode {
  useEffect(() => {
    const unsubscribe = onSnapshot(
      doc(getExportsFirestore(), EXPORTS_COLLECTION, exportId),
      () => {
        onLive(true);
        onChange();
      },
      () => onLive(false),
    );
    return () => {
      unsubscribe();
      onLive(false);
    };
  }, [exportId, onChange, onLive]);
  return null;
}
