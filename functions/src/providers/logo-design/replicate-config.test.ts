import { describe, expect, it } from "vitest";
import { readReplicateConfig } from "./replicate-config";

describe("Replicate settings", () => {
  it("uses Replicate only when a token is set", () => {
    expect(readReplicateConfig({})).toBeNull();
    expect(readReplicateConfig({ REPLICATE_API_TOKEN: "r8_test" })).toMatchObject({
      token: "r8_test",
      model: "recraft-ai/recraft-v3-svg",
    });
    expect(
      readReplicateConfig({
        REPLICATE_API_TOKEN: "r8_test",
        REPLICATE_MODEL: "black-forest-labs/flux-schnell",
      }),
    ).toMatchObject({ model: "black-forest-labs/flux-schnell" });
  });

  it("treats a blank token or 'off' as not set (a deployment's secret cannot be empty)", () => {
    expect(readReplicateConfig({ REPLICATE_API_TOKEN: "  " })).toBeNull();
    expect(readReplicateConfig({ REPLICATE_API_TOKEN: "off" })).toBeNull();
    expect(readReplicateConfig({ REPLICATE_API_TOKEN: " OFF\n" })).toBeNull();
  });
});
