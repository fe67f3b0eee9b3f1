import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { groupsBelow, isGroupAlive } from "./process-groups";
import { groupAlive, stopGroup, waitForExit } from "./stack";

describe("stopGroup", () => {
  it("stops the processes a child left behind in its group after the child itself exited", async () => {
    // Like firebase-tools dying while its Java emulator lives on: the leader exits, a grandchild stays.
    const leader = spawn("bash", ["-c", "(sleep 300 &); exit 3"], { detached: true, stdio: "ignore" });
    expect(await waitForExit(leader)).toBe(3);
    expect(groupAlive(leader)).toBe(true);
    await stopGroup(leader, "SIGINT", 2_000);
    expect(groupAlive(leader)).toBe(false);
  });

  it("kills a group that ignores the polite signal once the grace period is over", async () => {
    const stubborn = spawn("bash", ["-c", "trap '' INT; sleep 300 & wait"], {
      detached: true,
      stdio: "ignore",
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await stopGroup(stubborn, "SIGINT", 500);
    expect(groupAlive(stubborn)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it("also ends a group of its own that one of its processes started, as firebase-tools does for its JVM", async () => {
    const leader = spawn("bash", ["-c", "setsid sleep 300 & wait"], { detached: true, stdio: "ignore" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const detached = leader.pid === undefined ? [] : groupsBelow(leader.pid);
    expect(detached).toHaveLength(1);
    expect(detached).not.toContain(leader.pid);
    await stopGroup(leader, "SIGINT", 1_000);
    expect(groupAlive(leader)).toBe(false);
    expect(detached.filter(isGroupAlive)).toEqual([]);
  });
});
