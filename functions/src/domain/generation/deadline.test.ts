import { describe, expect, it } from "vitest";
import { beforeDeadline, DeadlinePassedError, pauseBeforeDeadline } from "./deadline";

const never = () => new Promise<string>(() => {});

describe("beforeDeadline", () => {
  it("gives the work's result or failure when it finishes in time", async () => {
    const deadline = AbortSignal.timeout(1000);
    await expect(beforeDeadline(async () => "logo", deadline, "a logo")).resolves.toBe("logo");
    await expect(
      beforeDeadline(() => Promise.reject(new Error("provider failed")), deadline, "a logo"),
    ).rejects.toThrow("provider failed");
  });

  it("stops waiting at the deadline for work that never finishes", async () => {
    const started = Date.now();
    await expect(beforeDeadline(never, AbortSignal.timeout(100), "a logo")).rejects.toBeInstanceOf(
      DeadlinePassedError,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("does not start work once the deadline has passed", async () => {
    let started = false;
    const work = async () => {
      started = true;
      return "logo";
    };
    await expect(beforeDeadline(work, AbortSignal.abort(), "a logo")).rejects.toBeInstanceOf(
      DeadlinePassedError,
    );
    expect(started).toBe(false);
  });
});

describe("pauseBeforeDeadline", () => {
  it("ends early when the deadline passes", async () => {
    const started = Date.now();
    await pauseBeforeDeadline(10_000, AbortSignal.timeout(50));
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
