import { describe, expect, it } from "vitest";
import { type LogoSessionState, logoSessionReducer } from "@/stores/logo-session-store";
import {
  groupsOf,
  makeGenerationResponse,
  makeLogos,
  makeProject,
  makePrompt,
} from "@/testing/logo-fixtures";

function blankState(overrides: Partial<LogoSessionState> = {}): LogoSessionState {
  return {
    currentProject: null,
    projects: [],
    prompts: [],
    logos: [],
    promptsWithLogos: {},
    newLogoIds: [],
    projectDetails: { name: "", description: "" },
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
  const older = makeProject({ name: "Older project" });
  const state = logoSessionReducer(blankState({ projects: [older] }), {
    type: "replaceWithGeneration",
    response,
  });
  return { state, project: response.project, first, second, older, response };
}

describe("logoSessionReducer", () => {
  it("replaces everything with a new generation and moves the project to the front", () => {
    const { state, project, response, older } = afterFirstCreate();
    const next = logoSessionReducer(
      { ...state, projects: [older, project] },
      { type: "replaceWithGeneration", response },
    );
    expect(next.currentProject?.id).toBe(project.id);
    expect(next.projects.map((p) => p.id)).toEqual([project.id, older.id]);
    expect(next.logos).toHaveLength(6);
    expect(next.newLogoIds).toEqual(response.logos.map((logo) => logo.id));

    const other = makeProject({ name: "Brand new" });
    const otherPrompt = makePrompt(other.id);
    const replaced = logoSessionReducer(next, {
      type: "replaceWithGeneration",
      response: makeGenerationResponse(other, [{ prompt: otherPrompt, logos: makeLogos(otherPrompt, 3) }]),
    });
    expect(replaced.currentProject?.id).toBe(other.id);
    expect(replaced.prompts.map((p) => p.id)).toEqual([otherPrompt.id]);
    expect(replaced.logos).toHaveLength(3);
    expect(Object.keys(replaced.promptsWithLogos)).toEqual([otherPrompt.id]);
    expect(replaced.projects.map((p) => p.id)).toEqual([other.id, project.id, older.id]);
  });

  it("appends a project generation and merges its group, marking only the new logos", () => {
    const { state, project, first, second } = afterFirstCreate();
    const third = makePrompt(project.id);
    const added = makeLogos(third, 3);
    const next = logoSessionReducer(state, {
      type: "appendGeneration",
      response: makeGenerationResponse(project, [{ prompt: third, logos: added }]),
    });
    expect(next.prompts.map((p) => p.id)).toEqual([first.id, second.id, third.id]);
    expect(next.logos).toHaveLength(9);
    expect(Object.keys(next.promptsWithLogos)).toEqual([first.id, second.id, third.id]);
    expect(next.promptsWithLogos[first.id]?.logos).toHaveLength(3);
    expect(next.newLogoIds).toEqual(added.map((logo) => logo.id));
  });

  it("appends create-more logos to that prompt's group only and counts them on the project", () => {
    const { state, project, first, second } = afterFirstCreate();
    const added = makeLogos(second, 3);
    const next = logoSessionReducer(state, {
      type: "appendToPrompt",
      promptsWithLogos: groupsOf([{ prompt: second, logos: added }]),
    });
    expect(next.promptsWithLogos[second.id]?.logos).toHaveLength(6);
    expect(next.promptsWithLogos[second.id]?.logos.slice(3)).toEqual(added);
    expect(next.promptsWithLogos[first.id]?.logos).toHaveLength(3);
    expect(next.logos).toHaveLength(9);
    expect(next.newLogoIds).toEqual(added.map((logo) => logo.id));
    expect(next.currentProject?.logoCount).toBe(project.logoCount + 3);
    expect(next.projects.find((p) => p.id === project.id)?.logoCount).toBe(project.logoCount + 3);
  });

  it("does not duplicate logos when the server answers with the whole group", () => {
    const { state, second } = afterFirstCreate();
    const existing = state.promptsWithLogos[second.id]?.logos ?? [];
    const added = makeLogos(second, 2);
    const next = logoSessionReducer(state, {
      type: "appendToPrompt",
      promptsWithLogos: groupsOf([{ prompt: second, logos: [...existing, ...added] }]),
    });
    expect(next.promptsWithLogos[second.id]?.logos).toHaveLength(5);
    expect(next.logos).toHaveLength(8);
    expect(next.newLogoIds).toEqual(added.map((logo) => logo.id));
  });

  it("clears new ids, and clears the current project without touching the projects list", () => {
    const { state, project, older } = afterFirstCreate();
    expect(logoSessionReducer(state, { type: "clearNewLogoIds" }).newLogoIds).toEqual([]);
    const cleared = logoSessionReducer(state, { type: "clearCurrentProject" });
    expect(cleared.currentProject).toBeNull();
    expect(cleared.logos).toEqual([]);
    expect(cleared.promptsWithLogos).toEqual({});
    expect(cleared.projects.map((p) => p.id)).toEqual([project.id, older.id]);
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
    expect(next.prompts).toEqual([prompt]);
    expect(next.logos).toEqual(logos);
    expect(next.newLogoIds).toEqual([]);
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
