import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findJava, javaEnvironment } from "./java";

describe("the Firestore emulator's JVM", () => {
  const before = process.env.JAVA_TOOL_OPTIONS;
  afterEach(() => {
    if (before === undefined) delete process.env.JAVA_TOOL_OPTIONS;
    else process.env.JAVA_TOOL_OPTIONS = before;
  });

  it("runs with the quick compiler and the serial collector, and the caller's own options after them", () => {
    const java = findJava();
    delete process.env.JAVA_TOOL_OPTIONS;
    expect(javaEnvironment(java, null).JAVA_TOOL_OPTIONS).toBe("-XX:TieredStopAtLevel=1 -XX:+UseSerialGC");
    process.env.JAVA_TOOL_OPTIONS = "-Xmx2g -XX:TieredStopAtLevel=4";
    expect(javaEnvironment(java, null).JAVA_TOOL_OPTIONS).toBe(
      "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xmx2g -XX:TieredStopAtLevel=4",
    );
  });

  it("takes those options: a JVM started with them reports them in force", () => {
    const java = findJava();
    delete process.env.JAVA_TOOL_OPTIONS;
    const result = spawnSync(join(java.binDir, "java"), ["-XX:+PrintFlagsFinal", "-version"], {
      encoding: "utf8",
      env: { ...process.env, ...javaEnvironment(java, null) },
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/\bTieredStopAtLevel\s+= 1\b/);
    expect(result.stdout).toMatch(/\bUseSerialGC\s+= true\b/);
  });
});
