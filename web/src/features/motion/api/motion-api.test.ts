import { MotionResponse } from "@contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getExportMotion, rebuildExportMotion } from "@/features/motion/api/export-motion";
import { getLogoMotion } from "@/features/motion/api/get-logo-motion";

vi.mock("@/lib/firebase", () => ({
  getFirebaseAuth: () => ({ currentUser: { getIdToken: () => Promise.resolve("token-123") } }),
}));

const fetchMock = vi.fn<typeof fetch>();

const MOTION = MotionResponse.parse({
  success: true,
  motion: { style: "bold", fittingStyle: "calm", svg: "<svg></svg>", durationMs: 2800 },
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function lastCall(): { url: string; method: string; body: unknown } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return {
    url: String(url),
    method: init?.method ?? "GET",
    body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
  };
}

describe("the motion calls", () => {
  it("ask for a logo's animation with only what is given: the style, the unsaved design", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(Response.json(MOTION)));
    await expect(getLogoMotion("logo 1", null, null)).resolves.toEqual(MOTION);
    expect(lastCall()).toMatchObject({ method: "POST", body: {} });
    expect(lastCall().url).toMatch(/\/logos\/logo%201\/motion$/);
    const design = { brandName: "Acme" } as unknown as Parameters<typeof getLogoMotion>[2];
    await getLogoMotion("logo1", "bold", design);
    expect(lastCall().body).toEqual({ style: "bold", design });
  });

  it("ask for an export's animation in a style, or in the one that fits", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(Response.json(MOTION)));
    await getExportMotion("exp1", "technical");
    expect(lastCall()).toMatchObject({ method: "GET" });
    expect(lastCall().url).toMatch(/\/exports\/exp1\/motion\?style=technical$/);
    await getExportMotion("exp1", null);
    expect(lastCall().url).toMatch(/\/exports\/exp1\/motion$/);
  });

  it("rebuild the kit's motion files in a style and answer the export, or the server's message", async () => {
    const exportItem = {
      id: "exp1",
      logoId: "logo1",
      number: 2,
      exportType: "basic_logo",
      url: "https://storage.example/logo.png",
      creationTime: "2026-11-20T10:00:00.000Z",
      status: "processing",
      error: null,
      creditReturned: false,
      resources: [],
      motionStyle: "playful",
    };
    fetchMock.mockResolvedValueOnce(Response.json({ success: true, data: { export: exportItem } }));
    await expect(rebuildExportMotion("exp1", "playful")).resolves.toMatchObject({
      id: "exp1",
      status: "processing",
      motionStyle: "playful",
    });
    expect(lastCall()).toMatchObject({ method: "POST", body: { style: "playful" } });
    expect(lastCall().url).toMatch(/\/exports\/exp1\/motion$/);

    fetchMock.mockResolvedValueOnce(
      Response.json(
        { success: false, error: "The kit is being made. Try again when it is ready." },
        { status: 409 },
      ),
    );
    await expect(rebuildExportMotion("exp1", "calm")).rejects.toMatchObject({
      message: "The kit is being made. Try again when it is ready.",
      status: 409,
    });
  });
});
