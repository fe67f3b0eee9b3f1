import { Router } from "express";
import { API_FALLBACK, DocumentId, type LogoScoreResponse } from "../../contract";
import { scoreStoredLogo } from "../../domain/logo-score/score-stored-logo";
import type { AppDependencies } from "../dependencies";
import { rateLimit } from "../rate-limit";
import { handle } from "../respond";
import { parseInput } from "../validate";

/** A logo's measured score, for its card on /logo-designs and its export page. */
export function scoreRoutes(deps: () => AppDependencies): Router {
  const router = Router();

  router.get(
    "/logos/:logoId/score",
    rateLimit(deps, "measure", API_FALLBACK.getScore),
    handle<{ logoId: string }>(API_FALLBACK.getScore, async (req, res) => {
      const logoId = parseInput(DocumentId, req.params.logoId);
      const score = await scoreStoredLogo(deps(), res.locals.user.uid, logoId);
      // The uniqueness part changes as others buy: the browser asks again on a new page.
      res.set("Cache-Control", "private, no-store");
      const body: LogoScoreResponse = { success: true, logoId, score };
      res.json(body);
    }),
  );

  return router;
}
