/**
 * Undo and redo for the editor: a list of past designs, the present one and the undone ones.
 * Typing into one field is one step, not one per letter: changes to the same field within
 * COALESCE_MS of each other replace the present instead of adding to the past.
 */
export const COALESCE_MS = 1000;
/** Enough for a long session; the oldest steps are dropped beyond it. */
export const HISTORY_DEPTH = 100;

export interface EditHistory<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field the last change typed into, while further typing may still join that step. */
  typing: { field: string; at: number } | null;
}

export type EditHistoryAction<T> =
  /** `field` names a text field being typed into; other changes (a click) are always a step. */
  | { type: "change"; next: T; field?: string; at: number }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "reset"; present: T };

export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [], typing: null };
}

export function editHistoryReducer<T>(history: EditHistory<T>, action: EditHistoryAction<T>): EditHistory<T> {
  switch (action.type) {
    case "change": {
      if (Object.is(action.next, history.present)) return history;
      const typing = action.field ? { field: action.field, at: action.at } : null;
      const continues =
        typing !== null &&
        history.typing !== null &&
        history.typing.field === typing.field &&
        typing.at - history.typing.at <= COALESCE_MS &&
        history.past.length > 0;
      if (continues) return { ...history, present: action.next, future: [], typing };
      return {
        past: [...history.past, history.present].slice(-HISTORY_DEPTH),
        present: action.next,
        future: [],
        typing,
      };
    }
    case "undo": {
      const previous = history.past.at(-1);
      if (previous === undefined) return history;
      return {
        past: history.past.slice(0, -1),
        present: previous,
        future: [history.present, ...history.future],
        typing: null,
      };
    }
    case "redo": {
      const [next, ...rest] = history.future;
      if (next === undefined) return history;
      return { past: [...history.past, history.present], present: next, future: rest, typing: null };
    }
    case "reset":
      return startHistory(action.present);
  }
}

export function canUndo(history: EditHistory<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: EditHistory<unknown>): boolean {
  return history.future.length > 0;
}
