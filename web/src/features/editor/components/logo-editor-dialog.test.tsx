import {
  type CustomizeLogoResponse,
  DESIGN_MESSAGE,
  type DesignEdits,
  type DesignOptionsResponse,
  type DesignPreviewResponse,
} from "@contract";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { theme } from "@/app/theme";
import { getDesignOptions } from "@/features/editor/api/get-design-options";
import { getLogoDesign } from "@/features/editor/api/get-logo-design";
import { getSettableFonts } from "@/features/editor/api/get-settable-fonts";
import { previewLogoDesign } from "@/features/editor/api/preview-logo-design";
import { saveLogoDesign } from "@/features/editor/api/save-logo-design";
import { scoreLogoDesign } from "@/features/editor/api/score-logo-design";
import { searchIcons } from "@/features/editor/api/search-icons";
import { CustomizeButton } from "@/features/editor/components/customize-button";
import { LogoEditorDialog } from "@/features/editor/components/logo-editor-dialog";
import { forgetDesignOptions } from "@/features/editor/hooks/use-design-options";
import { ApiError } from "@/lib/api-error";
import { makeLogo, makeLogoScore, makeProject, makePrompt } from "@/testing/logo-fixtures";

vi.mock("@/features/editor/api/get-design-options", () => ({ getDesignOptions: vi.fn() }));
vi.mock("@/features/editor/api/get-logo-design", () => ({ getLogoDesign: vi.fn() }));
vi.mock("@/features/editor/api/preview-logo-design", () => ({ previewLogoDesign: vi.fn() }));
vi.mock("@/features/editor/api/save-logo-design", () => ({ saveLogoDesign: vi.fn() }));
vi.mock("@/features/editor/api/search-icons", () => ({ searchIcons: vi.fn() }));
vi.mock("@/features/editor/api/get-settable-fonts", () => ({ getSettableFonts: vi.fn() }));
vi.mock("@/features/editor/api/score-logo-design", () => ({ scoreLogoDesign: vi.fn() }));

const optionsMock = vi.mocked(getDesignOptions);
const designMock = vi.mocked(getLogoDesign);
const previewMock = vi.mocked(previewLogoDesign);
const scoreMock = vi.mocked(scoreLogoDesign);
const saveMock = vi.mocked(saveLogoDesign);
const searchMock = vi.mocked(searchIcons);
const settableMock = vi.mocked(getSettableFonts);

const SAMPLE = "data:image/svg+xml;base64,PHN2Zy8+";
const OPTIONS: DesignOptionsResponse = {
  success: true,
  palettes: [
    {
      id: "crust",
      label: "Warm crust",
      light: {
        background: "#FBF6EE",
        ink: "#3B2416",
        primary: "#B4622C",
        secondary: "#E2B65A",
        accent: "#7A3E1D",
      },
      dark: {
        background: "#2A1A10",
        ink: "#FDFBF8",
        primary: "#D98A50",
        secondary: "#E2B65A",
        accent: "#C47A4A",
      },
    },
    {
      id: "ocean",
      label: "Ocean blue",
      light: {
        background: "#F4F9FB",
        ink: "#0E2A3B",
        primary: "#0B6E99",
        secondary: "#4FC3E8",
        accent: "#F4A259",
      },
      dark: {
        background: "#082030",
        ink: "#FBFDFE",
        primary: "#4FC3E8",
        secondary: "#4FC3E8",
        accent: "#F4A259",
      },
    },
  ],
  fonts: [
    { id: "lora", label: "Lora", category: "Serif", sample: SAMPLE },
    { id: "poppins", label: "Poppins", category: "Geometric sans", sample: SAMPLE },
  ],
  layouts: [
    { id: "stacked", label: "Symbol above name", needsSymbol: true, showsTagline: true },
    { id: "wordmark", label: "Name only", needsSymbol: false, showsTagline: false },
    { id: "emblem", label: "Badge", needsSymbol: false, showsTagline: true },
  ],
};
const START: DesignEdits = {
  brandName: "Acme Bakery",
  tagline: "",
  palette: { kind: "curated", id: "crust", background: "light" },
  font: "lora",
  layout: "stacked",
  symbol: { kind: "icon", icon: "phosphor:bread" },
};
const BREAD = { id: "phosphor:bread", label: "Bread", set: "phosphor", preview: SAMPLE };

function previewOf(edits: DesignEdits, ratio = 12): DesignPreviewResponse {
  return {
    success: true,
    preview: `data:image/png;base64,${btoa(JSON.stringify(edits))}`,
    contrast: [{ role: "name", foreground: "#3B2416", background: "#FBF6EE", ratio }],
  };
}

function setup() {
  const project = makeProject();
  const prompt = makePrompt(project.id);
  const logo = makeLogo(prompt);
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LogoEditorDialog logo={logo} onClose={onClose} onSaved={onSaved} />
    </ThemeProvider>,
  );
  return { logo, prompt, onSaved, onClose, user: userEvent.setup() };
}

const tagline = () => screen.getByRole("textbox", { name: "Tagline" });
const undoButton = () => screen.getByRole("button", { name: "Undo" });
const redoButton = () => screen.getByRole("button", { name: "Redo" });

/** The preview request that followed the last pause, once its debounce has run. */
async function lastPreviewed(): Promise<DesignEdits | undefined> {
  await waitFor(() => expect(previewMock).toHaveBeenCalled());
  return previewMock.mock.calls.at(-1)?.[1];
}

beforeEach(() => {
  forgetDesignOptions();
  optionsMock.mockReset().mockResolvedValue(OPTIONS);
  designMock.mockReset().mockResolvedValue({ success: true, logoId: "x", design: START, icon: BREAD });
  previewMock.mockReset().mockImplementation(async (_id, edits) => previewOf(edits));
  saveMock.mockReset();
  scoreMock.mockReset().mockResolvedValue(makeLogoScore());
  searchMock.mockReset().mockResolvedValue({ success: true, icons: [] });
  settableMock.mockReset().mockResolvedValue({ success: true, fonts: ["lora", "poppins"] });
});

describe("LogoEditorDialog", { timeout: 20_000 }, () => {
  it("opens on the logo's design and shows the server's preview of it", async () => {
    // The first answer waits for the test, so "until the first answer" holds however slow the run.
    let answerFirstPreview: () => void = () => {};
    const firstAnswer = new Promise<void>((resolve) => {
      answerFirstPreview = resolve;
    });
    previewMock.mockImplementation(async (_id, edits) => {
      await firstAnswer;
      return previewOf(edits);
    });
    const { logo } = setup();
    expect(await screen.findByRole("textbox", { name: /brand name/i })).toHaveValue("Acme Bakery");
    expect(screen.getByRole("heading", { name: "Customize logo" })).toBeVisible();
    expect(designMock).toHaveBeenCalledWith(logo.id, expect.anything());
    expect(screen.getByRole("radio", { name: "Warm crust" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Icon: Bread" })).toBeChecked();
    // The logo's own preview until the first answer, then the server's.
    expect(screen.getByTestId("editor-preview")).toHaveAttribute("src", logo.url);
    expect(await lastPreviewed()).toEqual(START);
    expect(screen.getByTestId("editor-preview")).toHaveAttribute("src", logo.url);
    answerFirstPreview();
    await waitFor(() =>
      expect(screen.getByTestId("editor-preview")).toHaveAttribute("src", previewOf(START).preview),
    );
    expect(undoButton()).toBeDisabled();
    expect(redoButton()).toBeDisabled();
  });

  it("measures the design once editing pauses and shows its score under the preview", async () => {
    scoreMock.mockImplementation(async (_id, edits) =>
      makeLogoScore({
        contrast: { score: edits.tagline ? 41 : 88, sentence: edits.tagline ? "Weak." : "Clear." },
      }),
    );
    const { user } = setup();
    const score = await screen.findByRole("list", { name: "Logo score" }, { timeout: 5_000 });
    expect(within(score).getByLabelText(/^Contrast 88 of 100: Clear\./)).toBeInTheDocument();
    const tagline = await screen.findByRole("textbox", { name: /tagline/i });
    await user.type(tagline, "Fresh");
    await waitFor(
      () =>
        expect(
          within(screen.getByRole("list", { name: "Logo score" })).getByLabelText(/^Contrast 41 of 100/),
        ).toBeInTheDocument(),
      { timeout: 5_000 },
    );
    // One measure per pause, of the design as it then stood, not one per key.
    expect(scoreMock.mock.calls.length).toBeLessThanOrEqual(3);
    expect(scoreMock).toHaveBeenLastCalledWith(
      expect.any(String),
      expect.objectContaining({ tagline: "Fresh" }),
      expect.anything(),
    );
  });

  it("previews while typing, and undoes and redoes with the buttons (typing is one step)", async () => {
    const { user } = setup();
    await user.type(await screen.findByRole("textbox", { name: "Tagline" }), "Baked at dawn");
    await waitFor(async () => expect((await lastPreviewed())?.tagline).toBe("Baked at dawn"));
    await waitFor(() =>
      expect(screen.getByTestId("editor-preview")).toHaveAttribute(
        "src",
        previewOf({ ...START, tagline: "Baked at dawn" }).preview,
      ),
    );
    // Debounced: one request per pause, not one per letter. A loaded machine types slowly enough to
    // pause now and then, so the bound is the letters typed, not a guess at the pauses.
    expect(previewMock.mock.calls.length).toBeLessThan("Baked at dawn".length);
    await user.click(screen.getByRole("radio", { name: "Ocean blue" }));
    expect(undoButton()).toBeEnabled();

    await user.click(undoButton());
    expect(screen.getByRole("radio", { name: "Warm crust" })).toBeChecked();
    expect(tagline()).toHaveValue("Baked at dawn");
    await user.click(undoButton());
    expect(tagline()).toHaveValue("");
    expect(undoButton()).toBeDisabled();
    await user.click(redoButton());
    expect(tagline()).toHaveValue("Baked at dawn");
    await user.click(redoButton());
    expect(screen.getByRole("radio", { name: "Ocean blue" })).toBeChecked();
    expect(redoButton()).toBeDisabled();
  });

  it("lists only the fonts that can set the name, and says so when the chosen one no longer can", async () => {
    const arabic = /[\u0600-\u06FF]/;
    settableMock.mockImplementation(async (text) => ({
      success: true,
      fonts: arabic.test(text) ? ["poppins"] : ["lora", "poppins"],
    }));
    const { user } = setup();
    const name = await screen.findByRole("textbox", { name: /brand name/i });
    expect(name).toHaveAttribute("dir", "auto");
    await waitFor(() => expect(settableMock).toHaveBeenCalledWith("Acme Bakery", expect.anything()));
    expect(screen.getByRole("radio", { name: /Lora/ })).toBeChecked();

    await user.clear(name);
    await user.type(name, "مخبز الياسمين");
    await waitFor(() => expect(screen.queryByRole("radio", { name: /Lora/ })).not.toBeInTheDocument());
    expect(screen.getByRole("radio", { name: /Poppins/ })).not.toBeChecked();
    expect(screen.getByText(DESIGN_MESSAGE.fontCannotSetName)).toBeVisible();

    await user.click(screen.getByRole("radio", { name: /Poppins/ }));
    expect(screen.getByRole("radio", { name: /Poppins/ })).toBeChecked();
    expect(screen.queryByText(DESIGN_MESSAGE.fontCannotSetName)).not.toBeInTheDocument();
  });

  it("lists every font when the check of a newer name fails, rather than an outdated list", async () => {
    settableMock.mockImplementation(async (text) => {
      if (text !== "Acme Bakery") throw new ApiError(DESIGN_MESSAGE.fontsFailed, 503);
      return { success: true, fonts: ["lora"] };
    });
    const { user } = setup();
    const name = await screen.findByRole("textbox", { name: /brand name/i });
    await waitFor(() => expect(screen.queryByRole("radio", { name: /Poppins/ })).not.toBeInTheDocument());
    expect(screen.getByRole("radio", { name: /Lora/ })).toBeChecked();

    await user.type(name, " & Co");
    expect(await screen.findByRole("radio", { name: /Poppins/ })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: /Lora/ })).toBeChecked();
    expect(screen.queryByText(DESIGN_MESSAGE.fontCannotSetName)).not.toBeInTheDocument();
    // The failed check is the list's business alone: the editor shows no error for it.
    expect(screen.queryByText(DESIGN_MESSAGE.fontsFailed)).not.toBeInTheDocument();
  });

  it("undoes with Ctrl+Z and Cmd+Z and redoes with Shift+Ctrl+Z, also from inside a text field", async () => {
    const { user } = setup();
    const field = await screen.findByRole("textbox", { name: "Tagline" });
    await user.type(field, "Fresh");
    await user.keyboard("{Control>}z{/Control}");
    expect(tagline()).toHaveValue("");
    await user.keyboard("{Shift>}{Control>}z{/Control}{/Shift}");
    expect(tagline()).toHaveValue("Fresh");
    await user.keyboard("{Meta>}z{/Meta}");
    expect(tagline()).toHaveValue("");
    await user.keyboard("{Control>}y{/Control}");
    expect(tagline()).toHaveValue("Fresh");
  });

  it("is reachable from the keyboard: Tab moves through the controls, arrows pick a palette", async () => {
    const { user } = setup();
    const name = await screen.findByRole("textbox", { name: /brand name/i });
    name.focus();
    await user.tab();
    expect(tagline()).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText("Dark background")).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("radio", { name: "Warm crust" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Ocean blue" })).toBeChecked();
    await user.keyboard("{Control>}z{/Control}");
    expect(screen.getByRole("radio", { name: "Warm crust" })).toBeChecked();
  });

  it("warns at once when custom text colours fall under 4.5:1, and about drawn text the preview reports", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("radio", { name: "Custom colours" }));
    // Custom starts from the colours on screen.
    const text = screen.getByRole("textbox", { name: "Text" });
    expect(text).toHaveValue("#3B2416");
    expect(screen.queryByTestId("contrast-warning")).not.toBeInTheDocument();
    fireEvent.change(text, { target: { value: "#F4D35E" } });
    const warning = await screen.findByTestId("contrast-warning");
    expect(warning).toHaveTextContent(
      /Text colour on the background is 1\.\d:1; WCAG asks for at least 4\.5:1/,
    );

    fireEvent.change(text, { target: { value: "#F4D3" } });
    expect(await screen.findByText("Colours must be written as #RRGGBB, e.g. #1F3A5F")).toBeVisible();
    expect(screen.getByRole("button", { name: "Save as new logo" })).toBeDisabled();

    previewMock.mockImplementation(async (_id, edits) => ({
      ...previewOf(edits),
      contrast: [{ role: "tagline", foreground: "#AAAAAA", background: "#3B2416", ratio: 3.1 }],
    }));
    fireEvent.change(text, { target: { value: "#222222" } });
    await waitFor(() =>
      expect(screen.getByTestId("contrast-warning")).toHaveTextContent("The tagline is drawn at 3.1:1"),
    );
    expect(screen.getByTestId("contrast-warning")).not.toHaveTextContent("Text colour on the background");
  });

  it("saves the edited design with an idempotency key and hands the new logo over", async () => {
    const { user, logo, prompt, onSaved } = setup();
    const saved: CustomizeLogoResponse = {
      success: true,
      logo: { ...logo, id: "newLogo1" },
      promptsWithLogos: { [prompt.id]: { prompt, logos: [{ ...logo, id: "newLogo1" }] } },
    };
    saveMock.mockResolvedValue(saved);
    await user.type(await screen.findByRole("textbox", { name: "Tagline" }), "  Since 1921 ");
    await user.click(screen.getByRole("radio", { name: /Poppins/ }));
    await user.click(screen.getByRole("button", { name: "Save as new logo" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [logoId, edits, key] = saveMock.mock.calls[0] ?? [];
    expect(logoId).toBe(logo.id);
    expect(edits).toEqual({ ...START, tagline: "Since 1921", font: "poppins" });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the same key when a failed save is retried, and shows the server's error", async () => {
    const { user } = setup();
    saveMock.mockRejectedValueOnce(new ApiError(DESIGN_MESSAGE.saveFailed, null));
    await user.click(await screen.findByRole("button", { name: "Save as new logo" }));
    expect(await screen.findByText(DESIGN_MESSAGE.saveFailed)).toBeVisible();
    saveMock.mockRejectedValueOnce(new ApiError(DESIGN_MESSAGE.saveFailed, null));
    await user.click(screen.getByRole("button", { name: "Save as new logo" }));
    await waitFor(() => expect(saveMock).toHaveBeenCalledTimes(2));
    expect(saveMock.mock.calls[1]?.[2]).toBe(saveMock.mock.calls[0]?.[2]);
  });

  it("finds symbols by word and switches the layout options a symbol needs", async () => {
    const { user } = setup();
    searchMock.mockResolvedValue({
      success: true,
      icons: [{ id: "phosphor:coffee", label: "Coffee", set: "phosphor", preview: SAMPLE }],
    });
    await user.type(await screen.findByRole("textbox", { name: "Search symbols" }), "coffee");
    await user.click(await screen.findByRole("button", { name: "Coffee (phosphor)" }));
    expect(screen.getByRole("radio", { name: "Icon: Coffee" })).toBeChecked();
    expect(searchMock).toHaveBeenCalledWith("coffee", expect.anything());
    // Undo brings the first icon back, named as such; redo the new one.
    await user.click(undoButton());
    expect(screen.getByRole("radio", { name: "Icon: Bread" })).toBeChecked();
    await user.click(redoButton());
    expect(screen.getByRole("radio", { name: "Icon: Coffee" })).toBeChecked();

    // 'No symbol' waits for a layout that needs none; then the symbol layouts wait for a symbol.
    expect(screen.getByRole("radio", { name: "No symbol" })).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "Badge" }));
    await user.click(screen.getByRole("radio", { name: "No symbol" }));
    expect(screen.getByRole("radio", { name: "Symbol above name" })).toBeDisabled();
    await waitFor(async () => expect((await lastPreviewed())?.symbol).toEqual({ kind: "none" }));
  });

  it("explains why a logo cannot be customized", async () => {
    designMock.mockRejectedValue(new ApiError(DESIGN_MESSAGE.uploadNotCustomizable, 400));
    setup();
    expect(await screen.findByText(DESIGN_MESSAGE.uploadNotCustomizable)).toBeVisible();
  });

  it("asks before throwing changes away", async () => {
    const { user, onClose } = setup();
    await user.type(await screen.findByRole("textbox", { name: "Tagline" }), "Hi");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const confirm = await screen.findByRole("dialog", { name: "Discard your changes?" });
    await user.click(within(confirm).getByRole("button", { name: "Keep editing" }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Discard your changes?" })).getByRole("button", {
        name: "Discard",
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });
});

describe("CustomizeButton", () => {
  it("is disabled with the reason for a logo that has no design to edit", async () => {
    const onClick = vi.fn();
    render(
      <CustomizeButton
        availability={{ customizable: false, reason: DESIGN_MESSAGE.uploadNotCustomizable }}
        onClick={onClick}
      />,
    );
    const button = screen.getByRole("button", { name: "Customize" });
    // Still focusable, so the reason is reachable from the keyboard and read out.
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAccessibleDescription(DESIGN_MESSAGE.uploadNotCustomizable);
    button.focus();
    expect(button).toHaveFocus();
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("opens the editor otherwise", async () => {
    const onClick = vi.fn();
    render(<CustomizeButton availability={{ customizable: true, reason: null }} onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Customize" }));
    expect(onClick).toHaveBeenCalled();
  });
});
