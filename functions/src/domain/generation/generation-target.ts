import type { BrandBrief } from "../ports/logo-designer";

/** The three ways to ask for logos, after validation. */
export type GenerationTarget =
  /** POST /logos/generate: a new project with `promptsCount` new directions. */
  | { kind: "new-project"; brief: BrandBrief; count: number; promptsCount: number }
  /**
   * POST /projects/{id}/logos/generate: new directions for a project; with a refined brief
   * ('Edit prompt') the project takes the new name and description.
   */
  | {
      kind: "project";
      projectId: string;
      count: number;
      promptsCount: number;
      refinedBrief: Partial<BrandBrief> | null;
    }
  /** POST /projects/{id}/prompts/{id}/logos/generate: more variants of one direction. */
  | { kind: "prompt"; projectId: string; promptId: string; count: number };

export function requestedCount(target: GenerationTarget): number {
  return target.kind === "prompt" ? target.count : target.count * target.promptsCount;
}
