import { DesignEdits } from "@contract";

/** Where an invalid design's first problem is, so the editor can put the message beside it. */
export type EditorField = "brandName" | "tagline" | "background" | "text" | "brand" | "other";

interface DesignValidation {
  /** The edits as the API will receive them (trimmed, colours upper-case), or null if refused. */
  edits: DesignEdits | null;
  errors: Partial<Record<EditorField, string>>;
}

function fieldOf(path: readonly PropertyKey[]): EditorField {
  const [first, second] = path;
  if (first === "brandName" || first === "tagline") return first;
  if (first === "palette" && (second === "background" || second === "text" || second === "brand"))
    return second;
  return "other";
}

/** The contract's own rules, run in the browser before any preview or save is asked for. */
export function validateDesign(edits: DesignEdits): DesignValidation {
  const parsed = DesignEdits.safeParse(edits);
  if (parsed.success) return { edits: parsed.data, errors: {} };
  const errors: DesignValidation["errors"] = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= issue.message;
  }
  return { edits: null, errors };
}
