/**
 * Builders for the contract's logo entities, so each test states only the fields it cares about.
 * Every builder makes fresh ids, so tests never share data.
 */
import {
  EMPTY_QUOTA,
  type GenerationResponse,
  type Logo,
  type LogoScore,
  type Project,
  type Prompt,
  type PromptLogosResponse,
  type PromptsWithLogos,
  type Quota,
} from "@contract";
import type { LogoSessionState } from "@/stores/logo-session-store";

let sequence = 0;
function nextId(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence}`;
}

const CREATED_AT = "2026-11-20T10:00:00.000Z";

export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: nextId("project"),
    name: "Acme Bakery",
    description: "Artisan sourdough bakery",
    logoCount: 0,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

export function makePrompt(projectId: string, overrides: Partial<Prompt> = {}): Prompt {
  return {
    id: nextId("prompt"),
    projectId,
    content: "A warm wordmark with a wheat ear",
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function makeLogo(prompt: Prompt, overrides: Partial<Logo> = {}): Logo {
  const id = overrides.id ?? nextId("logo");
  return {
    id,
    promptId: prompt.id,
    projectId: prompt.projectId,
    url: `https://storage.example/${id}.png`,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function makeLogos(prompt: Prompt, count: number): Logo[] {
  return Array.from({ length: count }, () => makeLogo(prompt));
}

export function makeQuota(overrides: Partial<Quota> = {}): Quota {
  return { ...EMPTY_QUOTA, limit: 12, remaining: 12, ...overrides };
}

export function groupsOf(entries: Array<{ prompt: Prompt; logos: Logo[] }>): PromptsWithLogos {
  return Object.fromEntries(entries.map((entry) => [entry.prompt.id, entry]));
}

/** A generation response for `project` holding these prompt groups, charged against a fresh quota. */
export function makeGenerationResponse(
  project: Project,
  entries: Array<{ prompt: Prompt; logos: Logo[] }>,
): GenerationResponse {
  const logos = entries.flatMap((entry) => entry.logos);
  return {
    success: true,
    project: { ...project, logoCount: project.logoCount + logos.length },
    prompts: entries.map((entry) => entry.prompt),
    logos,
    promptsWithLogos: groupsOf(entries),
    requested: logos.length,
    generated: logos.length,
    quota: {
      before: makeQuota(),
      after: makeQuota({ currentCount: logos.length, remaining: 12 - logos.length }),
    },
  };
}

export function makePromptLogosResponse(prompt: Prompt, logos: Logo[]): PromptLogosResponse {
  return {
    success: true,
    promptsWithLogos: groupsOf([{ prompt, logos }]),
    requested: logos.length,
    generated: logos.length,
    quota: { before: makeQuota(), after: makeQuota({ currentCount: logos.length }) },
  };
}

/** A measured score as the API answers it. */
export function makeLogoScore(overrides: Partial<LogoScore> = {}): LogoScore {
  return {
    uniqueness: {
      score: 92,
      sentence: "Unlike every stock icon and every logo other Markery customers own.",
    },
    legibility: { score: 81, sentence: "The name stays readable at 32 px high (letters 8 px tall)." },
    contrast: { score: 64, sentence: "The logo stands out from the background (3.8:1)." },
    ...overrides,
  };
}

/** Every logo of the session's current project, concept by concept. */
export function selectLogos(state: LogoSessionState): Logo[] {
  return state.promptGroups.flatMap((group) => group.logos);
}
