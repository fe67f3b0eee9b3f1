import {
  type GenerationResponse,
  type ProjectDetails,
  type Prompt,
  type PromptLogosResponse,
  type PromptsWithLogos,
  SCREEN_MESSAGE,
  STATE_MESSAGE,
} from "@contract";
import { useCallback, useRef, useState } from "react";
import { generateMoreInConcept } from "@/flows/generation/api/generate-more-in-concept";
import { generateNewConcept } from "@/flows/generation/api/generate-new-concept";
import { generateNewProject } from "@/flows/generation/api/generate-new-project";
import {
  isGenerationQuotaExhausted,
  mayHaveGoneThrough,
  refusalMessage,
} from "@/flows/generation/generation-failure";
import { type GenerationCounts, shortfallOf } from "@/flows/generation/generation-shortfall";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { warmImages } from "@/lib/warm-images";
import { useLogoSession } from "@/stores/logo-session-store";
import { useMembership } from "@/stores/membership-store";

/**
 * The browser's one logo generation flow, for /create, /logo-designs
 * and /my-logos. Every action checks the quota, stops at the upgrade modal when it is gone, sends the
 * call with an idempotency key, applies the spec's state transition, takes the quota the answer
 * carries, and shows the spec's texts on failure.
 *
 * The actions are named for what they make:
 * - `createProject`: a new project and its first concepts (/create).
 * - `createNewConcept`: one more concept in the project ('Create More' on /logo-designs), or, with
 *   edited details, `createRefinedConcept` ('Edit prompt').
 * - `createMoreInConcept`: more logos in an existing concept ('Create Similar' on /logo-designs,
 *   'Create more' on a group in /my-logos).
 */

/**
 * How long a quota the server reported stays good enough to skip GET /logos/quota before a
 * generation. The server enforces the quota on every generation anyway, so a stale positive number
 * only moves the upgrade modal from before the call to after its 429; 0 remaining is always asked
 * again (credits may have been bought in another tab).
 */
export const QUOTA_FRESH_MS = 5 * 60_000;

/** The generate-more progress bar climbs from 10% to 90% over about 10 s. */
export const GENERATE_MORE_DURATION_MS = 10_000;

type GenerationAction = "project" | "newConcept" | "refinedConcept" | "moreInConcept";

export interface PendingGeneration {
  action: GenerationAction;
  /** The concept gaining logos, for `moreInConcept`. */
  promptId?: string;
}

type GenerationOutcome = "generated" | "limit-reached" | "failed";

/** Every generation call answers with its counts and the new logos by concept. */
type GenerationAnswer<T> = T & GenerationCounts & { promptsWithLogos: PromptsWithLogos };

interface GenerationJob<T> {
  pending: PendingGeneration;
  /** The request's inputs: retrying the same inputs after a lost answer reuses the idempotency key. */
  signature: string;
  request(idempotencyKey: string): Promise<GenerationAnswer<T>>;
  apply(result: T): void;
  failureMessage: string;
  /** Runs after the quota check passes and before the call. */
  beforeRequest?(): void;
}

/** The spec's screen message for a failed 'more in this concept', by the button that asked for it. */
type MoreInConceptFailure =
  | typeof SCREEN_MESSAGE.generateSimilarFailed
  | typeof SCREEN_MESSAGE.generateMoreFailed;

export function useLogoGeneration({ onLimitReached }: { onLimitReached(): void }) {
  const membership = useMembership();
  const { refresh, update, recentQuota } = membership;
  const session = useLogoSession();
  const { startProject, addConcepts, addLogosToConcepts, clearNewLogoIds, setProjectDetails, setShortfall } =
    session;
  const [pending, setPending] = useState<PendingGeneration | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A second click while one generation runs is ignored rather than charged twice.
  const running = useRef(false);
  // The key of a request whose answer was lost, kept for a retry of exactly that request.
  const unanswered = useRef<{ signature: string; idempotencyKey: string } | null>(null);

  const limitReached = useCallback((): GenerationOutcome => {
    setError(SCREEN_MESSAGE.generationLimitReached);
    onLimitReached();
    return "limit-reached";
  }, [onLimitReached]);

  const run = useCallback(
    async <T>(job: GenerationJob<T>): Promise<GenerationOutcome> => {
      if (running.current) return "failed";
      running.current = true;
      setError(null);
      try {
        let quota = recentQuota(QUOTA_FRESH_MS);
        if (!quota || quota.remaining <= 0) {
          try {
            quota = await refresh();
          } catch {
            setError(SCREEN_MESSAGE.quotaCheckFailed);
            return "failed";
          }
        }
        if (quota.remaining <= 0) return limitReached();

        setPending(job.pending);
        job.beforeRequest?.();
        const signature = `${job.pending.action}|${job.signature}`;
        const idempotencyKey =
          unanswered.current?.signature === signature
            ? unanswered.current.idempotencyKey
            : newIdempotencyKey();
        let result: GenerationAnswer<T>;
        try {
          result = await job.request(idempotencyKey);
          unanswered.current = null;
        } catch (failure) {
          unanswered.current = mayHaveGoneThrough(failure) ? { signature, idempotencyKey } : null;
          // The quota is read again after any refusal, as the spec does, so the counts shown are the server's.
          void refresh().catch(() => undefined);
          if (isGenerationQuotaExhausted(failure)) return limitReached();
          setError(refusalMessage(failure) ?? job.failureMessage);
          return "failed";
        }
        // The new logos' previews download while the designs screen renders, instead of after.
        warmImages(
          Object.values(result.promptsWithLogos).flatMap(({ logos }) => logos.map((logo) => logo.url)),
        );
        job.apply(result);
        setShortfall(shortfallOf(result));
        update(result.quota.after);
        return "generated";
      } finally {
        running.current = false;
        setPending(null);
      }
    },
    [recentQuota, refresh, update, limitReached, setShortfall],
  );

  const createProject = useCallback(
    (details: ProjectDetails) =>
      run<GenerationResponse>({
        pending: { action: "project" },
        signature: JSON.stringify(details),
        request: (key) => generateNewProject(details, key),
        apply: startProject,
        failureMessage: SCREEN_MESSAGE.generateFailed,
      }),
    [run, startProject],
  );

  const createNewConcept = useCallback(
    (projectId: string) =>
      run<GenerationResponse>({
        pending: { action: "newConcept" },
        signature: projectId,
        // New ids are cleared at the start of project generation.
        beforeRequest: clearNewLogoIds,
        request: (key) => generateNewConcept(projectId, undefined, key),
        apply: addConcepts,
        failureMessage: SCREEN_MESSAGE.generateMoreFailed,
      }),
    [run, clearNewLogoIds, addConcepts],
  );

  const createRefinedConcept = useCallback(
    (projectId: string, details: ProjectDetails) => {
      setProjectDetails(details);
      return run<GenerationResponse>({
        pending: { action: "refinedConcept" },
        signature: JSON.stringify([projectId, details]),
        beforeRequest: clearNewLogoIds,
        request: (key) => generateNewConcept(projectId, details, key),
        apply: addConcepts,
        failureMessage: STATE_MESSAGE.generateRefinedFailed,
      });
    },
    [run, setProjectDetails, clearNewLogoIds, addConcepts],
  );

  const createMoreInConcept = useCallback(
    (prompt: Prompt, failureMessage: MoreInConceptFailure) =>
      run<PromptLogosResponse>({
        pending: { action: "moreInConcept", promptId: prompt.id },
        signature: prompt.id,
        request: (key) => generateMoreInConcept(prompt.projectId, prompt.id, key),
        apply: (response) => addLogosToConcepts(response.promptsWithLogos),
        failureMessage,
      }),
    [run, addLogosToConcepts],
  );

  const dismissError = useCallback(() => setError(null), []);

  return {
    createProject,
    createNewConcept,
    createRefinedConcept,
    createMoreInConcept,
    pending,
    generating: pending !== null,
    error,
    dismissError,
  };
}
