import { describe, expect, it } from "vitest";
import {
  COALESCE_MS,
  canRedo,
  canUndo,
  type EditHistory,
  type EditHistoryAction,
  editHistoryReducer,
  HISTORY_DEPTH,
  startHistory,
} from "@/features/editor/lib/edit-history";

interface Design {
  name: string;
  color: string;
}

function run(actions: EditHistoryAction<Design>[], start: Design = { name: "Acme", color: "red" }) {
  return actions.reduce<EditHistory<Design>>(editHistoryReducer, startHistory(start));
}

describe("edit history", () => {
  it("undoes and redoes each change in order, and a new change drops what was undone", () => {
    const blue = { name: "Acme", color: "blue" };
    const green = { name: "Acme", color: "green" };
    let history = run([
      { type: "change", next: blue, at: 0 },
      { type: "change", next: green, at: 10 },
    ]);
    expect(history.present).toBe(green);
    history = editHistoryReducer(history, { type: "undo" });
    expect(history.present).toBe(blue);
    history = editHistoryReducer(history, { type: "undo" });
    expect(history.present.color).toBe("red");
    expect(canUndo(history)).toBe(false);
    history = editHistoryReducer(history, { type: "undo" });
    expect(history.present.color).toBe("red");
    history = editHistoryReducer(history, { type: "redo" });
    expect(history.present).toBe(blue);
    expect(canRedo(history)).toBe(true);
    history = editHistoryReducer(history, { type: "change", next: { name: "Acme", color: "black" }, at: 20 });
    expect(canRedo(history)).toBe(false);
    expect(history.past.map((design) => design.color)).toEqual(["red", "blue"]);
  });

  it("makes quick typing into one field a single step, but not a pause or another field", () => {
    const typed = (name: string, at: number, field = "name"): EditHistoryAction<Design> => ({
      type: "change",
      next: { name, color: "red" },
      field,
      at,
    });
    let history = run([typed("A", 0), typed("Ac", 100), typed("Acm", 200), typed("Acme!", 300)], {
      name: "",
      color: "red",
    });
    expect(history.past).toHaveLength(1);
    history = editHistoryReducer(history, { type: "undo" });
    expect(history.present.name).toBe("");

    history = run([typed("A", 0), typed("Ab", 100 + COALESCE_MS + 1)], { name: "", color: "red" });
    expect(history.past.map((design) => design.name)).toEqual(["", "A"]);

    history = run([typed("A", 0), typed("A", 50, "tagline")], { name: "", color: "red" });
    expect(history.past).toHaveLength(2);

    // After an undo, typing starts a new step instead of joining the undone one.
    history = run([typed("A", 0), { type: "undo" }, typed("B", 10)], { name: "", color: "red" });
    expect(history.past.map((design) => design.name)).toEqual([""]);
  });

  it("keeps at most HISTORY_DEPTH steps", () => {
    const actions: EditHistoryAction<Design>[] = Array.from({ length: HISTORY_DEPTH + 20 }, (_, i) => ({
      type: "change",
      next: { name: `v${i}`, color: "red" },
      at: i * 10_000,
    }));
    expect(run(actions).past).toHaveLength(HISTORY_DEPTH);
  });
});
