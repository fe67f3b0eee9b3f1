import { BRAND_DESCRIPTION_REQUIRED, BRAND_NAME_REQUIRED, SCREEN_MESSAGE } from "@contract";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreateLogoForm } from "@/features/create/components/create-logo-form";
import { generateNewProject } from "@/flows/generation/api/generate-new-project";
import { ApiError } from "@/lib/api-error";
import { PROJECT_DETAILS_STORAGE_KEY } from "@/stores/logo-session-store";
import {
  makeGenerationResponse,
  makeLogos,
  makeProject,
  makePrompt,
  makeQuota,
} from "@/testing/logo-fixtures";
import { renderWithProviders } from "@/testing/render-with-providers";

vi.mock("@/flows/generation/api/generate-new-project", () => ({ generateNewProject: vi.fn() }));
const generateLogosMock = vi.mocked(generateNewProject);

function renderForm(options: { loadQuota?: () => Promise<ReturnType<typeof makeQuota>> } = {}) {
  const onLimitReached = vi.fn();
  renderWithProviders(<CreateLogoForm onLimitReached={onLimitReached} />, { path: "/create", ...options });
  return { onLimitReached };
}

const nameInput = () => screen.getByRole("textbox", { name: /brand name/i });
const descriptionInput = () => screen.getByRole("textbox", { name: /brand description/i });
const generateButton = () => screen.getByRole("button", { name: "Generate Logo Designs" });

function successfulResponse() {
  const project = makeProject();
  const prompt = makePrompt(project.id);
  return makeGenerationResponse(project, [{ prompt, logos: makeLogos(prompt, 3) }]);
}

beforeEach(() => {
  generateLogosMock.mockReset();
});

// Full MUI screens in happy-dom are slow on a busy machine; the default 5 s is too tight.
describe("CreateLogoForm validation", { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the spec's messages only after typing pauses for 300 ms, on trimmed values", () => {
    renderForm();
    fireEvent.change(nameInput(), { target: { value: "   " } });
    fireEvent.change(descriptionInput(), { target: { value: " \n " } });
    act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByText(BRAND_NAME_REQUIRED)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByText(BRAND_NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(BRAND_DESCRIPTION_REQUIRED)).toBeInTheDocument();

    fireEvent.change(nameInput(), { target: { value: "  Acme " } });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText(BRAND_NAME_REQUIRED)).not.toBeInTheDocument();
    expect(screen.getByText(BRAND_DESCRIPTION_REQUIRED)).toBeInTheDocument();
  });

  it("validates at once on submit and does not call the API with an empty form", () => {
    renderForm();
    fireEvent.click(generateButton());
    expect(screen.getByText(BRAND_NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(BRAND_DESCRIPTION_REQUIRED)).toBeInTheDocument();
    expect(nameInput()).toHaveFocus();
    expect(generateLogosMock).not.toHaveBeenCalled();
  });

  it("clears a field with its clear button and saves the details to localStorage after the debounce", () => {
    renderForm();
    fireEvent.change(nameInput(), { target: { value: "Acme" } });
    fireEvent.change(descriptionInput(), { target: { value: "Bakery" } });
    act(() => vi.advanceTimersByTime(300));
    expect(JSON.parse(localStorage.getItem(PROJECT_DETAILS_STORAGE_KEY) ?? "{}")).toEqual({
      name: "Acme",
      description: "Bakery",
    });

    fireEvent.click(screen.getByRole("button", { name: "Clear brand name" }));
    expect(nameInput()).toHaveValue("");
    expect(nameInput()).toHaveFocus();
    act(() => vi.advanceTimersByTime(300));
    // Clearing is not an error by itself.
    expect(screen.queryByText(BRAND_NAME_REQUIRED)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear brand name" })).not.toBeInTheDocument();
  });
});

// Full MUI screens in happy-dom are slow on a busy machine; the default 5 s is too tight.
describe("CreateLogoForm generation", { timeout: 20_000 }, () => {
  it("restores the saved project details on load", () => {
    localStorage.setItem(
      PROJECT_DETAILS_STORAGE_KEY,
      JSON.stringify({ name: "Crumb & Co.", description: "Harbour bakery" }),
    );
    renderForm();
    expect(nameInput()).toHaveValue("Crumb & Co.");
    expect(descriptionInput()).toHaveValue("Harbour bakery");
  });

  it("lets each field find its own direction, so an Arabic or Hebrew name is typed right to left", () => {
    renderForm();
    expect(nameInput()).toHaveAttribute("dir", "auto");
    expect(descriptionInput()).toHaveAttribute("dir", "auto");
  });

  it("checks the quota first and shows the spec's text when that fails", async () => {
    renderForm({ loadQuota: () => Promise.reject(new ApiError("Error getting remaining quota", 500)) });
    fireEvent.change(nameInput(), { target: { value: "Acme" } });
    fireEvent.change(descriptionInput(), { target: { value: "Bakery" } });
    fireEvent.click(generateButton());
    expect(await screen.findByText(SCREEN_MESSAGE.quotaCheckFailed)).toBeInTheDocument();
    expect(generateLogosMock).not.toHaveBeenCalled();
  });

  it("asks for the upgrade modal instead of generating when no generations remain", async () => {
    const { onLimitReached } = renderForm({
      loadQuota: () => Promise.resolve(makeQuota({ currentCount: 12, remaining: 0 })),
    });
    fireEvent.change(nameInput(), { target: { value: "Acme" } });
    fireEvent.change(descriptionInput(), { target: { value: "Bakery" } });
    fireEvent.click(generateButton());
    await waitFor(() => expect(onLimitReached).toHaveBeenCalledTimes(1));
    expect(generateLogosMock).not.toHaveBeenCalled();
    expect(screen.getByText(SCREEN_MESSAGE.generationLimitReached, { exact: false })).toBeInTheDocument();
  });

  it("sends the details cleaned as the API cleans them, shows the overlay and goes to /logo-designs", async () => {
    let finish: (value: ReturnType<typeof successfulResponse>) => void = () => undefined;
    generateLogosMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderForm();
    // Spaces at the ends, a bidi override, a zero-width space and a byte order mark.
    fireEvent.change(nameInput(), { target: { value: "  Acme\u202E  Bak\u200Bery\uFEFF  " } });
    fireEvent.change(descriptionInput(), { target: { value: " Sour\u2066dough\u200B " } });
    fireEvent.click(generateButton());

    expect(await screen.findByText("Analyzing brand essence...")).toBeInTheDocument();
    expect(screen.getByText("This may take up to a minute")).toBeInTheDocument();
    expect(generateLogosMock).toHaveBeenCalledWith(
      { name: "Acme Bakery", description: "Sourdough" },
      expect.any(String),
    );
    expect(JSON.parse(localStorage.getItem(PROJECT_DETAILS_STORAGE_KEY) ?? "{}")).toEqual({
      name: "Acme Bakery",
      description: "Sourdough",
    });

    await act(async () => finish(successfulResponse()));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/logo-designs"));
  });

  it("opens the upgrade modal when the server refuses for the limit, else shows the generic text", async () => {
    generateLogosMock.mockRejectedValueOnce(new ApiError(SCREEN_MESSAGE.generationLimitReached, 403));
    const { onLimitReached } = renderForm();
    fireEvent.change(nameInput(), { target: { value: "Acme" } });
    fireEvent.change(descriptionInput(), { target: { value: "Bakery" } });
    fireEvent.click(generateButton());
    await waitFor(() => expect(onLimitReached).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    generateLogosMock.mockRejectedValueOnce(new ApiError("Error generating logos", 500));
    fireEvent.click(generateButton());
    expect(await screen.findByText(SCREEN_MESSAGE.generateFailed)).toBeInTheDocument();
    expect(onLimitReached).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("location")).toHaveTextContent("/create");
  });
});
