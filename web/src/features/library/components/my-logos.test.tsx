import { DELETE_CONFIRMATION } from "@contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { deleteLogo, deleteProject } from "@/features/library/api/delete-library-items";
import { getLibrary, groupByProject, type Library } from "@/features/library/api/get-library";
import { uploadLogo } from "@/features/library/api/upload-logo";
import { MyLogos } from "@/features/library/components/my-logos";
import { generateMoreInConcept } from "@/flows/generation/api/generate-more-in-concept";
import { ApiError } from "@/lib/api-error";
import {
  groupsOf,
  makeLogo,
  makeLogos,
  makeProject,
  makePrompt,
  makePromptLogosResponse,
} from "@/testing/logo-fixtures";
import { renderWithProviders } from "@/testing/render-with-providers";

vi.mock("@/features/library/api/get-library", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/features/library/api/get-library")>();
  return { ...original, getLibrary: vi.fn() };
});
vi.mock("@/flows/generation/api/generate-more-in-concept", () => ({ generateMoreInConcept: vi.fn() }));
vi.mock("@/features/library/api/upload-logo", () => ({ uploadLogo: vi.fn() }));
vi.mock("@/features/library/api/delete-library-items", () => ({
  deleteLogo: vi.fn(),
  deleteProject: vi.fn(),
}));
const deleteLogoMock = vi.mocked(deleteLogo);
const deleteProjectMock = vi.mocked(deleteProject);
const uploadMock = vi.mocked(uploadLogo);
const getLibraryMock = vi.mocked(getLibrary);
const promptLogosMock = vi.mocked(generateMoreInConcept);

/** Two projects: one with 2 groups (3 + 4 logos), one with a single group of 2 logos. */
function twoProjects() {
  const bakery = makeProject({ name: "Acme Bakery", logoCount: 7 });
  const bakeryFirst = makePrompt(bakery.id, { createdAt: "2026-11-20T10:00:00.000Z" });
  const bakerySecond = makePrompt(bakery.id, { createdAt: "2026-11-20T11:00:00.000Z" });
  const florist = makeProject({ name: "Bloom Florist", logoCount: 2 });
  const floristPrompt = makePrompt(florist.id);
  const library: Library = {
    projects: [bakery, florist],
    groupsByProject: groupByProject(
      groupsOf([
        { prompt: bakerySecond, logos: makeLogos(bakerySecond, 4) },
        { prompt: floristPrompt, logos: makeLogos(floristPrompt, 2) },
        { prompt: bakeryFirst, logos: makeLogos(bakeryFirst, 3) },
      ]),
    ),
  };
  return { library, bakery, bakeryFirst, bakerySecond, florist };
}

function renderMyLogos(initialEntry = "/my-logos") {
  const onExport = vi.fn();
  const onLimitReached = vi.fn();
  renderWithProviders(<MyLogos onExport={onExport} onLimitReached={onLimitReached} />, {
    path: "/my-logos",
    initialEntry,
  });
  return { onExport, onLimitReached };
}

beforeEach(() => {
  getLibraryMock.mockReset();
  promptLogosMock.mockReset();
  deleteLogoMock.mockReset();
  deleteProjectMock.mockReset();
});

// Full MUI screens in happy-dom are slow on a busy machine; the default 5 s is too tight.
describe("MyLogos", { timeout: 20_000 }, () => {
  it("shows each project's name, count, first 4 thumbnails and '+N more logos'", async () => {
    getLibraryMock.mockResolvedValue(twoProjects().library);
    renderMyLogos();
    const bakery = await screen.findByRole("button", { name: /^Open Acme Bakery\s+7 logos\b/ });
    expect(within(bakery).getAllByTestId("logo-image")).toHaveLength(4);
    expect(within(bakery).getByText("+3 more logos", { exact: false })).toBeInTheDocument();
    const florist = screen.getByRole("button", { name: /^Open Bloom Florist\s+2 logos\b/ });
    expect(within(florist).getAllByTestId("logo-image")).toHaveLength(2);
    expect(within(florist).queryByText(/more logos/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Exports" })).toHaveAttribute("href", "/my-exports");
    // A name is isolated with its own direction, so an Arabic name reads right to left in the card.
    expect(within(bakery).getByText("Acme Bakery")).toHaveAttribute("dir", "auto");
  });

  it("shows the empty state and sends 'New Project Logo' to /create", async () => {
    getLibraryMock.mockResolvedValue({ projects: [], groupsByProject: {} });
    renderMyLogos();
    expect(await screen.findByText("You don't have any projects yet")).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole("button", { name: "New Project Logo" })[0] as HTMLElement);
    expect(screen.getByTestId("location")).toHaveTextContent("/create");
  });

  it("shows 'You don't have any logos yet' for a project without logos", async () => {
    const empty = makeProject({ name: "Empty Co" });
    getLibraryMock.mockResolvedValue({ projects: [empty], groupsByProject: {} });
    renderMyLogos(`/my-logos?project=${empty.id}`);
    expect(await screen.findByText("You don't have any logos yet")).toBeInTheDocument();
  });

  it("shows the spec's text when loading fails and retries", async () => {
    getLibraryMock.mockRejectedValueOnce(new ApiError("Failed to fetch logos", 500));
    getLibraryMock.mockResolvedValueOnce({ projects: [], groupsByProject: {} });
    renderMyLogos();
    expect(await screen.findByText("Failed to load your logos. Please try again.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("You don't have any projects yet")).toBeInTheDocument();
  });

  it("opens a project's prompt groups in order, with export on each logo", async () => {
    const { library, bakery } = twoProjects();
    getLibraryMock.mockResolvedValue(library);
    const { onExport } = renderMyLogos();
    fireEvent.click(await screen.findByRole("button", { name: /^Open Acme Bakery\s+7 logos\b/ }));
    expect(screen.getByTestId("location")).toHaveTextContent(`/my-logos?project=${bakery.id}`);

    expect(screen.getByRole("heading", { level: 2, name: "Acme Bakery" })).toHaveAttribute("dir", "auto");
    const concept1 = await screen.findByRole("region", { name: /^Concept 1/ });
    const concept2 = screen.getByRole("region", { name: /^Concept 2/ });
    expect(within(concept1).getAllByTestId("logo-image")).toHaveLength(3);
    expect(within(concept2).getAllByTestId("logo-image")).toHaveLength(4);

    fireEvent.click(within(concept1).getAllByText("Export Logo")[0] as HTMLElement);
    const firstGroup = Object.values(library.groupsByProject[bakery.id] ?? {})[0];
    expect(onExport).toHaveBeenCalledWith(firstGroup?.logos[0]);
  });

  it("creates more logos in one group and refreshes the grid on the way back", async () => {
    const { library, bakery, bakerySecond } = twoProjects();
    getLibraryMock.mockResolvedValue(library);
    renderMyLogos(`/my-logos?project=${bakery.id}`);
    const concept1 = await screen.findByRole("region", { name: /^Concept 1/ });
    const concept2 = screen.getByRole("region", { name: /^Concept 2/ });

    const added = makeLogos(bakerySecond, 3);
    promptLogosMock.mockResolvedValue(makePromptLogosResponse(bakerySecond, added));
    fireEvent.click(within(concept2).getByLabelText("Create more logos like concept 2"));
    await waitFor(() => expect(within(concept2).getAllByTestId("logo-image")).toHaveLength(7));
    expect(promptLogosMock).toHaveBeenCalledWith(bakery.id, bakerySecond.id, expect.any(String));
    expect(within(concept1).getAllByTestId("logo-image")).toHaveLength(3);

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    fireEvent.click(screen.getByText("All projects"));
    await waitFor(() => expect(getLibraryMock).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/my-logos$/);
  });

  it("uploads a logo and shows it in the Uploads project, ready to export", async () => {
    const { library } = twoProjects();
    const uploads = makeProject({ id: "uploads-abc", name: "Uploads", logoCount: 1 });
    const uploadsPrompt = makePrompt(uploads.id, { content: "Uploaded logos" });
    const uploadedLogo = makeLogo(uploadsPrompt);
    const uploaded = [uploadedLogo];
    getLibraryMock.mockResolvedValueOnce(library);
    getLibraryMock.mockResolvedValue({
      projects: [uploads, ...library.projects],
      groupsByProject: {
        ...library.groupsByProject,
        ...groupByProject(groupsOf([{ prompt: uploadsPrompt, logos: uploaded }])),
      },
    });
    uploadMock.mockResolvedValue({ success: true, project: uploads, logo: uploadedLogo });
    const { onExport } = renderMyLogos();
    fireEvent.click(await screen.findByRole("button", { name: "Upload a logo" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload a logo" });
    const file = new File(["png"], "mark.png", { type: "image/png" });
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:mark"), revokeObjectURL: vi.fn() });
    fireEvent.change(within(dialog).getByLabelText("Logo file"), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Upload" }));

    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/my-logos?project=uploads-abc"),
    );
    expect(await screen.findByRole("heading", { name: "Uploads" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Export Logo" }));
    expect(onExport).toHaveBeenCalledWith(uploadedLogo);
  });

  it("deletes a project only after a confirmation that says what goes and what stays", async () => {
    const { library, bakery, florist } = twoProjects();
    getLibraryMock.mockResolvedValue(library);
    renderMyLogos();
    fireEvent.click(await screen.findByRole("button", { name: "Delete project Acme Bakery" }));
    const dialog = await screen.findByRole("dialog");
    // The title is the contract's question with the name in its own direction. (Its text, not its
    // accessible name: happy-dom computes no display, so it puts spaces around the name's element.)
    const title = within(dialog).getByRole("heading", { level: 2 });
    expect(dialog).toHaveAttribute("aria-labelledby", title.id);
    expect(title.textContent).toBe(DELETE_CONFIRMATION.projectTitle("Acme Bakery"));
    expect(within(title).getByText("Acme Bakery")).toHaveAttribute("dir", "auto");
    expect(within(dialog).getByText(DELETE_CONFIRMATION.projectGoes(7))).toBeInTheDocument();
    expect(within(dialog).getByText(DELETE_CONFIRMATION.stays)).toBeInTheDocument();

    // Cancel sends nothing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(deleteProjectMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Delete project Acme Bakery" }));
    deleteProjectMock.mockResolvedValue({ success: true, deletedId: bakery.id, deletedLogos: 7 });
    getLibraryMock.mockResolvedValue({ projects: [florist], groupsByProject: library.groupsByProject });
    const confirm = await screen.findByRole("dialog");
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(deleteProjectMock).toHaveBeenCalledWith(bakery.id);
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /^Open Acme Bakery/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("button", { name: /^Open Bloom Florist/ })).toBeInTheDocument();
  });

  it("keeps the dialog open with the API's message when a delete fails", async () => {
    const { library } = twoProjects();
    getLibraryMock.mockResolvedValue(library);
    renderMyLogos();
    deleteProjectMock.mockRejectedValue(new ApiError("Error deleting project", 500));
    fireEvent.click(await screen.findByRole("button", { name: "Delete project Bloom Florist" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByText("Error deleting project")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("deletes one logo of an open project after its confirmation and reads the project again", async () => {
    const { library, bakery, bakeryFirst } = twoProjects();
    getLibraryMock.mockResolvedValue(library);
    renderMyLogos(`/my-logos?project=${bakery.id}`);
    const concept1 = await screen.findByRole("region", { name: /^Concept 1/ });
    const doomed = Object.values(library.groupsByProject[bakery.id] ?? {})[0]?.logos[0];
    fireEvent.click(
      within(concept1).getAllByRole("button", { name: "Delete this logo design" })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole("dialog", { name: DELETE_CONFIRMATION.logoTitle });
    expect(within(dialog).getByText(DELETE_CONFIRMATION.stays)).toBeInTheDocument();

    const remaining = makeLogos(bakeryFirst, 2);
    const after: Library = {
      projects: library.projects,
      groupsByProject: {
        ...library.groupsByProject,
        [bakery.id]: {
          ...library.groupsByProject[bakery.id],
          [bakeryFirst.id]: { prompt: bakeryFirst, logos: remaining },
        },
      },
    };
    deleteLogoMock.mockResolvedValue({ success: true, deletedId: doomed?.id ?? "" });
    getLibraryMock.mockResolvedValue(after);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleteLogoMock).toHaveBeenCalledWith(doomed?.id));
    await waitFor(() =>
      expect(
        within(screen.getByRole("region", { name: /^Concept 1/ })).getAllByTestId("logo-image"),
      ).toHaveLength(2),
    );
  });
});
