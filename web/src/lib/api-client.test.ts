import { QuotaResponse, tooManyRequestsMessage } from "@contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";

vi.mock("@/lib/firebase", () => ({
  getFirebaseAuth: () => ({ currentUser: { getIdToken: () => Promise.resolve("token-123") } }),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failureOf(answer: Response | Error): Promise<ApiError> {
  if (answer instanceof Error) fetchMock.mockRejectedValue(answer);
  else fetchMock.mockResolvedValue(answer);
  const failure = await apiRequest({
    path: "/logos/quota",
    schema: QuotaResponse,
    fallbackError: "Fallback",
  }).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(failure instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(failure)}`);
  return failure;
}

describe("apiRequest failures", () => {
  it("carry the server's text, status and code", async () => {
    const failure = await failureOf(
      Response.json(
        { success: false, error: tooManyRequestsMessage(9), code: "rate-limited" },
        { status: 429, headers: { "Retry-After": "9" } },
      ),
    );
    expect(failure).toMatchObject({ message: tooManyRequestsMessage(9), status: 429, code: "rate-limited" });
  });

  it("keep the server's text when its code is unknown or missing, with no code", async () => {
    const unknown = await failureOf(
      Response.json({ success: false, error: "Newer words", code: "from-a-newer-server" }, { status: 418 }),
    );
    expect(unknown).toMatchObject({ message: "Newer words", status: 418, code: null });
    const missing = await failureOf(
      Response.json({ success: false, error: "Logo limit reached" }, { status: 403 }),
    );
    expect(missing).toMatchObject({ message: "Logo limit reached", status: 403, code: null });
  });

  it("fall back to the caller's text for an answer that is not ours, or no answer", async () => {
    const html = await failureOf(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(html).toMatchObject({ message: "Fallback", status: 502, code: null });
    const offline = await failureOf(new TypeError("Failed to fetch"));
    expect(offline).toMatchObject({ message: "Fallback", status: null, code: null });
  });
});
