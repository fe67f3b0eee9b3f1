import { SCREEN_MESSAGE, tooManyRequestsMessage, unsettableCharactersMessage } from "@contract";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { generateMoreInConcept } from "@/flows/generation/api/generate-more-in-concept";
import { generateNewConcept } from "@/flows/generation/api/generate-new-concept";
import { generateNewProject } from "@/flows/generation/api/generate-new-project";
import { QUOTA_FRESH_MS, useLogoGeneration } from "@/flows/generation/use-logo-generation";
import { ApiError } from "@/lib/api-error";
import { LogoSessionProvider, useLogoSession } from "@/stores/logo-session-store";
import { MembershipProvider, useMembership } from "@/stores/membership-store";
import {
  makeGenerationResponse,
  makeLogos,
  makeProject,
  makePrompt,
  makePromptLogosResponse,
  makeQuota,
  selectLogos,
} from "@/testing/logo-fixtures";

vi.mock("@/flows/generation/api/generate-new-project", () => ({ generateNewProject: vi.fn() }));
vi.mock("@/flows/generation/api/generate-new-concept", () => ({ generateNewConcept: vi.fn() }));
vi.mock("@/flows/generation/api/generate-more-in-concept", () => ({ generateMoreInConcept: vi.fn() }));
const newProjectMock = vi.mocked(generateNewProject);
const newConceptMock = vi.mocked(generateNewConcept);
const moreInConceptMock = vi.mocked(generateMoreInConcept);

const DETAILS = { name: "Acme", description: "Bakery" };

function firstCreate() {
  const project = makeProject();
  const prompt = makePrompt(project.id);
  return {
    project,
    prompt,
    response: makeGenerationResponse(project, [{ prompt, logos: makeLogos(prompt, 3) }]),
  };
}

function renderGeneration(remaining: number | (() => number) = 12) {
  const clock = { now: 1_000_000 };
  const loadQuota = vi.fn(() =>
    Promise.resolve(makeQuota({ remaining: typeof remaining === "number" ? remaining : remaining() })),
  );
  const onLimitReached = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MembershipProvider loadQuota={loadQuota} now={() => clock.now}>
      <LogoSessionProvider>{children}</LogoSessionProvider>
    </MembershipProvider>
  );
  const { result } = renderHook(
    () => ({
      generation: useLogoGeneration({ onLimitReached }),
      session: useLogoSession(),
      membership: useMembership(),
    }),
    { wrapper },
  );
  return { result, loadQuota, onLimitReached, clock };
}

beforeEach(() => {
  newProjectMock.mockReset();
  newConceptMock.mockReset();
  moreInConceptMock.mockReset();
});

describe("useLogoGeneration", () => {
  it("creates a project, then takes the answer's quota.after instead of asking again", async () => {
    const { result, loadQuota } = renderGeneration();
    const { response, project } = firstCreate();
    newProjectMock.mockResolvedValue(response);
    let outcome = "";
    await act(async () => {
      outcome = await result.current.generation.createProject(DETAILS);
    });
    expect(outcome).toBe("generated");
    expect(newProjectMock).toHaveBeenCalledWith(DETAILS, expect.any(String));
    expect(result.current.session.state.currentProject?.id).toBe(project.id);
    expect(loadQuota).toHaveBeenCalledTimes(1);
    expect(result.current.membership.quota).toEqual(response.quota.after);
    expect(result.current.generation.generating).toBe(false);
  });

  it("asks for the new logos' previews as soon as the answer arrives, before the designs screen renders", async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      "Image",
      class {
        decoding = "auto";
        set src(url: string) {
          requested.push(url);
        }
        decode() {
          return Promise.resolve();
        }
      },
    );
    try {
      const { result } = renderGeneration();
      const { response } = firstCreate();
      newProjectMock.mockResolvedValue(response);
      await act(async () => {
        await result.current.generation.createProject(DETAILS);
      });
      expect(requested).toEqual(response.logos.map((logo) => logo.url));
      expect(requested).toHaveLength(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("skips the quota request while the last reported quota is fresh, and asks again once it is stale", async () => {
    const { result, loadQuota, clock } = renderGeneration();
    const { response, project, prompt } = firstCreate();
    newProjectMock.mockResolvedValue(response);
    await act(() => result.current.generation.createProject(DETAILS));
    expect(loadQuota).toHaveBeenCalledTimes(1);

    const third = makePrompt(project.id);
    newConceptMock.mockResolvedValue(
      makeGenerationResponse(project, [{ prompt: third, logos: makeLogos(third, 3) }]),
    );
    clock.now += QUOTA_FRESH_MS - 1;
    await act(() => result.current.generation.createNewConcept(project.id));
    expect(loadQuota).toHaveBeenCalledTimes(1);
    expect(newConceptMock).toHaveBeenCalledWith(project.id, undefined, expect.any(String));

    moreInConceptMock.mockResolvedValue(makePromptLogosResponse(prompt, makeLogos(prompt, 3)));
    clock.now += QUOTA_FRESH_MS;
    await act(() =>
      result.current.generation.createMoreInConcept(prompt, SCREEN_MESSAGE.generateSimilarFailed),
    );
    expect(loadQuota).toHaveBeenCalledTimes(2);
    expect(selectLogos(result.current.session.state)).toHaveLength(9);
  });

  it("asks the server again when the reported quota is empty, and stops before the call", async () => {
    const { result, loadQuota, onLimitReached } = renderGeneration(0);
    const { prompt } = firstCreate();
    await act(async () => {
      await result.current.membership.refresh();
    });
    await act(() => result.current.generation.createMoreInConcept(prompt, SCREEN_MESSAGE.generateMoreFailed));
    expect(loadQuota).toHaveBeenCalledTimes(2);
    expect(onLimitReached).toHaveBeenCalledTimes(1);
    expect(moreInConceptMock).not.toHaveBeenCalled();
    expect(result.current.generation.error).toBe(SCREEN_MESSAGE.generationLimitReached);
  });

  it("opens the upgrade modal when the API says no generation is left, but not on the rate limiter's 429", async () => {
    let remaining = 12;
    const { result, onLimitReached } = renderGeneration(() => remaining);
    const { project } = firstCreate();

    // The credits ran out in another tab after this one checked: the API's code says so.
    newConceptMock.mockImplementationOnce(() => {
      remaining = 0;
      return Promise.reject(new ApiError(SCREEN_MESSAGE.generationLimitReached, 429, "no-generation-credit"));
    });
    let outcome = "";
    await act(async () => {
      outcome = await result.current.generation.createNewConcept(project.id);
    });
    expect(newConceptMock).toHaveBeenCalledTimes(1);
    // The quota is read again after the refusal, so the counts shown are the server's.
    expect(result.current.membership.quota.remaining).toBe(0);
    expect(outcome).toBe("limit-reached");
    expect(onLimitReached).toHaveBeenCalledTimes(1);

    remaining = 12;
    newConceptMock.mockRejectedValueOnce(new ApiError(tooManyRequestsMessage(8), 429, "rate-limited"));
    await act(async () => {
      outcome = await result.current.generation.createNewConcept(project.id);
    });
    expect(newConceptMock).toHaveBeenCalledTimes(2);
    expect(outcome).toBe("failed");
    expect(onLimitReached).toHaveBeenCalledTimes(1);
    // The wait is the user's to know: the rate limiter's words say how long.
    expect(result.current.generation.error).toBe(tooManyRequestsMessage(8));
  });

  it("shows the API's reason when it refuses the request, so the user knows what to change", async () => {
    const { result } = renderGeneration();
    const reason = unsettableCharactersMessage(["😀"]);
    newProjectMock.mockRejectedValueOnce(new ApiError(reason, 400, "invalid-input"));
    await act(() => result.current.generation.createProject({ ...DETAILS, name: "Sunny 😀" }));
    expect(result.current.generation.error).toBe(reason);

    newProjectMock.mockRejectedValueOnce(new ApiError("Error generating logos", 502, "generation-failed"));
    await act(() => result.current.generation.createProject(DETAILS));
    expect(result.current.generation.error).toBe(SCREEN_MESSAGE.generateFailed);
  });

  it("reuses the idempotency key only to retry the same request after a lost answer", async () => {
    const { result } = renderGeneration();
    const { response } = firstCreate();
    const keys = () => newProjectMock.mock.calls.map((call) => call[1]);

    newProjectMock.mockRejectedValueOnce(new ApiError("Error generating logos", null));
    await act(() => result.current.generation.createProject(DETAILS));
    newProjectMock.mockResolvedValueOnce(response);
    await act(() => result.current.generation.createProject(DETAILS));
    expect(keys()[1]).toBe(keys()[0]);

    newProjectMock.mockResolvedValueOnce(response);
    await act(() => result.current.generation.createProject(DETAILS));
    expect(keys()[2]).not.toBe(keys()[1]);

    // A refused request (400) went nowhere: the next one is a new request.
    newProjectMock.mockRejectedValueOnce(new ApiError("Brand name is required", 400));
    await act(() => result.current.generation.createProject(DETAILS));
    newProjectMock.mockResolvedValueOnce(response);
    await act(() => result.current.generation.createProject(DETAILS));
    expect(keys()[4]).not.toBe(keys()[3]);

    // Other inputs are another request, even after a lost answer.
    newProjectMock.mockRejectedValueOnce(new ApiError("Error generating logos", 503));
    await act(() => result.current.generation.createProject(DETAILS));
    newProjectMock.mockResolvedValueOnce(response);
    await act(() => result.current.generation.createProject({ ...DETAILS, name: "Other" }));
    expect(keys()[6]).not.toBe(keys()[5]);
  });

  it("saves the edited details and adds the refined concept after the others", async () => {
    const { result } = renderGeneration();
    const { response, project } = firstCreate();
    newProjectMock.mockResolvedValue(response);
    await act(() => result.current.generation.createProject(DETAILS));

    const refined = makePrompt(project.id);
    newConceptMock.mockResolvedValue(
      makeGenerationResponse(project, [{ prompt: refined, logos: makeLogos(refined, 3) }]),
    );
    const edited = { name: "Acme Patisserie", description: "Pastries" };
    await act(() => result.current.generation.createRefinedConcept(project.id, edited));
    expect(newConceptMock).toHaveBeenCalledWith(project.id, edited, expect.any(String));
    expect(result.current.session.state.projectDetails).toEqual(edited);
    expect(result.current.session.state.promptGroups.map((group) => group.prompt.id).at(-1)).toBe(refined.id);
  });
});
