import { Router } from "express";
import {
  API_FALLBACK,
  type CustomizeLogoResponse,
  DESIGN_MESSAGE,
  DesignEdits,
  DesignFontsQuery,
  type DesignFontsResponse,
  type DesignOptionsResponse,
  type DesignPreviewResponse,
  DocumentId,
  ICON_SEARCH_MAX_RESULTS,
  type IconOption,
  IconSearchQuery,
  type IconSearchResponse,
  type LogoDesignResponse,
  type LogoScoreResponse,
  type ProjectDesignsResponse,
} from "../../contract";
import { onFirstUse } from "../../providers/on-first-use";
import type { AppDependencies } from "../dependencies";
import { idempotencyKeyOf } from "../idempotency-key";
import { chargeWork, instanceRateLimit, rateLimit } from "../rate-limit";
import { handle } from "../respond";
import { bodyOf, parseInput } from "../validate";

/**
 * The editor's rules and the design engine they draw with (fonts, icon sets, resvg), loaded by the
 * first editor call: the API's other calls never need them.
 */
const loadEditor = onFirstUse(async () => {
  const [editDesign, iconSearch, icons, loadDesign, previewDesign, saveDesign] = await Promise.all([
    import("../../engine/edit-design.js"),
    import("../../engine/icon-search.js"),
    import("../../engine/icons.js"),
    import("../../domain/customize/load-design.js"),
    import("../../domain/customize/preview-design.js"),
    import("../../domain/customize/save-design.js"),
  ]);
  const iconOption = (id: string, label: string, set: string): IconOption | null => {
    const preview = editDesign.iconPreview(id);
    return preview ? { id, label, set, preview } : null;
  };
  return {
    ...editDesign,
    ...iconSearch,
    ...icons,
    ...loadDesign,
    ...previewDesign,
    ...saveDesign,
    iconOption,
  };
});

/**
 * The logo editor. Every call is the signed-in owner's; another user's logo or
 * project is 404, a logo with no editable design 400 with the reason. Saving answers the new logo
 * in its prompt group and never touches the generation quota.
 */
export function designRoutes(deps: () => AppDependencies): Router {
  const router = Router();

  router.get(
    "/design/options",
    rateLimit(deps, "designOptions", DESIGN_MESSAGE.optionsFailed),
    handle(DESIGN_MESSAGE.optionsFailed, async (_req, res) => {
      const { editorOptions } = await loadEditor();
      const body: DesignOptionsResponse = { success: true, ...editorOptions() };
      // The registries change only with a deploy.
      res.set("Cache-Control", "private, max-age=3600");
      res.json(body);
    }),
  );

  router.get(
    "/design/fonts",
    rateLimit(deps, "designFonts", DESIGN_MESSAGE.fontsFailed),
    handle(DESIGN_MESSAGE.fontsFailed, async (req, res) => {
      const { text } = parseInput(DesignFontsQuery, { text: req.query.text });
      await chargeWork(deps(), res, "designFonts");
      const { familiesThatCanSet, editorOptions } = await loadEditor();
      const settable = new Set(familiesThatCanSet(text));
      const body: DesignFontsResponse = {
        success: true,
        fonts: editorOptions()
          .fonts.map((font) => font.id)
          .filter((id) => settable.has(id)),
      };
      res.json(body);
    }),
  );

  router.get(
    "/design/icons",
    rateLimit(deps, "designIcons", DESIGN_MESSAGE.searchFailed),
    handle(DESIGN_MESSAGE.searchFailed, async (req, res) => {
      const { q } = parseInput(IconSearchQuery, { q: req.query.q });
      const { searchIcons, iconOption } = await loadEditor();
      const icons = searchIcons(q, ICON_SEARCH_MAX_RESULTS)
        .map((hit) => iconOption(hit.id, hit.label, hit.set))
        .filter((icon): icon is IconOption => icon !== null);
      const body: IconSearchResponse = { success: true, icons };
      res.json(body);
    }),
  );

  router.get(
    "/projects/:projectId/designs",
    instanceRateLimit(deps, "read"),
    handle<{ projectId: string }>(DESIGN_MESSAGE.customizableFailed, async (req, res) => {
      const projectId = parseInput(DocumentId, req.params.projectId);
      const { projectCustomizability } = await loadEditor();
      const body: ProjectDesignsResponse = {
        success: true,
        logos: await projectCustomizability(deps().db, res.locals.user.uid, projectId),
      };
      res.json(body);
    }),
  );

  router.get(
    "/logos/:logoId/design",
    instanceRateLimit(deps, "read"),
    handle<{ logoId: string }>(DESIGN_MESSAGE.loadFailed, async (req, res) => {
      const logoId = parseInput(DocumentId, req.params.logoId);
      const { loadDesign, getIcon, iconOption, iconLabel } = await loadEditor();
      const { edits } = await loadDesign(deps().db, res.locals.user.uid, logoId);
      const iconId = edits.symbol.kind === "icon" ? edits.symbol.icon : null;
      const set = iconId ? getIcon(iconId)?.set : undefined;
      const body: LogoDesignResponse = {
        success: true,
        logoId,
        design: edits,
        icon: iconId && set ? iconOption(iconId, iconLabel(iconId), set) : null,
      };
      res.json(body);
    }),
  );

  router.post(
    "/logos/:logoId/design/preview",
    rateLimit(deps, "designPreview", DESIGN_MESSAGE.previewFailed),
    handle<{ logoId: string }>(DESIGN_MESSAGE.previewFailed, async (req, res) => {
      const logoId = parseInput(DocumentId, req.params.logoId);
      const edits = parseInput(DesignEdits, bodyOf(req));
      res.set("Cache-Control", "no-store");
      const { previewDesign } = await loadEditor();
      const { previewPng, contrast } = await previewDesign(deps(), res.locals.user.uid, logoId, edits);
      const body: DesignPreviewResponse = {
        success: true,
        preview: `data:image/png;base64,${previewPng.toString("base64")}`,
        contrast,
      };
      res.json(body);
    }),
  );

  router.post(
    "/logos/:logoId/design/score",
    rateLimit(deps, "designScore", API_FALLBACK.getScore),
    handle<{ logoId: string }>(API_FALLBACK.getScore, async (req, res) => {
      const logoId = parseInput(DocumentId, req.params.logoId);
      const edits = parseInput(DesignEdits, bodyOf(req));
      res.set("Cache-Control", "no-store");
      const { scoreDesign } = await loadEditor();
      const body: LogoScoreResponse = {
        success: true,
        logoId,
        score: await scoreDesign(deps(), res.locals.user.uid, logoId, edits),
      };
      res.json(body);
    }),
  );

  router.post(
    "/logos/:logoId/design",
    rateLimit(deps, "customize", DESIGN_MESSAGE.saveFailed),
    handle<{ logoId: string }>(DESIGN_MESSAGE.saveFailed, async (req, res) => {
      const logoId = parseInput(DocumentId, req.params.logoId);
      const edits = parseInput(DesignEdits, bodyOf(req));
      const { saveCustomizedLogo } = await loadEditor();
      const { logo, promptsWithLogos } = await saveCustomizedLogo(
        deps(),
        res.locals.user.uid,
        logoId,
        edits,
        idempotencyKeyOf(req),
      );
      const body: CustomizeLogoResponse = { success: true, logo, promptsWithLogos };
      res.status(201).json(body);
    }),
  );

  return router;
}
