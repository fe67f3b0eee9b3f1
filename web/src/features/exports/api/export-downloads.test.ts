/** @vitest-environment happy-dom */
// A download is a link clicked in the document: this needs a DOM.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  downloadResource,
  fetchPreview,
  fileNameFromDisposition,
} from "@/features/exports/api/export-downloads";
import { makeResource } from "@/features/exports/testing/export-fixtures";

vi.mock("@/lib/firebase", () => ({
  getFirebaseAuth: () => ({ currentUser: { getIdToken: () => Promise.resolve("token-123") } }),
}));

const fetchMock = vi.fn<typeof fetch>();
let clicked: { href: string; download: string } | null = null;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  Object.assign(URL, { createObjectURL: vi.fn(() => "blob:file"), revokeObjectURL: vi.fn() });
  clicked = null;
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked = { href: this.href, download: this.download };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("export files", () => {
  it("downloads with the owner's token and saves under the file's human name", async () => {
    fetchMock.mockResolvedValue(new Response("png", { status: 200 }));
    const resource = makeResource("exp1", "upscale_clarity", { fileName: "acme-high-quality.png" });
    await downloadResource(resource);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/exports/exp1/resources/upscale_clarity/blob");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer token-123");
    expect(clicked).toEqual({ href: "blob:file", download: "acme-high-quality.png" });
  });

  it("answers the server's error text when the download is refused", async () => {
    fetchMock.mockResolvedValue(Response.json({ success: false, error: "Not found" }, { status: 404 }));
    await expect(downloadResource(makeResource("exp1", "low_ql"))).rejects.toThrow("Not found");
    expect(clicked).toBeNull();
  });

  it("asks for the small preview", async () => {
    fetchMock.mockResolvedValue(new Response("png", { status: 200 }));
    await fetchPreview(makeResource("exp1", "rmbg_men1scus"));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/exports/exp1/resources/rmbg_men1scus/blob?preview=256");
  });

  it("reads the archive's name from Content-Disposition", () => {
    expect(fileNameFromDisposition('attachment; filename="acme-export.zip"')).toBe("acme-export.zip");
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''caf%C3%A9.zip")).toBe("café.zip");
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
