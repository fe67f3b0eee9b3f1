import { describe, expect, it } from "vitest";
import { type LogoSessionState, logoSessionReducer, selectPromptGroups } from "@/stores/logo-session-store";
import {
  groupsOf,
  makeGenerationResponse,
  makeLogos,
  makeProject,
  makePrompt,
  selectLogos,
} from "@/testing/logo-fixtures";

function blankState(overrides: Partial<LogoSessionState> = {}): LogoSessionState {
  return {
    currentProject: null,
    promptGroups: [],
    newLogoIds: [],
    projectDetails: { name: "", description: "" },
    shortfall: null,
    ...overrides,
  };
}

/** A state holding one project with two prompt groups of three logos, as after a first create. */
function afterFirstCreate() {
  const project = makeProject();
  const first = makePrompt(project.id);
  const second = makePrompt(project.id);
  const response = makeGenerationResponse(project, [
    { prompt: first, logos: makeLogos(first, 3) },
    { prompt: second, logos: makeLogos(second, 3) },
  ]);
  const state = logoSessionReducer(blankState(), { type: "startProject", response });
  return { state, project: response.project, first, second, response };
}

describe("logoSessionReducer", () => {
  const groupIds = (state: LogoSessionState) => state.promptGroups.map((group) => group.prompt.id);
  const logosIn = (state: LogoSessionState, promptId: string) =>
    state.promptGroups.find((group) => group.prompt.id === promptId)?.logos ?? [];

  it("replaces everything with a new project, its concepts in the order of its prompts", () => {
    const { state, project, response, first, second } = afterFirstCreate();
    expect(state.currentProject?.id).toBe(project.id);
    expect(groupIds(state)).toEqual([first.id, second.id]);
    expect(selectLogos(state)).toHaveLength(6);
    expect(state.newLogoIds).toEqual(response.logos.map((logo) => logo.id));

    const other = makeProject({ name: "Brand new" });
    const otherPrompt = makePrompt(other.id);
    const replaced = logoSessionReducer(state, {
      type: "startProject",
      response: makeGenerationResponse(other, [{ prompt: otherPrompt, logos: makeLogos(otherPrompt, 3) }]),
    });
    expect(replaced.currentProject?.id).toBe(other.id);
    expect(groupIds(replaced)).toEqual([otherPrompt.id]);
    expect(selectLogos(replaced)).toHaveLength(3);
  });

  it("adds a new concept after the existing ones, marking only its logos", () => {
    const { state, project, first, second } = afterFirstCreate();
    const third = makePrompt(project.id);
    const added = makeLogos(third, 3);
    const next = logoSessionReducer(state, {
      type: "addConcepts",
      response: makeGenerationResponse(project, [{ prompt: third, logos: added }]),
    });
    expect(groupIds(next)).toEqual([first.id, second.id, third.id]);
    expect(selectLogos(next)).toHaveLength(9);
    expect(logosIn(next, first.id)).toHaveLength(3);
    expect(next.newLogoIds).toEqual(added.map((logo) => logo.id));
    expect(next.currentProject?.logoCount).toBe(project.logoCount + 3);
  });

  it("adds more logos inside one concept only and counts them on the project", () => {
    const { state, project, first, second } = afterFirstCreate();
    const added = makeLogos(second, 3);
    const next = logoSessionReducer(state, {
      type: "addLogosToConcepts",
      promptsWithLogos: groupsOf([{ prompt: second, logos: added }]),
    });
    expect(groupIds(next)).toEqual([first.id, second.id]);
    expect(logosIn(next, second.id)).toHaveLength(6);
    expect(logosIn(next, second.id).slice(3)).toEqual(added);
    expect(logosIn(next, first.id)).toHaveLength(3);
    expect(selectLogos(next)).toHaveLength(9);
    expect(next.newLogoIds).toEqual(added.map((logo) => logo.id));
    expect(next.currentProject?.logoCount).toBe(project.logoCount + 3);
  });

  it("does not duplicate logos when the server answers with the whole group", () => {
    const { state, second } = afterFirstCreate();
    const existing = logosIn(state, second.id);
    const added = makeLogos(second, 2);
    const next = logoSessionReducer(state, {
      type: "addLogosToConcepts",
      promptsWithLogos: groupsOf([{ prompt: second, logos: [...existing, ...added] }]),
    });
    expect(logosIn(next, second.id)).toHaveLength(5);
    expect(selectLogos(next)).toHaveLength(8);
    expect(next.newLogoIds).toEqual(added.map((logo) => logo.id));
  });

  it("leaves empty concepts out of the groups a screen shows", () => {
    const project = makeProject();
    const empty = makePrompt(project.id);
    const full = makePrompt(project.id);
    const state = logoSessionReducer(blankState(), {
      type: "openProject",
      project,
      promptsWithLogos: groupsOf([
        { prompt: empty, logos: [] },
        { prompt: full, logos: makeLogos(full, 2) },
      ]),
    });
    expect(selectPromptGroups(state).map((group) => group.prompt.id)).toEqual([full.id]);
  });

  it("clears new ids, and clears the current project", () => {
    const { state } = afterFirstCreate();
    expect(logoSessionReducer(state, { type: "clearNewLogoIds" }).newLogoIds).toEqual([]);
    const cleared = logoSessionReducer(state, { type: "clearCurrentProject" });
    expect(cleared.currentProject).toBeNull();
    expect(cleared.promptGroups).toEqual([]);
    expect(selectLogos(cleared)).toEqual([]);
  });

  it("opens a project from the library with its groups and no new ids", () => {
    const { state } = afterFirstCreate();
    const other = makeProject({ name: "Library project" });
    const prompt = makePrompt(other.id);
    const logos = makeLogos(prompt, 4);
    const next = logoSessionReducer(state, {
      type: "openProject",
      project: other,
      promptsWithLogos: groupsOf([{ prompt, logos }]),
    });
    expect(next.currentProject?.id).toBe(other.id);
    expect(next.promptGroups).toEqual([{ prompt, logos }]);
    expect(next.newLogoIds).toEqual([]);
  });

  it("keeps a generation's shortfall until it is replaced, closed, or another project is opened", () => {
    const { state } = afterFirstCreate();
    const shortfall = { requested: 3, granted: 3, failed: 1 };
    const noted = logoSessionReducer(state, { type: "setShortfall", shortfall });
    expect(noted.shortfall).toEqual(shortfall);
    expect(logoSessionReducer(noted, { type: "clearNewLogoIds" }).shortfall).toEqual(shortfall);
    expect(logoSessionReducer(noted, { type: "setShortfall", shortfall: null }).shortfall).toBeNull();
    expect(logoSessionReducer(noted, { type: "clearCurrentProject" }).shortfall).toBeNull();
    const other = makeProject({ name: "Library project" });
    const opened = logoSessionReducer(noted, { type: "openProject", project: other, promptsWithLogos: {} });
    expect(opened.shortfall).toBeNull();
  });

  it("keeps project details as given and forgets them on reset", () => {
    const state = logoSessionReducer(blankState(), {
      type: "setProjectDetails",
      details: { name: "Acme", description: "Bakery" },
    });
    expect(state.projectDetails).toEqual({ name: "Acme", description: "Bakery" });
    expect(logoSessionReducer(state, { type: "reset" }).projectDetails).toEqual({
      name: "",
      description: "",
    });
  });
});
