import { Router } from "express";
import { API_FALLBACK, DocumentId, LogoMockupsRequest, type MockupsResponse } from "../../contract";
import { onFirstUse } from "../../providers/on-first-use";
import type { AppDependencies } from "../dependencies";
import { rateLimit } from "../rate-limit";
import { handle } from "../respond";
import { bodyOf, parseInput } from "../validate";

/** The scenes, their drawing (resvg, sharp) and the editor's engine: loaded by the first call only. */
const loadMockups = onFirstUse(async () => {
  const [artwork, exportsRead, renderer] = await Promise.all([
    import("../../domain/logo-artwork.js"),
    import("../../domain/exports/read-exports.js"),
    import("../../providers/mockups/mockup-renderer.js"),
  ]);
  return { ...artwork, ...exportsRead, ...renderer };
});

/**
 * 'See it in use'. A logo's scenes are free previews with the watermark (from the editor, with its
 * unsaved changes); an export's are its owner's, without it. Someone else's logo or export is 404.
 */
export function mockupRoutes(deps: () => AppDependencies): Router {
  const router = Router();

  router.post(
    "/logos/:logoId/mockups",
    rateLimit(deps, "mockups", API_FALLBACK.getMockups),
    handle<{ logoId: string }>(API_FALLBACK.getMockups, async (req, res) => {
      const logoId = parseInput(DocumentId, req.params.logoId);
      const { design } = parseInput(LogoMockupsRequest, bodyOf(req));
      const { editedLogoArtwork, readLogoArtwork, drawMockupScenes } = await loadMockups();
      const uid = res.locals.user.uid;
      const artwork = design
        ? await editedLogoArtwork(deps(), uid, logoId, design)
        : await readLogoArtwork(deps(), uid, logoId);
      const body: MockupsResponse = { success: true, scenes: await drawMockupScenes(artwork, "preview") };
      res.set("Cache-Control", "no-store");
      res.json(body);
    }),
  );

  router.get(
    "/exports/:exportId/mockups",
    rateLimit(deps, "mockups", API_FALLBACK.getMockups),
    handle<{ exportId: string }>(API_FALLBACK.getMockups, async (req, res) => {
      const exportId = parseInput(DocumentId, req.params.exportId);
      const { readExportArtwork, drawMockupScenes } = await loadMockups();
      const { artwork } = await readExportArtwork(deps(), res.locals.user.uid, exportId);
      const body: MockupsResponse = { success: true, scenes: await drawMockupScenes(artwork, "bought") };
      res.set("Cache-Control", "private, no-store");
      res.json(body);
    }),
  );

  return router;
}
