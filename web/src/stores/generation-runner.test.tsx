import { SCREEN_MESSAGE } from "@contract";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { useGenerationRunner } from "@/stores/generation-runner";
import { MembershipProvider } from "@/stores/membership-store";
import { makeQuota } from "@/testing/logo-fixtures";

function renderRunner(remaining = 12) {
  const loadQuota = vi.fn(() => Promise.resolve(makeQuota({ remaining })));
  const onLimitReached = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MembershipProvider loadQuota={loadQuota}>{children}</MembershipProvider>
  );
  const { result } = renderHook(() => useGenerationRunner({ onLimitReached }), { wrapper });
  return { result, loadQuota, onLimitReached };
}

describe("useGenerationRunner", () => {
  it("reuses the idempotency key only to retry the same request after a lost answer", async () => {
    const { result } = renderRunner();
    const keys: string[] = [];
    const job = (signature: string, failure?: Error) => ({
      key: "create",
      signature,
      request: (key: string) => {
        keys.push(key);
        return failure ? Promise.reject(failure) : Promise.resolve("ok");
      },
      apply: () => undefined,
      failureMessage: SCREEN_MESSAGE.generateFailed,
    });

    await act(() => result.current.run(job("a", new ApiError("Error generating logos", null))));
    await act(() => result.current.run(job("a")));
    expect(keys[1]).toBe(keys[0]);

    await act(() => result.current.run(job("a")));
    expect(keys[2]).not.toBe(keys[1]);

    await act(() => result.current.run(job("a", new ApiError("Error generating logos", 503))));
    await act(() => result.current.run(job("b")));
    expect(keys[4]).not.toBe(keys[3]);

    await act(() => result.current.run(job("b", new ApiError("Brand name is required", 400))));
    await act(() => result.current.run(job("b")));
    expect(keys[6]).not.toBe(keys[5]);

    // 409: the first request with this key is still running; its retry must not be charged again.
    await act(() => result.current.run(job("c", new ApiError("Still running", 409))));
    await act(() => result.current.run(job("c")));
    expect(keys[8]).toBe(keys[7]);
  });

  it("applies the result and refreshes the quota after a generation", async () => {
    const { result, loadQuota } = renderRunner();
    const apply = vi.fn();
    let outcome = "";
    await act(async () => {
      outcome = await result.current.run({
        key: "more",
        request: () => Promise.resolve(42),
        apply,
        failureMessage: SCREEN_MESSAGE.generateMoreFailed,
      });
    });
    expect(outcome).toBe("generated");
    expect(apply).toHaveBeenCalledWith(42);
    expect(loadQuota).toHaveBeenCalledTimes(2);
    expect(result.current.generating).toBe(false);
  });

  it("stops before the call when no generations remain", async () => {
    const { result, onLimitReached } = renderRunner(0);
    const request = vi.fn(() => Promise.resolve(1));
    const beforeRequest = vi.fn();
    await act(() =>
      result.current.run({
        key: "more",
        request,
        apply: () => undefined,
        beforeRequest,
        failureMessage: SCREEN_MESSAGE.generateMoreFailed,
      }),
    );
    expect(onLimitReached).toHaveBeenCalledTimes(1);
    expect(request).not.toHaveBeenCalled();
    expect(beforeRequest).not.toHaveBeenCalled();
    expect(result.current.error).toBe(SCREEN_MESSAGE.generationLimitReached);
  });
});
