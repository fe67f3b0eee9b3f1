import { Router } from "express";
import {
  API_FALLBACK,
  DocumentId,
  LogoMockupsRequest,
  type MockupScene,
  type MockupsResponse,
} from "../../contract";
import { onFirstUse } from "../../providers/on-first-use";
import type { AppDependencies } from "../dependencies";
import { chargeWork, rateLimit } from "../rate-limit";
import { handle } from "../respond";
import { bodyOf, parseInput } from "../validate";

/**
 * What a scene is drawn from (with the editor's engine for unsaved designs) and the scenes already
 * drawn: loaded by the first call only, so the API's other calls never load the engine.
 */
const loadMockupSources = onFirstUse(async () => {
  const [sources, exportsRead, cache] = await Promise.all([
    import("../../domain/mockups/mockup-sources.js"),
    import("../../domain/exports/read-exports.js"),
    import("../scene-cache.js"),
  ]);
  return { ...sources, ...exportsRead, ...cache };
});

/**
 * Drawings under way, by cache key: a second identical call (a double click, two tabs) waits for
 * the first rather than drawing and paying again.
 */
const drawing = new Map<string, Promise<MockupScene[]>>();

/**
 * The scenes for `key`, after the owner check: from the cache or a drawing under way at the cost
 * of an answer, else drawn once (charged to the caller's work budget first) and kept.
 */
async function scenesOnce(
  key: string,
  assertOwner: () => Promise<void>,
  charge: (cached: boolean) => Promise<void>,
  draw: () => Promise<MockupScene[]>,
): Promise<MockupScene[]> {
  await assertOwner();
  const { sceneCache } = await loadMockupSources();
  const ready = sceneCache.get(key) ?? drawing.get(key);
  if (ready) {
    await charge(true);
    return ready;
  }
  await charge(false);
  const made = draw().then((scenes) => {
    sceneCache.set(key, scenes);
    return scenes;
  });
  drawing.set(key, made);
  try {
    return await made;
  } finally {
    drawing.delete(key);
  }
}

/**
 * 'See it in use'. A logo's scenes are free previews with the watermark (from the editor, with its
 * unsaved changes); an export's are its owner's, without it. Someone else's logo or export is 404.
 * Each drawing is made once per logo (or design) and audience and kept; its work is charged by
 * what it costs, so a loop over one logo costs almost nothing and a loop over new designs stops at
 * the account's budget.
 */
export function mockupRoutes(deps: () => AppDependencies): Router {
  const router = Router();

  router.post(
    "/logos/:logoId/mockups",
    rateLimit(deps, "mockups", API_FALLBACK.getMockups),
    handle<{ logoId: string }>(API_FALLBACK.getMockups, async (req, res) => {
      const logoId = parseInput(DocumentId, req.params.logoId);
      const { design } = parseInput(LogoMockupsRequest, bodyOf(req));
      const services = deps();
      const uid = res.locals.user.uid;
      const { editedDesignMockupSource, logoMockupSource, assertOwnsLogo, sceneCacheKey } =
        await loadMockupSources();
      const scenes = await scenesOnce(
        sceneCacheKey({ of: "logo", uid, logoId, design }),
        () => assertOwnsLogo(services, uid, logoId),
        (cached) => chargeWork(services, res, cached ? "cachedScenes" : "previewScenes"),
        async () => {
          const source = design
            ? await editedDesignMockupSource(services, uid, logoId, design)
            : await logoMockupSource(services, uid, logoId);
          return services.mockups.drawScenes(source, "preview");
        },
      );
      const body: MockupsResponse = { success: true, scenes };
      res.set("Cache-Control", "no-store");
      res.json(body);
    }),
  );

  router.get(
    "/exports/:exportId/mockups",
    rateLimit(deps, "mockups", API_FALLBACK.getMockups),
    handle<{ exportId: string }>(API_FALLBACK.getMockups, async (req, res) => {
      const exportId = parseInput(DocumentId, req.params.exportId);
      const services = deps();
      const uid = res.locals.user.uid;
      const { readExportArtwork, assertDeliverableExport, sceneCacheKey } = await loadMockupSources();
      const scenes = await scenesOnce(
        sceneCacheKey({ of: "export", uid, exportId }),
        () => assertDeliverableExport(services.db, uid, exportId),
        (cached) => chargeWork(services, res, cached ? "cachedScenes" : "exportScenes"),
        async () => {
          const { artwork } = await readExportArtwork(services, uid, exportId);
          return services.mockups.drawScenes(artwork, "bought");
        },
      );
      const body: MockupsResponse = { success: true, scenes };
      res.set("Cache-Control", "private, no-store");
      res.json(body);
    }),
  );

  return router;
}
