import { BRAND_NAME_REQUIRED, type Quota, SCREEN_MESSAGE, SUPPORT_EMAIL } from "@contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LogoDesigns } from "@/features/designs/components/logo-designs";
import { generateMoreInConcept } from "@/flows/generation/api/generate-more-in-concept";
import { generateNewConcept } from "@/flows/generation/api/generate-new-concept";
import type { LogoSessionState } from "@/stores/logo-session-store";
import {
  makeGenerationResponse,
  makeLogos,
  makeProject,
  makePrompt,
  makePromptLogosResponse,
  makeQuota,
} from "@/testing/logo-fixtures";
import { renderWithProviders } from "@/testing/render-with-providers";

vi.mock("@/flows/generation/api/generate-new-concept", () => ({ generateNewConcept: vi.fn() }));
vi.mock("@/flows/generation/api/generate-more-in-concept", () => ({ generateMoreInConcept: vi.fn() }));
const projectLogosMock = vi.mocked(generateNewConcept);
const promptLogosMock = vi.mocked(generateMoreInConcept);

/** A session right after a first create: two concepts of three logos, all marked new. */
function firstCreateSession() {
  const project = makeProject({ name: "Acme Bakery", description: "Sourdough", logoCount: 6 });
  const first = makePrompt(project.id, { content: "Concept one idea" });
  const second = makePrompt(project.id, { content: "Concept two idea" });
  const firstLogos = makeLogos(first, 3);
  const secondLogos = makeLogos(second, 3);
  const session: Partial<LogoSessionState> = {
    currentProject: project,
    promptGroups: [
      { prompt: first, logos: firstLogos },
      { prompt: second, logos: secondLogos },
    ],
    newLogoIds: [...firstLogos, ...secondLogos].map((logo) => logo.id),
  };
  return { project, first, second, session, logos: [...firstLogos, ...secondLogos] };
}

function renderDesigns(session: Partial<LogoSessionState> | undefined, loadQuota?: () => Promise<Quota>) {
  const onLimitReached = vi.fn();
  const onExport = vi.fn();
  const quotaLoader = vi.fn(loadQuota ?? (() => Promise.resolve(makeQuota())));
  renderWithProviders(<LogoDesigns onLimitReached={onLimitReached} onExport={onExport} />, {
    path: "/logo-designs",
    session,
    loadQuota: quotaLoader,
  });
  return { onLimitReached, onExport, quotaLoader };
}

const group = (position: number) => screen.getByRole("region", { name: new RegExp(`^Concept ${position}`) });
const scrollIntoView = vi.fn();

beforeEach(() => {
  projectLogosMock.mockReset();
  promptLogosMock.mockReset();
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, "scrollIntoView");
});

// Full MUI screens in happy-dom are slow on a busy machine; the default 5 s is too tight.
describe("LogoDesigns", { timeout: 20_000 }, () => {
  it("sends visitors without a current project to /create", () => {
    renderDesigns(undefined);
    expect(screen.getByTestId("location")).toHaveTextContent("/create");
  });

  it("shows the breadcrumb, help box, title and watermarked cards with their actions", () => {
    const { session, project, logos } = firstCreateSession();
    const { onExport } = renderDesigns(session);
    expect(screen.getByRole("link", { name: "Logo Creation" })).toHaveAttribute("href", "/create");
    expect(screen.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Your Logos are ready!" })).toBeInTheDocument();
    expect(screen.getAllByTestId("logo-image")).toHaveLength(6);
    expect(screen.getAllByTestId("watermark-overlay")).toHaveLength(6);
    expect(screen.getAllByAltText(new RegExp(`^${project.name} logo design`))).toHaveLength(6);
    expect(document.title).toBe(`\u2068${project.name}\u2069 logos — Markery`);
    expect(screen.getAllByText(project.name).every((element) => element.getAttribute("dir") === "auto")).toBe(
      true,
    );
    expect(screen.getAllByRole("button", { name: "Create Similar" })).toHaveLength(6);
    // Right after the first create every logo is new, so none is singled out.
    expect(screen.queryByText("New")).not.toBeInTheDocument();

    const exportButtons = screen.getAllByRole("button", { name: "Export Logo" });
    fireEvent.click(exportButtons[4] as HTMLElement);
    expect(onExport).toHaveBeenCalledWith(logos[4]);
    expect(screen.getByRole("button", { name: "Edit prompt" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create More" })).toBeInTheDocument();
  });

  it("draws the score slot on every card, for that card's logo", () => {
    const { session, logos } = firstCreateSession();
    renderWithProviders(
      <LogoDesigns
        onLimitReached={vi.fn()}
        onExport={vi.fn()}
        score={({ logoId, compact }) => (
          <span data-testid="score">{`${logoId}${compact ? " compact" : ""}`}</span>
        )}
      />,
      { path: "/logo-designs", session },
    );
    expect(screen.getAllByTestId("score").map((element) => element.textContent)).toEqual(
      logos.map((logo) => `${logo.id} compact`),
    );
  });

  it("says when Create Similar made fewer logos than asked for, until the notice is closed", async () => {
    const { session, second } = firstCreateSession();
    const added = makeLogos(second, 2);
    promptLogosMock.mockResolvedValue({ ...makePromptLogosResponse(second, added), requested: 3 });
    renderDesigns(session);

    fireEvent.click(within(group(2)).getAllByRole("button", { name: "Create Similar" })[0] as HTMLElement);
    const notice = await screen.findByTestId("generation-shortfall");
    expect(notice).toHaveTextContent(
      "1 logo could not be made this time. Its credit is back in your account.",
    );
    expect(within(group(2)).getAllByTestId("logo-image")).toHaveLength(5);

    fireEvent.click(within(notice).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByTestId("generation-shortfall")).not.toBeInTheDocument());
  });

  it("shows no notice when every logo asked for was made", async () => {
    const { session, second } = firstCreateSession();
    promptLogosMock.mockResolvedValue(makePromptLogosResponse(second, makeLogos(second, 3)));
    renderDesigns(session);
    fireEvent.click(within(group(2)).getAllByRole("button", { name: "Create Similar" })[0] as HTMLElement);
    await waitFor(() => expect(within(group(2)).getAllByTestId("logo-image")).toHaveLength(6));
    expect(screen.queryByTestId("generation-shortfall")).not.toBeInTheDocument();
  });

  it("appends Create Similar results to that logo's group, with the progress overlay", async () => {
    const { session, second } = firstCreateSession();
    const added = makeLogos(second, 3);
    let finish: (value: ReturnType<typeof makePromptLogosResponse>) => void = () => undefined;
    promptLogosMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { quotaLoader } = renderDesigns(session);

    fireEvent.click(within(group(2)).getAllByRole("button", { name: "Create Similar" })[0] as HTMLElement);
    expect(await screen.findByRole("dialog", { name: "Generating More Logo Ideas" })).toBeInTheDocument();
    expect(promptLogosMock).toHaveBeenCalledWith(second.projectId, second.id, expect.any(String));

    await act(async () => finish(makePromptLogosResponse(second, added)));
    await waitFor(() => expect(within(group(2)).getAllByTestId("logo-image")).toHaveLength(6));
    expect(within(group(1)).getAllByTestId("logo-image")).toHaveLength(3);
    // Only the three new cards are marked new, and they are scrolled into view.
    expect(screen.getAllByText("New")).toHaveLength(3);
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute("data-logo-id", added[0]?.id);
    // Quota checked once before; the answer's quota.after replaces a second request.
    expect(quotaLoader).toHaveBeenCalledTimes(1);
  });

  it("clears new ids when Create More starts and appends the new concept", async () => {
    const { session, project } = firstCreateSession();
    const third = makePrompt(project.id, { content: "Concept three idea" });
    const added = makeLogos(third, 3);
    let finish: (value: ReturnType<typeof makeGenerationResponse>) => void = () => undefined;
    projectLogosMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    // As after a Create Similar: three of the six logos are the newest.
    renderDesigns({ ...session, newLogoIds: session.newLogoIds?.slice(0, 3) });
    expect(screen.getAllByText("New")).toHaveLength(3);

    fireEvent.click(screen.getByRole("button", { name: "Create More" }));
    await waitFor(() =>
      expect(projectLogosMock).toHaveBeenCalledWith(project.id, undefined, expect.any(String)),
    );
    expect(screen.queryByText("New")).not.toBeInTheDocument();

    await act(async () => finish(makeGenerationResponse(project, [{ prompt: third, logos: added }])));
    await waitFor(() => expect(within(group(3)).getAllByTestId("logo-image")).toHaveLength(3));
    expect(screen.getAllByTestId("logo-image")).toHaveLength(9);
    expect(screen.getAllByText("New")).toHaveLength(3);
  });

  it("validates the Edit Project Details modal and creates with the edited details", async () => {
    const { session, project } = firstCreateSession();
    projectLogosMock.mockResolvedValue(makeGenerationResponse(project, []));
    renderDesigns(session);
    fireEvent.click(screen.getByRole("button", { name: "Edit prompt" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Project Details" });
    const name = within(dialog).getByRole("textbox", { name: /brand name/i });
    const description = within(dialog).getByRole("textbox", { name: /brand description/i });
    expect(name).toHaveValue("Acme Bakery");
    expect(description).toHaveValue("Sourdough");

    fireEvent.change(name, { target: { value: "   " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save & Create" }));
    expect(within(dialog).getByText(BRAND_NAME_REQUIRED)).toBeInTheDocument();
    expect(projectLogosMock).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: " Acme Patisserie " } });
    expect(within(dialog).queryByText(BRAND_NAME_REQUIRED)).not.toBeInTheDocument();
    fireEvent.change(description, { target: { value: "French pastries" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save & Create" }));
    await waitFor(() =>
      expect(projectLogosMock).toHaveBeenCalledWith(
        project.id,
        { name: "Acme Patisserie", description: "French pastries" },
        expect.any(String),
      ),
    );
  });

  it("shows the spec's text when Create Similar fails", async () => {
    const { session } = firstCreateSession();
    promptLogosMock.mockRejectedValue(new Error("boom"));
    const { onLimitReached } = renderDesigns(session);
    fireEvent.click(screen.getAllByRole("button", { name: "Create Similar" })[0] as HTMLElement);
    expect(await screen.findByText(SCREEN_MESSAGE.generateSimilarFailed)).toBeInTheDocument();
    expect(onLimitReached).not.toHaveBeenCalled();
  });

  it("opens the upgrade modal instead of generating more when no generations remain", async () => {
    const { session } = firstCreateSession();
    const { onLimitReached } = renderDesigns(session, () =>
      Promise.resolve(makeQuota({ currentCount: 12, remaining: 0 })),
    );
    fireEvent.click(screen.getByRole("button", { name: "Create More" }));
    await waitFor(() => expect(onLimitReached).toHaveBeenCalledTimes(1));
    expect(projectLogosMock).not.toHaveBeenCalled();
  });
});
