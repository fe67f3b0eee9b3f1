/** Before and after reserving: what the request works on, and which logos to draw. */
import { randomInt } from "node:crypto";
import { API_MESSAGE, unsettableCharactersMessage } from "../../contract";
import { InvalidInputError } from "../errors";
import { COLLECTIONS, type ProjectDocument, type PromptDocument, type Stored } from "../firestore-documents";
import { getOwnedProject, getOwnedPrompt, projectPromptDocuments } from "../library";
import { distributeGrant } from "../membership";
import type { BrandBrief, DesignDirection } from "../ports/logo-designer";
import type { DomainServices } from "../ports/services";
import type { GenerationTarget } from "./generation-target";
import type { LogoSlot } from "./render-logos";

/** What the request works on, read before any credit is reserved (a wrong id costs nothing). */
export interface GenerationContext {
  brief: BrandBrief;
  seed: number;
  project: Stored<ProjectDocument> | null;
  prompt: Stored<PromptDocument> | null;
  existingDirections: DesignDirection[];
}

export async function loadContext(
  services: DomainServices,
  uid: string,
  target: GenerationTarget,
): Promise<GenerationContext> {
  const { db } = services;
  if (target.kind === "new-project") {
    return {
      brief: target.brief,
      seed: randomInt(0, 2 ** 31 - 1),
      project: null,
      prompt: null,
      existingDirections: [],
    };
  }
  const project = await getOwnedProject(db, uid, target.projectId);
  if (project.data.kind === "uploads") {
    throw new InvalidInputError(API_MESSAGE.uploadsHaveNoBrief);
  }
  const projectBrief = { brandName: project.data.name, description: project.data.description };
  if (target.kind === "prompt") {
    const prompt = await getOwnedPrompt(db, uid, target.projectId, target.promptId);
    return { brief: projectBrief, seed: project.data.seed, project, prompt, existingDirections: [] };
  }
  const prompts = await projectPromptDocuments(db, uid, target.projectId);
  return {
    brief: { ...projectBrief, ...target.refinedBrief },
    seed: project.data.seed,
    project,
    prompt: null,
    existingDirections: prompts.map((prompt) => prompt.data.direction),
  };
}

/** A name no font can set is refused before any credit is reserved, naming its characters. */
export async function refuseUnsettableName(services: DomainServices, brief: BrandBrief): Promise<void> {
  const characters = (await services.logoDesigner().unsettableCharacters?.(brief.brandName)) ?? [];
  if (characters.length > 0) throw new InvalidInputError(unsettableCharactersMessage(characters));
}

/**
 * Ids for every logo a request may draw, made before its credits are reserved: the reservation
 * lists the granted ones with their file paths in the same write, so a request that dies while
 * drawing leaves a list of what to delete without a write of its own.
 */
export function newLogoIds(db: DomainServices["db"], count: number): string[] {
  return Array.from({ length: count }, () => db.collection(COLLECTIONS.logos).doc().id);
}

/** Turns the grant into concrete logos to draw: which direction, which variant, which id. */
export async function planSlots(
  services: DomainServices,
  target: GenerationTarget,
  context: GenerationContext,
  logoIds: readonly string[],
  variantStart: number,
): Promise<LogoSlot[]> {
  const { db } = services;
  const granted = logoIds.length;
  const logoIdAt = (position: number) => logoIds[position] as string;
  if (target.kind === "prompt" && context.prompt) {
    const { id: promptId, data } = context.prompt;
    return Array.from({ length: granted }, (_, index) => ({
      logoId: logoIdAt(index),
      promptId,
      direction: data.direction,
      variant: variantStart + index,
      position: index,
    }));
  }
  const groupSizes =
    target.kind === "prompt" ? [] : distributeGrant(granted, target.count, target.promptsCount);
  const directions = await services.logoDesigner().planDirections({
    brief: context.brief,
    count: groupSizes.length,
    existing: context.existingDirections,
    seed: context.seed,
  });
  const slots: LogoSlot[] = [];
  groupSizes.forEach((size, groupIndex) => {
    const direction = directions[groupIndex];
    // A provider that planned fewer directions than asked leaves those logos undrawn (refunded).
    if (!direction) return;
    const promptId = db.collection(COLLECTIONS.prompts).doc().id;
    for (let variant = 0; variant < size; variant++) {
      slots.push({ logoId: logoIdAt(slots.length), promptId, direction, variant, position: slots.length });
    }
  });
  return slots;
}
