import { MAX_UPLOAD_BYTES } from "@contract";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { uploadLogo } from "@/features/library/api/upload-logo";
import { UploadLogoDialog } from "@/features/library/components/upload-logo-dialog";
import { ApiError } from "@/lib/api-error";
import { makeLogo, makeProject, makePrompt } from "@/testing/logo-fixtures";

vi.mock("@/features/library/api/upload-logo", () => ({ uploadLogo: vi.fn() }));
const uploadMock = vi.mocked(uploadLogo);

function pngFile(size = 2048, name = "harbor.png", type = "image/png") {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function renderDialog() {
  const onUploaded = vi.fn();
  const onClose = vi.fn();
  render(<UploadLogoDialog open onClose={onClose} onUploaded={onUploaded} />);
  const dialog = screen.getByRole("dialog", { name: "Upload a logo" });
  return { dialog, onUploaded, onClose, input: within(dialog).getByLabelText("Logo file") };
}

beforeEach(() => {
  uploadMock.mockReset();
  Object.assign(URL, { createObjectURL: vi.fn(() => "blob:chosen"), revokeObjectURL: vi.fn() });
});

describe("UploadLogoDialog", { timeout: 20_000 }, () => {
  it("refuses a wrong type in the browser, without sending it", () => {
    const { dialog, input } = renderDialog();
    fireEvent.change(input, { target: { files: [pngFile(1000, "logo.gif", "image/gif")] } });
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Only PNG, JPEG, WebP or SVG images can be uploaded.",
    );
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeDisabled();
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it("refuses a file over 5 MB in the browser", () => {
    const { dialog, input } = renderDialog();
    fireEvent.change(input, { target: { files: [pngFile(MAX_UPLOAD_BYTES + 1)] } });
    expect(within(dialog).getByRole("alert")).toHaveTextContent("The file is too large. The limit is 5 MB.");
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeDisabled();
  });

  it("takes a dropped file, shows the upload's progress and hands over the answer", async () => {
    const { dialog, onUploaded } = renderDialog();
    const project = makeProject({ name: "Uploads" });
    const response = { success: true as const, project, logo: makeLogo(makePrompt(project.id)) };
    let report: (share: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    uploadMock.mockImplementation((_file, options) => {
      report = (share) => options?.onProgress?.(share);
      return new Promise((resolve) => {
        finish = () => resolve(response);
      });
    });
    fireEvent.drop(within(dialog).getByTestId("upload-drop-zone"), { dataTransfer: { files: [pngFile()] } });
    // The file's name keeps its own direction (a Hebrew or Arabic file name reads right to left).
    expect(within(dialog).getByText("harbor.png")).toHaveAttribute("dir", "auto");
    expect(within(dialog).getByRole("img", { name: "Preview of harbor.png" })).toHaveAttribute(
      "src",
      "blob:chosen",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(within(dialog).getByRole("progressbar", { name: "Upload progress" })).toBeInTheDocument();
    act(() => report(0.4));
    expect(within(dialog).getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    expect(within(dialog).getByText("Uploading… 40%")).toBeInTheDocument();
    await act(async () => finish());
    expect(onUploaded).toHaveBeenCalledWith(response);
    expect(uploadMock.mock.calls[0]?.[0].name).toBe("harbor.png");
  });

  it("shows the server's own error text", async () => {
    const { dialog, input } = renderDialog();
    uploadMock.mockRejectedValue(new ApiError("The file could not be read as an image.", 400));
    fireEvent.change(input, { target: { files: [pngFile()] } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Upload" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert")).toHaveTextContent("The file could not be read as an image."),
    );
    // The same file may be sent again (e.g. after a network failure).
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeEnabled();
  });
});
