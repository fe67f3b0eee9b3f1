import { API_FALLBACK, type Export, STATIONERY_TEXT } from "@contract";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { User } from "firebase/auth";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { downloadStationeryFile } from "@/features/exports/api/export-downloads";
import { saveStationery } from "@/features/exports/api/exports-api";
import { StationeryCard } from "@/features/exports/components/stationery-card";
import { makeExport } from "@/features/exports/testing/export-fixtures";
import { ApiError } from "@/lib/api-error";
import { FirebaseUserContext } from "@/lib/session";

vi.mock("@/features/exports/api/exports-api", () => ({ saveStationery: vi.fn() }));
vi.mock("@/features/exports/api/export-downloads", () => ({ downloadStationeryFile: vi.fn() }));

const saveMock = vi.mocked(saveStationery);
const downloadMock = vi.mocked(downloadStationeryFile);

const PROFILE = {
  displayName: "Ada Lovelace",
  email: "ada@example.com",
  emailVerified: true,
  providerData: [],
} as unknown as User;

function withProfile(screenElement: ReactElement) {
  return render(
    <FirebaseUserContext.Provider value={{ status: "ready", user: PROFILE }}>
      {screenElement}
    </FirebaseUserContext.Provider>,
  );
}

function withStationery(): Export {
  return makeExport({
    id: "exp9",
    stationery: {
      details: { name: "Ada Lovelace", role: "Founder", phone: "", email: "ada@example.com", website: "" },
      files: [
        {
          fileName: "acme-bakery-business-card-85x55mm.pdf",
          purpose: "Business card, 85 x 55 mm.",
          contentType: "application/pdf",
          bytes: 21_000,
          url: "/exports/exp9/stationery/acme-bakery-business-card-85x55mm.pdf",
        },
      ],
      signatureHtml:
        '<table><tr><td><img src="https://files.example/sig.png" width="160" height="60" alt="Acme"></td></tr></table>',
      updatedAt: "2026-11-20T10:00:00.000Z",
    },
  });
}

beforeEach(() => {
  for (const mock of [saveMock, downloadMock]) mock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the export's stationery", () => {
  it("starts from the profile's name and e-mail and refuses an e-mail that is not one, without saving", async () => {
    withProfile(<StationeryCard exportItem={makeExport({ id: "exp1" })} onSaved={vi.fn()} />);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Ada Lovelace");
    // Every field finds its own direction: an Arabic name or address is typed right to left.
    for (const field of screen.getAllByRole("textbox")) expect(field).toHaveAttribute("dir", "auto");
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveValue("ada@example.com");
    fireEvent.change(screen.getByRole("textbox", { name: "E-mail" }), {
      target: { value: "ada at example" },
    });
    fireEvent.click(screen.getByRole("button", { name: STATIONERY_TEXT.make }));
    expect(await screen.findByText("Enter an e-mail address like name@example.com")).toBeInTheDocument();
    expect(saveMock).not.toHaveBeenCalled();
  });

  it("saves the details, hands the rebuilt export back and says so", async () => {
    const saved = withStationery();
    saveMock.mockResolvedValue(saved);
    const onSaved = vi.fn();
    withProfile(<StationeryCard exportItem={makeExport({ id: "exp1" })} onSaved={onSaved} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Role" }), { target: { value: "Founder" } });
    fireEvent.click(screen.getByRole("button", { name: STATIONERY_TEXT.make }));
    await waitFor(() =>
      expect(saveMock).toHaveBeenCalledWith("exp1", {
        name: "Ada Lovelace",
        role: "Founder",
        phone: "",
        email: "ada@example.com",
        website: "",
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(await screen.findByText(STATIONERY_TEXT.saved)).toBeInTheDocument();
  });

  it("shows the server's reason when the stationery cannot be made", async () => {
    saveMock.mockRejectedValue(new ApiError(API_FALLBACK.saveStationery, 500));
    withProfile(<StationeryCard exportItem={makeExport({ id: "exp1" })} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: STATIONERY_TEXT.make }));
    expect(await screen.findByText(API_FALLBACK.saveStationery)).toBeInTheDocument();
  });

  it("lists the made files to download and copies the signature as rich HTML", async () => {
    const write = vi.fn().mockResolvedValue(undefined);
    class FakeClipboardItem {
      constructor(readonly items: Record<string, Blob>) {}
    }
    vi.stubGlobal("ClipboardItem", FakeClipboardItem);
    Object.defineProperty(navigator, "clipboard", { value: { write }, configurable: true });
    const exportItem = withStationery();
    withProfile(<StationeryCard exportItem={exportItem} onSaved={vi.fn()} />);
    expect(screen.getByRole("button", { name: STATIONERY_TEXT.update })).toBeInTheDocument();
    const files = screen.getByRole("list", { name: STATIONERY_TEXT.filesLabel });
    fireEvent.click(
      within(files).getByRole("button", { name: /Download acme-bakery-business-card-85x55mm\.pdf/ }),
    );
    await waitFor(() => expect(downloadMock).toHaveBeenCalledWith(exportItem.stationery?.files[0]));

    fireEvent.click(screen.getByRole("button", { name: STATIONERY_TEXT.copySignature }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    const items = (write.mock.calls[0]?.[0] ?? []) as FakeClipboardItem[];
    const [item] = items;
    expect(await item?.items["text/html"]?.text()).toContain('src="https://files.example/sig.png"');
    expect(await item?.items["text/plain"]?.text()).toBe("Ada Lovelace\nFounder\nada@example.com");
    expect(await screen.findByText(STATIONERY_TEXT.signatureCopied)).toBeInTheDocument();
  });
});
