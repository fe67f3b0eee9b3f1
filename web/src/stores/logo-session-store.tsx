import type {
  GenerationResponse,
  Logo,
  Project,
  ProjectDetails,
  Prompt,
  PromptsWithLogos,
  PromptWithLogos,
} from "@contract";
import { createContext, type ReactNode, useContext, useMemo, useReducer } from "react";

/**
 * The working state of logo creation shared by /create, /logo-designs and /my-logos, with the
 * transitions of spec section 4: a new generation replaces, project and refined generations
 * append and merge, create-more appends to one group. projectDetails persist in localStorage.
 */
export const PROJECT_DETAILS_STORAGE_KEY = "markery.projectDetails";

export interface LogoSessionState {
  currentProject: Project | null;
  projects: Project[];
  prompts: Prompt[];
  logos: Logo[];
  promptsWithLogos: PromptsWithLogos;
  newLogoIds: string[];
  projectDetails: ProjectDetails;
}

export type LogoSessionAction =
  | { type: "replaceWithGeneration"; response: GenerationResponse }
  | { type: "appendGeneration"; response: GenerationResponse }
  | { type: "appendToPrompt"; promptsWithLogos: PromptsWithLogos }
  | { type: "setProjects"; projects: Project[] }
  | { type: "openProject"; project: Project; promptsWithLogos: PromptsWithLogos }
  | { type: "clearNewLogoIds" }
  | { type: "clearCurrentProject" }
  | { type: "setProjectDetails"; details: ProjectDetails }
  | { type: "reset" };

function loadProjectDetails(): ProjectDetails {
  try {
    const raw = localStorage.getItem(PROJECT_DETAILS_STORAGE_KEY);
    if (!raw) return { name: "", description: "" };
    const value: unknown = JSON.parse(raw);
    if (typeof value === "object" && value !== null && "name" in value && "description" in value) {
      const { name, description } = value;
      return {
        name: typeof name === "string" ? name : "",
        description: typeof description === "string" ? description : "",
      };
    }
  } catch {
    // Corrupt storage is treated as empty: the form simply starts blank.
  }
  return { name: "", description: "" };
}

/** Storage can be full or disabled (private browsing); the app then simply does not remember. */
function writeStorage(write: () => void): void {
  try {
    write();
  } catch {
    // Nothing to do: the in-memory state still holds the details for this visit.
  }
}

function emptyState(): LogoSessionState {
  return {
    currentProject: null,
    projects: [],
    prompts: [],
    logos: [],
    promptsWithLogos: {},
    newLogoIds: [],
    projectDetails: loadProjectDetails(),
  };
}

function withProjectFirst(projects: Project[], project: Project): Project[] {
  return [project, ...projects.filter((existing) => existing.id !== project.id)];
}

function mergeGroups(current: PromptsWithLogos, incoming: PromptsWithLogos): PromptsWithLogos {
  const merged: PromptsWithLogos = { ...current };
  for (const [promptId, group] of Object.entries(incoming)) {
    const existing = merged[promptId];
    if (!existing) {
      merged[promptId] = group;
      continue;
    }
    const known = new Set(existing.logos.map((logo) => logo.id));
    merged[promptId] = {
      prompt: group.prompt,
      logos: [...existing.logos, ...group.logos.filter((l) => !known.has(l.id))],
    };
  }
  return merged;
}

/** The incoming logos this state does not hold yet, in order and without repeats. */
function unknownLogos(current: Logo[], incoming: Logo[]): Logo[] {
  const known = new Set(current.map((logo) => logo.id));
  return incoming.filter((logo) => {
    if (known.has(logo.id)) return false;
    known.add(logo.id);
    return true;
  });
}

/** Create-more answers with groups only, so the project's count is kept in step here. */
function withMoreLogos(project: Project, added: Logo[]): Project {
  const count = added.filter((logo) => logo.projectId === project.id).length;
  return count === 0 ? project : { ...project, logoCount: project.logoCount + count };
}

export function logoSessionReducer(state: LogoSessionState, action: LogoSessionAction): LogoSessionState {
  switch (action.type) {
    case "replaceWithGeneration": {
      const { response } = action;
      return {
        ...state,
        currentProject: response.project,
        projects: withProjectFirst(state.projects, response.project),
        prompts: response.prompts,
        logos: response.logos,
        promptsWithLogos: response.promptsWithLogos,
        newLogoIds: response.logos.map((logo) => logo.id),
      };
    }
    case "appendGeneration": {
      const { response } = action;
      const knownPrompts = new Set(state.prompts.map((prompt) => prompt.id));
      const freshLogos = unknownLogos(state.logos, response.logos);
      return {
        ...state,
        currentProject: response.project,
        projects: withProjectFirst(state.projects, response.project),
        prompts: [...state.prompts, ...response.prompts.filter((p) => !knownPrompts.has(p.id))],
        logos: [...state.logos, ...freshLogos],
        promptsWithLogos: mergeGroups(state.promptsWithLogos, response.promptsWithLogos),
        newLogoIds: freshLogos.map((logo) => logo.id),
      };
    }
    case "appendToPrompt": {
      const groups = Object.values(action.promptsWithLogos);
      const freshLogos = unknownLogos(
        state.logos,
        groups.flatMap((group) => group.logos),
      );
      const knownPrompts = new Set(state.prompts.map((prompt) => prompt.id));
      const addedPrompts = groups.map((group) => group.prompt).filter((p) => !knownPrompts.has(p.id));
      return {
        ...state,
        currentProject: state.currentProject && withMoreLogos(state.currentProject, freshLogos),
        projects: state.projects.map((project) => withMoreLogos(project, freshLogos)),
        prompts: [...state.prompts, ...addedPrompts],
        logos: [...state.logos, ...freshLogos],
        promptsWithLogos: mergeGroups(state.promptsWithLogos, action.promptsWithLogos),
        newLogoIds: freshLogos.map((logo) => logo.id),
      };
    }
    case "setProjects":
      return { ...state, projects: action.projects };
    case "openProject": {
      const groups = Object.values(action.promptsWithLogos);
      return {
        ...state,
        currentProject: action.project,
        prompts: groups.map((group) => group.prompt),
        logos: groups.flatMap((group) => group.logos),
        promptsWithLogos: action.promptsWithLogos,
        newLogoIds: [],
      };
    }
    case "clearNewLogoIds":
      return { ...state, newLogoIds: [] };
    case "clearCurrentProject":
      return { ...state, currentProject: null, prompts: [], logos: [], promptsWithLogos: {}, newLogoIds: [] };
    case "setProjectDetails":
      return { ...state, projectDetails: action.details };
    case "reset":
      return { ...emptyState(), projectDetails: { name: "", description: "" } };
  }
}

/**
 * The current project's prompt groups in the order their prompts arrived (first create's two
 * concepts, then each Create More), leaving out groups that hold no logos.
 */
export function selectPromptGroups(state: LogoSessionState): PromptWithLogos[] {
  const ordered = state.prompts.map((prompt) => state.promptsWithLogos[prompt.id]);
  const listed = new Set(state.prompts.map((prompt) => prompt.id));
  const unlisted = Object.entries(state.promptsWithLogos)
    .filter(([promptId]) => !listed.has(promptId))
    .map(([, group]) => group);
  return [...ordered, ...unlisted].filter(
    (group): group is PromptWithLogos => group !== undefined && group.logos.length > 0,
  );
}

interface LogoSessionContextValue {
  state: LogoSessionState;
  replaceWithGeneration(response: GenerationResponse): void;
  appendGeneration(response: GenerationResponse): void;
  appendToPrompt(promptsWithLogos: PromptsWithLogos): void;
  setProjects(projects: Project[]): void;
  openProject(project: Project, promptsWithLogos: PromptsWithLogos): void;
  clearNewLogoIds(): void;
  clearCurrentProject(): void;
  setProjectDetails(details: ProjectDetails): void;
  /** Logout: everything, including the saved projectDetails, is forgotten. */
  reset(): void;
}

const LogoSessionContext = createContext<LogoSessionContextValue | null>(null);

interface LogoSessionProviderProps {
  children: ReactNode;
  /** A starting state over the empty one; tests use it to open a screen mid-journey. */
  initialState?: Partial<LogoSessionState>;
}

export function LogoSessionProvider({ children, initialState }: LogoSessionProviderProps) {
  const [state, dispatch] = useReducer(logoSessionReducer, initialState, (seed) => ({
    ...emptyState(),
    ...seed,
  }));

  // The actions only dispatch, so they keep one identity for the provider's lifetime and are
  // safe in effect dependency lists; only `state` changes.
  const actions = useMemo<Omit<LogoSessionContextValue, "state">>(
    () => ({
      replaceWithGeneration: (response) => dispatch({ type: "replaceWithGeneration", response }),
      appendGeneration: (response) => dispatch({ type: "appendGeneration", response }),
      appendToPrompt: (promptsWithLogos) => dispatch({ type: "appendToPrompt", promptsWithLogos }),
      setProjects: (projects) => dispatch({ type: "setProjects", projects }),
      openProject: (project, promptsWithLogos) =>
        dispatch({ type: "openProject", project, promptsWithLogos }),
      clearNewLogoIds: () => dispatch({ type: "clearNewLogoIds" }),
      clearCurrentProject: () => dispatch({ type: "clearCurrentProject" }),
      setProjectDetails: (details) => {
        writeStorage(() => localStorage.setItem(PROJECT_DETAILS_STORAGE_KEY, JSON.stringify(details)));
        dispatch({ type: "setProjectDetails", details });
      },
      reset: () => {
        writeStorage(() => localStorage.removeItem(PROJECT_DETAILS_STORAGE_KEY));
        dispatch({ type: "reset" });
      },
    }),
    [],
  );

  const value = useMemo<LogoSessionContextValue>(() => ({ state, ...actions }), [state, actions]);
  return <LogoSessionContext.Provider value={value}>{children}</LogoSessionContext.Provider>;
}

export function useLogoSession(): LogoSessionContextValue {
  const value = useContext(LogoSessionContext);
  if (!value) throw new Error("useLogoSession must be used inside LogoSessionProvider");
  return value;
}
