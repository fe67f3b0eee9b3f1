import { type NextFunction, type Request, type Response, Router } from "express";
import {
  API_FALLBACK,
  DocumentId,
  GenerateLogosRequest,
  GenerateProjectLogosRequest,
  GeneratePromptLogosRequest,
  type GenerationResponse,
} from "../../contract";
import { generateLogos } from "../../domain/generation/generate-logos";
import type { GenerationResult } from "../../domain/generation/generation-records";
import type { AppDependencies } from "../dependencies";
import { idempotencyKeyOf } from "../idempotency-key";
import { rateLimit } from "../rate-limit";
import { handle } from "../respond";
import { bodyOf, parseInput } from "../validate";

/** 'Edit prompt' sends the refined brief; its failures read as the refined-prompt call's. */
function refinedOrProjectFallback(req: Request<{ projectId: string }>): string {
  const body = bodyOf(req);
  const refined = typeof body === "object" && body !== null && ("name" in body || "description" in body);
  return refined ? API_FALLBACK.generateWithRefinedPrompt : API_FALLBACK.generateProjectLogos;
}

function generationBody(result: GenerationResult): GenerationResponse {
  return { success: true, ...result };
}

/**
 * Each generation request's deadline, started by the first middleware of its route (so the rate
 * limit's transaction counts against it too) and handed to the domain as an AbortSignal.
 */
function requestDeadlines(deps: () => AppDependencies) {
  const deadlines = new WeakMap<Request, AbortSignal>();
  return {
    start(req: Request, _res: Response, next: NextFunction): void {
      deadlines.set(req, AbortSignal.timeout(deps().generationDeadlineMs));
      next();
    },
    of(req: Request): AbortSignal {
      return deadlines.get(req) ?? AbortSignal.timeout(deps().generationDeadlineMs);
    },
  };
}

/**
 * The three generation calls (new project, new concept, more in a concept). Each answers the generation response; every
 * failure carries the call's own fallback text (a generation that made no
 * logo, GenerationFailedError, too: http/respond.ts).
 */
export function generationRoutes(deps: () => AppDependencies): Router {
  const router = Router();
  const deadlines = requestDeadlines(deps);

  router.post(
    "/logos/generate",
    deadlines.start,
    rateLimit(deps, "generate", API_FALLBACK.generateLogos),
    handle(API_FALLBACK.generateLogos, async (req, res) => {
      const input = parseInput(GenerateLogosRequest, bodyOf(req));
      const result = await generateLogos(
        deps(),
        res.locals.user.uid,
        {
          kind: "new-project",
          brief: { brandName: input.name, description: input.description },
          count: input.count,
          promptsCount: input.promptsCount,
        },
        {
          idempotencyKey: idempotencyKeyOf(req),
          deadline: deadlines.of(req),
        },
      );
      res.json(generationBody(result));
    }),
  );

  router.post(
    "/projects/:projectId/logos/generate",
    deadlines.start,
    rateLimit(deps, "generate", API_FALLBACK.generateProjectLogos),
    handle<{ projectId: string }>(refinedOrProjectFallback, async (req, res) => {
      const projectId = parseInput(DocumentId, req.params.projectId);
      const input = parseInput(GenerateProjectLogosRequest, bodyOf(req));
      const refinedBrief =
        input.name !== undefined || input.description !== undefined
          ? {
              ...(input.name !== undefined ? { brandName: input.name } : {}),
              ...(input.description !== undefined ? { description: input.description } : {}),
            }
          : null;
      const result = await generateLogos(
        deps(),
        res.locals.user.uid,
        { kind: "project", projectId, count: input.count, promptsCount: input.promptsCount, refinedBrief },
        {
          idempotencyKey: idempotencyKeyOf(req),
          deadline: deadlines.of(req),
        },
      );
      res.json(generationBody(result));
    }),
  );

  router.post(
    "/projects/:projectId/prompts/:promptId/logos/generate",
    deadlines.start,
    rateLimit(deps, "generate", API_FALLBACK.generateWithPrompt),
    handle<{ projectId: string; promptId: string }>(API_FALLBACK.generateWithPrompt, async (req, res) => {
      const projectId = parseInput(DocumentId, req.params.projectId);
      const promptId = parseInput(DocumentId, req.params.promptId);
      const input = parseInput(GeneratePromptLogosRequest, bodyOf(req));
      const result = await generateLogos(
        deps(),
        res.locals.user.uid,
        { kind: "prompt", projectId, promptId, count: input.count },
        {
          idempotencyKey: idempotencyKeyOf(req),
          deadline: deadlines.of(req),
        },
      );
      res.json(generationBody(result));
    }),
  );

  return router;
}
