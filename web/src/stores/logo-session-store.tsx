import type {
  GenerationResponse,
  Logo,
  Project,
  ProjectDetails,
  PromptsWithLogos,
  PromptWithLogos,
} from "@contract";
import { createContext, type ReactNode, useContext, useMemo, useReducer } from "react";
import type { GenerationShortfall } from "@/flows/generation/generation-shortfall";

/**
 * The working state of logo creation shared by /create, /logo-designs and /my-logos, with the
 * transitions of the logo session. The current project's logos are held once, as its prompt groups
 * (one per concept) in the order they arrived; lists of prompts or logos are derived from them by
 * the selectors below. projectDetails persist in localStorage.
 *
 * Two kinds of "more" exist and are named for what they do: `addConcepts` adds new concepts
 * (prompts) to the project ('Create More' and 'Edit prompt' on /logo-designs); `addLogosToConcepts`
 * adds logos inside existing concepts ('Create Similar' on /logo-designs, create-more in a group on
 * /my-logos, and a logo saved from the editor).
 */
export const PROJECT_DETAILS_STORAGE_KEY = "markery.projectDetails";

export interface LogoSessionState {
  currentProject: Project | null;
  /** The current project's prompt groups, oldest concept first. */
  promptGroups: PromptWithLogos[];
  newLogoIds: string[];
  projectDetails: ProjectDetails;
  /** Why the latest generation made fewer logos than asked for, until dismissed or the next one. */
  shortfall: GenerationShortfall | null;
}

type LogoSessionAction =
  | { type: "startProject"; response: GenerationResponse }
  | { type: "addConcepts"; response: GenerationResponse }
  | { type: "addLogosToConcepts"; promptsWithLogos: PromptsWithLogos }
  | { type: "openProject"; project: Project; promptsWithLogos: PromptsWithLogos }
  | { type: "clearNewLogoIds" }
  | { type: "setShortfall"; shortfall: GenerationShortfall | null }
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
    promptGroups: [],
    newLogoIds: [],
    projectDetails: loadProjectDetails(),
    shortfall: null,
  };
}

/**
 * A response's groups in the order its prompts are listed (the server's order of creation), then
 * any group it sent without listing the prompt.
 */
function orderedGroups(promptsWithLogos: PromptsWithLogos, promptOrder: readonly string[] = []) {
  const listed = promptOrder.flatMap((promptId) => promptsWithLogos[promptId] ?? []);
  const listedIds = new Set(promptOrder);
  const unlisted = Object.values(promptsWithLogos).filter((group) => !listedIds.has(group.prompt.id));
  return [...listed, ...unlisted];
}

/**
 * Merges incoming groups by prompt id: known groups gain the logos they do not hold yet (the server
 * may answer with a whole group), unknown groups are appended. Returns the logos that were new.
 */
function mergeGroups(current: PromptWithLogos[], incoming: PromptWithLogos[]) {
  const known = new Set(current.flatMap((group) => group.logos.map((logo) => logo.id)));
  const added: Logo[] = [];
  const freshOf = (logos: Logo[]) =>
    logos.filter((logo) => {
      if (known.has(logo.id)) return false;
      known.add(logo.id);
      added.push(logo);
      return true;
    });
  const merged = current.map((group) => ({ ...group, logos: [...group.logos] }));
  for (const group of incoming) {
    const existing = merged.find((candidate) => candidate.prompt.id === group.prompt.id);
    if (existing) {
      existing.prompt = group.prompt;
      existing.logos.push(...freshOf(group.logos));
    } else {
      merged.push({ prompt: group.prompt, logos: freshOf(group.logos) });
    }
  }
  return { groups: merged, added };
}

/** Logos added inside existing concepts come without the project: its count is kept in step here. */
function withMoreLogos(project: Project, added: Logo[]): Project {
  const count = added.filter((logo) => logo.projectId === project.id).length;
  return count === 0 ? project : { ...project, logoCount: project.logoCount + count };
}

export function logoSessionReducer(state: LogoSessionState, action: LogoSessionAction): LogoSessionState {
  switch (action.type) {
    case "startProject": {
      const { response } = action;
      const { groups, added } = mergeGroups(
        [],
        orderedGroups(
          response.promptsWithLogos,
          response.prompts.map((prompt) => prompt.id),
        ),
      );
      return {
        ...state,
        currentProject: response.project,
        promptGroups: groups,
        newLogoIds: added.map((logo) => logo.id),
      };
    }
    case "addConcepts": {
      const { response } = action;
      const { groups, added } = mergeGroups(
        state.promptGroups,
        orderedGroups(
          response.promptsWithLogos,
          response.prompts.map((prompt) => prompt.id),
        ),
      );
      return {
        ...state,
        currentProject: response.project,
        promptGroups: groups,
        newLogoIds: added.map((l) => l.id),
      };
    }
    case "addLogosToConcepts": {
      const { groups, added } = mergeGroups(state.promptGroups, orderedGroups(action.promptsWithLogos));
      return {
        ...state,
        currentProject: state.currentProject && withMoreLogos(state.currentProject, added),
        promptGroups: groups,
        newLogoIds: added.map((logo) => logo.id),
      };
    }
    case "openProject":
      return {
        ...state,
        currentProject: action.project,
        promptGroups: orderedGroups(action.promptsWithLogos),
        newLogoIds: [],
        shortfall: null,
      };
    case "clearNewLogoIds":
      return { ...state, newLogoIds: [] };
    case "setShortfall":
      return { ...state, shortfall: action.shortfall };
    case "clearCurrentProject":
      return { ...state, currentProject: null, promptGroups: [], newLogoIds: [], shortfall: null };
    case "setProjectDetails":
      return { ...state, projectDetails: action.details };
    case "reset":
      return { ...emptyState(), projectDetails: { name: "", description: "" } };
  }
}

/** The current project's concepts that hold logos, oldest first (a screen shows no empty group). */
export function selectPromptGroups(state: LogoSessionState): PromptWithLogos[] {
  return state.promptGroups.filter((group) => group.logos.length > 0);
}

interface LogoSessionContextValue {
  state: LogoSessionState;
  /** A first create: the new project replaces the current one. */
  startProject(response: GenerationResponse): void;
  /** New concepts for the current project ('Create More', 'Edit prompt'). */
  addConcepts(response: GenerationResponse): void;
  /** More logos inside existing concepts ('Create Similar', create-more in a group, a customized logo). */
  addLogosToConcepts(promptsWithLogos: PromptsWithLogos): void;
  openProject(project: Project, promptsWithLogos: PromptsWithLogos): void;
  clearNewLogoIds(): void;
  setShortfall(shortfall: GenerationShortfall | null): void;
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
      startProject: (response) => dispatch({ type: "startProject", response }),
      addConcepts: (response) => dispatch({ type: "addConcepts", response }),
      addLogosToConcepts: (promptsWithLogos) => dispatch({ type: "addLogosToConcepts", promptsWithLogos }),
      openProject: (project, promptsWithLogos) =>
        dispatch({ type: "openProject", project, promptsWithLogos }),
      clearNewLogoIds: () => dispatch({ type: "clearNewLogoIds" }),
      setShortfall: (shortfall) => dispatch({ type: "setShortfall", shortfall }),
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
