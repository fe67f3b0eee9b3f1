/**
 * 'See it in use': a logo drawn into scenes of the world (business cards, a shop front, a shirt,
 * a cup, a tote, a phone, a profile page, a letter). Previews are small and watermarked, free
 * before buying; full size is clean and at least 1600 px on its long side.
 */
import {
  MOCKUP_MODES,
  MOCKUP_SCENES,
  type MockupMode,
  type MockupSceneId,
} from "../../domain/mockups/mockup-scenes";
import { type LogoArt, logoArtOf } from "../graphics/logo-art";
import { renderScenePng, renderScenePngs } from "./render-scenes";

export interface MockupScene {
  id: MockupSceneId;
  title: string;
  width: number;
  height: number;
  png: Buffer;
}

interface MockupOptions {
  mode: MockupMode;
  /** Set on the scenes where a brand's name shows: a profile's name, an app's label. */
  brandName: string;
  /** Only these scenes, in the catalogue's order; all of them when left out. */
  sceneIds?: MockupSceneId[];
}

function artOf(masterSvg: string, brandName: string): Promise<LogoArt> {
  return logoArtOf({ kind: "vector", svg: masterSvg, brandName });
}

/** The logo's scenes from its vector master, as PNG. */
export async function renderMockups(masterSvg: string, options: MockupOptions): Promise<MockupScene[]> {
  const art = await artOf(masterSvg, options.brandName);
  return renderScenePngs(art, { ...MOCKUP_MODES[options.mode], sceneIds: options.sceneIds });
}

interface MockupTimings {
  /**
   * The first preview of a fresh process: it also makes what every later scene reuses (the
   * material tiles, the fonts, the watermark layer).
   */
  firstSceneMs: number;
  /** The mean time of one preview scene, drawn alone, once the logo has been read. */
  previewMsPerScene: number;
  /** Every scene at full size, from the master, as renderMockups does it. */
  fullMsAll: number;
  /** Each scene's preview time, by id. */
  previewMsByScene: Partial<Record<MockupSceneId, number>>;
}

/** How long the scenes take for `master`: for benches and the screenshot script. */
export async function timeMockups(master: string, brandName = "Harbor & Pine"): Promise<MockupTimings> {
  const art = await artOf(master, brandName);
  const first = performance.now();
  const [firstRule] = MOCKUP_SCENES;
  if (firstRule) await renderScenePng(art, firstRule, MOCKUP_MODES.preview);
  const firstSceneMs = Math.round(performance.now() - first);
  const previewMsByScene: Partial<Record<MockupSceneId, number>> = {};
  let total = 0;
  for (const rule of MOCKUP_SCENES) {
    const started = performance.now();
    await renderScenePng(art, rule, MOCKUP_MODES.preview);
    const elapsed = performance.now() - started;
    previewMsByScene[rule.id] = Math.round(elapsed);
    total += elapsed;
  }
  const started = performance.now();
  await renderMockups(master, { mode: "full", brandName });
  return {
    firstSceneMs,
    previewMsPerScene: Math.round(total / MOCKUP_SCENES.length),
    fullMsAll: Math.round(performance.now() - started),
    previewMsByScene,
  };
}
