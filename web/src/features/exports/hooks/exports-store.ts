/**
 * The exports list and the selected export id, shared by the export flow on the
 * logo pages and /my-exports, which the app's providers do not know about: a small external store.
 * It belongs to one user; another user signing in in the same tab never sees it.
 */
import { type ExportSummary, STATE_MESSAGE } from "@contract";
import { useSyncExternalStore } from "react";
import { getExports } from "@/features/exports/api/exports-api";
import { getFirebaseAuth } from "@/lib/firebase";

interface ExportsState {
  /** Whose exports these are: the list is ignored for anybody else. */
  ownerUid: string | null;
  /** The list form of each export; an export read in full replaces its entry (it has all of it). */
  exports: ExportSummary[] | null;
  loading: boolean;
  error: string | null;
}

const EMPTY: ExportsState = { ownerUid: null, exports: null, loading: false, error: null };

let state: ExportsState = EMPTY;
const listeners = new Set<() => void>();
let latestRequest = 0;

function setState(next: ExportsState): void {
  state = next;
  for (const listener of listeners) listener();
}

function currentUid(): string | null {
  return getFirebaseAuth().currentUser?.uid ?? null;
}

/** The store as the signed-in user may see it. */
function snapshot(): ExportsState {
  return state.ownerUid === currentUid() ? state : EMPTY;
}

export function useExportsState(): ExportsState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    snapshot,
  );
}

/** GET /exports/user into the store; an older answer arriving late never wins. */
export async function reloadExports(): Promise<void> {
  const uid = currentUid();
  const request = ++latestRequest;
  const previous = snapshot();
  setState({ ...previous, ownerUid: uid, loading: true, error: null });
  try {
    const exports = await getExports();
    if (request === latestRequest) setState({ ownerUid: uid, exports, loading: false, error: null });
  } catch {
    if (request === latestRequest)
      setState({ ...previous, ownerUid: uid, loading: false, error: STATE_MESSAGE.fetchExportsFailed });
  }
}

/** Fetching one export replaces the matching entry or appends it. */
export function upsertExport(exportItem: ExportSummary): void {
  const current = snapshot();
  if (!current.exports) return;
  const index = current.exports.findIndex((existing) => existing.id === exportItem.id);
  const exports =
    index === -1
      ? [...current.exports, exportItem]
      : current.exports.map((existing, position) => (position === index ? exportItem : existing));
  setState({ ...current, exports });
}

/**
 * For tests: start from nothing.
 * @visibleForTesting
 */
export function resetExportsStore(): void {
  latestRequest += 1;
  setState(EMPTY);
}

const SELECTED_EXPORT_KEY = "markery.selectedExportId";

/**
 * The export flow stores the selected export id and /my-exports opens it. Kept
 * in sessionStorage with its owner, so it survives the page change (and a reload) but not the tab.
 */
export function storeSelectedExportId(exportId: string): void {
  try {
    sessionStorage.setItem(SELECTED_EXPORT_KEY, JSON.stringify({ uid: currentUid(), exportId }));
  } catch {
    // Storage disabled: /my-exports simply shows the list.
  }
}

/** Reads and clears the selected export id, if it belongs to the signed-in user. */
export function takeSelectedExportId(): string | null {
  try {
    const raw = sessionStorage.getItem(SELECTED_EXPORT_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(SELECTED_EXPORT_KEY);
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null || !("uid" in value) || !("exportId" in value))
      return null;
    return value.uid === currentUid() && typeof value.exportId === "string" ? value.exportId : null;
  } catch {
    return null;
  }
}
