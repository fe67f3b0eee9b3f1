import { BRAND_NAME_MAX } from "@contract";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSettableFonts } from "@/features/editor/api/get-settable-fonts";
import { FONTS_DEBOUNCE_MS, useSettableFonts } from "@/features/editor/hooks/use-settable-fonts";
import { ApiError } from "@/lib/api-error";

vi.mock("@/features/editor/api/get-settable-fonts", () => ({ getSettableFonts: vi.fn() }));

const settableMock = vi.mocked(getSettableFonts);

function fontsOf(name: string): string[] {
  return /[\u0600-\u06FF]/.test(name) ? ["noto-naskh-arabic"] : ["lora", "poppins"];
}

/** Lets timers and settled promises run, as the browser would in that time. */
async function wait(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  settableMock.mockReset().mockImplementation(async (name) => ({ success: true, fonts: fontsOf(name) }));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("useSettableFonts", () => {
  it("asks about the opening name at once, then once per pause in typing, cancelling older asks", async () => {
    const { result, rerender } = renderHook(({ name }) => useSettableFonts(name), {
      initialProps: { name: "  Acme Bakery " },
    });
    expect(result.current).toBeNull();
    await wait(0);
    expect(settableMock).toHaveBeenCalledTimes(1);
    expect(settableMock).toHaveBeenLastCalledWith("Acme Bakery", expect.any(AbortSignal));
    expect(result.current).toEqual(new Set(["lora", "poppins"]));

    rerender({ name: "م" });
    rerender({ name: "مخ" });
    rerender({ name: "مخبز" });
    await wait(FONTS_DEBOUNCE_MS - 1);
    // Still typing: nothing asked yet, and the last answer stays.
    expect(settableMock).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual(new Set(["lora", "poppins"]));
    await wait(1);
    expect(settableMock).toHaveBeenCalledTimes(2);
    expect(settableMock).toHaveBeenLastCalledWith("مخبز", expect.any(AbortSignal));
    expect(result.current).toEqual(new Set(["noto-naskh-arabic"]));
  });

  it("keeps the last answer while a newer name is checked, and drops an answer a newer name replaced", async () => {
    const { result, rerender } = renderHook(({ name }) => useSettableFonts(name), {
      initialProps: { name: "Acme" },
    });
    await wait(0);
    let answerStale: () => void = () => {};
    settableMock.mockImplementationOnce(
      (name) =>
        new Promise((resolve) => {
          answerStale = () => resolve({ success: true, fonts: fontsOf(name) });
        }),
    );
    rerender({ name: "Acme Co" });
    await wait(FONTS_DEBOUNCE_MS);
    const stale = settableMock.mock.calls.at(-1)?.[1];
    expect(result.current).toEqual(new Set(["lora", "poppins"]));

    rerender({ name: "مخبز" });
    expect(stale?.aborted).toBe(true);
    await wait(FONTS_DEBOUNCE_MS);
    expect(result.current).toEqual(new Set(["noto-naskh-arabic"]));
    answerStale();
    await wait(0);
    expect(result.current).toEqual(new Set(["noto-naskh-arabic"]));
  });

  it("lists every font (null) when the check fails", async () => {
    const { result, rerender } = renderHook(({ name }) => useSettableFonts(name), {
      initialProps: { name: "Acme" },
    });
    await wait(0);
    expect(result.current).not.toBeNull();
    settableMock.mockRejectedValueOnce(new ApiError("Error checking which fonts can set the name", 500));
    rerender({ name: "Acme Co" });
    await wait(FONTS_DEBOUNCE_MS);
    expect(result.current).toBeNull();
  });

  it("does not ask about a name the field refuses, and keeps the last answer", async () => {
    const { result, rerender } = renderHook(({ name }) => useSettableFonts(name), {
      initialProps: { name: "Acme" },
    });
    await wait(0);
    rerender({ name: "   " });
    await wait(FONTS_DEBOUNCE_MS);
    rerender({ name: "A".repeat(BRAND_NAME_MAX + 1) });
    await wait(FONTS_DEBOUNCE_MS);
    expect(settableMock.mock.calls.map(([name]) => name)).toEqual(["Acme"]);
    expect(result.current).toEqual(new Set(["lora", "poppins"]));
  });
});
