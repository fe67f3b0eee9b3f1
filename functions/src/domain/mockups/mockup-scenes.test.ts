import { describe, expect, it } from "vitest";
import { MOCKUP_MODES, MOCKUP_SCENE_IDS, MOCKUP_SCENES, placementOf, sceneRule } from "./mockup-scenes";

describe("the mockup scene catalogue", () => {
  it("has the eight scenes of 'See it in use', once each, with kebab-case ids and titles", () => {
    expect(MOCKUP_SCENES.map((scene) => scene.id)).toEqual([...MOCKUP_SCENE_IDS]);
    expect(MOCKUP_SCENES.length).toBeGreaterThanOrEqual(8);
    for (const scene of MOCKUP_SCENES) {
      expect(scene.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(scene.title.trim().length).toBeGreaterThan(3);
      expect(Object.keys(scene.placements).length).toBeGreaterThan(0);
    }
  });

  it("sets the symbol alone where the logo is small and square, and one ink where the print has one", () => {
    expect(placementOf(sceneRule("phone-home-screen"), "icon").part).toBe("symbol");
    expect(placementOf(sceneRule("social-profile"), "avatar").part).toBe("symbol");
    expect(placementOf(sceneRule("t-shirt"), "chest").process).toBe("one-colour");
    expect(placementOf(sceneRule("tote-bag"), "front").process).toBe("one-colour");
    expect(placementOf(sceneRule("business-card"), "front").surface).toEqual({ kind: "design-ground" });
    expect(() => placementOf(sceneRule("t-shirt"), "sleeve")).toThrow();
  });

  it("makes previews small and watermarked, full size 1600 px or more and clean", () => {
    expect(MOCKUP_MODES.preview).toEqual({ longSide: 640, watermark: true });
    expect(MOCKUP_MODES.full.longSide).toBeGreaterThanOrEqual(1600);
    expect(MOCKUP_MODES.full.watermark).toBe(false);
  });
});
