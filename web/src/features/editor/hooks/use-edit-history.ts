import { type KeyboardEvent, useCallback, useReducer } from "react";
import {
  canRedo,
  canUndo,
  type EditHistory,
  editHistoryReducer,
  startHistory,
} from "@/features/editor/lib/edit-history";

interface EditHistoryControls<T> {
  history: EditHistory<T>;
  present: T;
  /** `field` joins quick typing into one field into one undo step. */
  change(next: T, field?: string): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes, anywhere inside the editor. */
  onKeyDown(event: KeyboardEvent): void;
}

export function useEditHistory<T>(initial: T): EditHistoryControls<T> {
  const [history, dispatch] = useReducer(editHistoryReducer<T>, initial, startHistory);
  const change = useCallback(
    (next: T, field?: string) => dispatch({ type: "change", next, field, at: Date.now() }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: "undo" }), []);
  const redo = useCallback(() => dispatch({ type: "redo" }), []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      // The fields are controlled by this history, so the browser's own text undo is replaced too.
      if (key === "z" && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if ((key === "z" && event.shiftKey) || (key === "y" && !event.metaKey)) {
        event.preventDefault();
        redo();
      }
    },
    [undo, redo],
  );
  return {
    history,
    present: history.present,
    change,
    undo,
    redo,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    onKeyDown,
  };
}
