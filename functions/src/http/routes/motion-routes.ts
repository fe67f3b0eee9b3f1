import { Router } from "express";
import {
  API_FALLBACK,
  DocumentId,
  ExportMotionQuery,
  type ExportResponse,
  LogoMotionRequest,
  type MotionResponse,
  type MotionStyle,
  RebuildMotionRequest,
} from "../../contract";
import type { LogoAnimation, MotionAudience } from "../../domain/ports/motion-maker";
import { onFirstUse } from "../../providers/on-first-use";
import type { AppDependencies } from "../dependencies";
import { chargeWork, rateLimit } from "../rate-limit";
import { handle } from "../respond";
import { bodyOf, parseInput } from "../validate";

/**
 * What an animation is made from and the animations already made: loaded by the first call only,
 * so the API's other calls never load the engine.
 */
const loadMotionSources = onFirstUse(async () => {
  const [sources, rebuild, cache] = await Promise.all([
    import("../../domain/motion/motion-sources.js"),
    import("../../domain/exports/rebuild-motion.js"),
    import("../animation-cache.js"),
  ]);
  return { ...sources, ...rebuild, ...cache };
});

/** Animations under way, by cache key: a double click waits for the first rather than paying twice. */
const animating = new Map<string, Promise<LogoAnimation>>();

interface Animated extends LogoAnimation {
  fittingStyle: MotionStyle;
  style: MotionStyle;
}

/**
 * The animation for `key`, after the source's owner check: from the cache or one under way at the
 * cost of an answer, else made once (charged to the caller's work budget first) and kept. The
 * source is read before the cache because it carries the owner check and the fitting style.
 */
async function animationOnce(
  keyOf: (style: MotionStyle) => string,
  source: () => Promise<{ master: string; brandName: string; fittingStyle: MotionStyle }>,
  asked: MotionStyle | undefined,
  audience: MotionAudience,
  charge: (cached: boolean) => Promise<void>,
  animate: (master: string, brandName: string, style: MotionStyle) => Promise<LogoAnimation>,
): Promise<Animated> {
  const { animationCache } = await loadMotionSources();
  const { master, brandName, fittingStyle } = await source();
  const style = asked ?? fittingStyle;
  const key = `${keyOf(style)}/${audience}`;
  const ready = animationCache.get(key) ?? animating.get(key);
  if (ready) {
    await charge(true);
    return { ...(await ready), fittingStyle, style };
  }
  await charge(false);
  const made = animate(master, brandName, style).then((animation) => {
    animationCache.set(key, animation);
    return animation;
  });
  animating.set(key, made);
  try {
    return { ...(await made), fittingStyle, style };
  } finally {
    animating.delete(key);
  }
}

function motionBody({ svg, durationMs, fittingStyle, style }: Animated): MotionResponse {
  return { success: true, motion: { style, fittingStyle, svg, durationMs } };
}

/**
 * The logo in motion. 'Play' animates a logo (or the editor's unsaved design) with the
 * watermark; an export's page plays the bought logo without it and makes the kit's motion files
 * again in another style, free. Someone else's logo or export is 404; an upload has no vector
 * parts and is refused with a message.
 */
export function motionRoutes(deps: () => AppDependencies): Router {
  const router = Router();

  router.post(
    "/logos/:logoId/motion",
    rateLimit(deps, "motion", API_FALLBACK.getMotion),
    handle<{ logoId: string }>(API_FALLBACK.getMotion, async (req, res) => {
      const logoId = parseInput(DocumentId, req.params.logoId);
      const { style, design } = parseInput(LogoMotionRequest, bodyOf(req));
      const services = deps();
      const uid = res.locals.user.uid;
      const { logoMotionSource, animationCacheKey } = await loadMotionSources();
      const animated = await animationOnce(
        (chosen) => animationCacheKey({ of: "logo", uid, logoId, design }, chosen),
        () => logoMotionSource(services, uid, logoId, design),
        style,
        "preview",
        (cached) => chargeWork(services, res, cached ? "cachedAnimation" : "animation"),
        (master, brandName, chosen) => services.motion.animate(master, brandName, chosen, "preview"),
      );
      res.set("Cache-Control", "no-store");
      res.json(motionBody(animated));
    }),
  );

  router.get(
    "/exports/:exportId/motion",
    rateLimit(deps, "motion", API_FALLBACK.getMotion),
    handle<{ exportId: string }>(API_FALLBACK.getMotion, async (req, res) => {
      const exportId = parseInput(DocumentId, req.params.exportId);
      const { style } = parseInput(ExportMotionQuery, req.query);
      const services = deps();
      const uid = res.locals.user.uid;
      const { exportMotionSource, animationCacheKey } = await loadMotionSources();
      const animated = await animationOnce(
        (chosen) => animationCacheKey({ of: "export", uid, exportId }, chosen),
        () => exportMotionSource(services, uid, exportId),
        style,
        "bought",
        (cached) => chargeWork(services, res, cached ? "cachedAnimation" : "animation"),
        (master, brandName, chosen) => services.motion.animate(master, brandName, chosen, "bought"),
      );
      res.set("Cache-Control", "private, no-store");
      res.json(motionBody(animated));
    }),
  );

  router.post(
    "/exports/:exportId/motion",
    rateLimit(deps, "motionRebuild", API_FALLBACK.rebuildMotion),
    handle<{ exportId: string }>(API_FALLBACK.rebuildMotion, async (req, res) => {
      const exportId = parseInput(DocumentId, req.params.exportId);
      const { style } = parseInput(RebuildMotionRequest, bodyOf(req));
      const { rebuildMotion } = await loadMotionSources();
      const body: ExportResponse = {
        success: true,
        data: { export: await rebuildMotion(deps(), res.locals.user.uid, exportId, style) },
      };
      res.json(body);
    }),
  );

  return router;
}
