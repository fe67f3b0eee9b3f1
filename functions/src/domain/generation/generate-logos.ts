/**
 * A generation request from start to finish:
 *   1. reserve credits (one transaction; an Idempotency-Key replays an earlier answer),
 *   2. plan directions and draw the logos, storing their files (no transaction held),
 *   3. settle (one transaction): write project, prompts and logos, refund what failed.
 * Whatever goes wrong after step 1, the reserved credits come back (decisions.md 8).
 */
import { API_MESSAGE, type GenerationResponse } from "../../contract";
import { GenerationFailedError, IdempotencyInProgressError } from "../errors";
import { promptDocument } from "../library";
import { readDocument } from "../library-documents";
import { deleteFiles } from "../logo-files";
import type { DomainServices } from "../services";
import { fingerprintOf, GenerationRecord, generationIdForKey, generationsOf } from "./generation-records";
import { type GenerationTarget, requestedCount } from "./generation-target";
import { loadContext, planSlots } from "./plan-generation";
import { releaseReservation } from "./release-credits";
import { type RenderedSlot, renderLogos } from "./render-logos";
import { reserveCredits } from "./reserve-credits";
import { settle } from "./settle-generation";

/** How long a retry waits for the first request with the same key before answering 409. */
const IN_PROGRESS_WAIT_MS = 120_000;
const IN_PROGRESS_POLL_MS = 400;

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** Waits while another request holds the same key; returns when it settled or disappeared. */
async function waitWhilePending(
  services: DomainServices,
  uid: string,
  generationId: string,
): Promise<boolean> {
  const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
  const ref = generationsOf(services.db, uid).doc(generationId);
  while (Date.now() < deadline) {
    await pause(IN_PROGRESS_POLL_MS);
    const record = readDocument(GenerationRecord, await ref.get());
    if (record?.data.status !== "pending") return true;
  }
  return false;
}

export interface GenerateOptions {
  /** The Idempotency-Key header, when the client sent one. */
  idempotencyKey: string | null;
  /** The message when every logo failed (the route's fallback text). */
  failureMessage: string;
}

export async function generateLogos(
  services: DomainServices,
  uid: string,
  target: GenerationTarget,
  options: GenerateOptions,
): Promise<GenerationResponse> {
  const { db } = services;
  const context = await loadContext(services, uid, target);
  const keyed = options.idempotencyKey !== null;
  const generationId = options.idempotencyKey
    ? generationIdForKey(options.idempotencyKey)
    : generationsOf(db, uid).doc().id;
  const reserveInput = {
    uid,
    generationId,
    keyed,
    fingerprint: fingerprintOf(target),
    requested: requestedCount(target),
    prompt: context.prompt ? promptDocument(db, context.prompt.id) : null,
    notFoundMessage: API_MESSAGE.promptNotFound,
  };

  let outcome = await reserveCredits(services, reserveInput);
  while (outcome.kind === "in-progress") {
    if (!(await waitWhilePending(services, uid, generationId))) {
      throw new IdempotencyInProgressError(
        "A request with this Idempotency-Key is still being processed. Try again shortly.",
      );
    }
    outcome = await reserveCredits(services, reserveInput);
  }
  if (outcome.kind === "replay") return outcome.response;

  const { reservation, quotaBefore, variantStart } = outcome;
  let rendered: RenderedSlot[] = [];
  let settled = false;
  try {
    const designer = services.logoDesigner();
    const slots = await planSlots(services, target, context, reservation.granted, variantStart).catch(
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`${designer.name} could not plan directions: ${reason}`);
        throw new GenerationFailedError(options.failureMessage);
      },
    );
    rendered = await renderLogos({
      uid,
      brief: context.brief,
      seed: context.seed,
      slots,
      designer,
      bucket: services.bucket,
    });
    const response = await settle(services, {
      uid,
      generationId,
      target,
      context,
      reservation,
      quotaBefore,
      slots,
      rendered,
      providerName: designer.name,
    });
    settled = true;
    // Every logo failed: settlement refunded all of them.
    if (!response) throw new GenerationFailedError(options.failureMessage);
    return response;
  } catch (error) {
    if (!settled) {
      if (!(error instanceof GenerationFailedError)) {
        console.error(`Generation ${generationId} did not settle; refunding its credits`, error);
      }
      await Promise.all(rendered.map(({ paths }) => deleteFiles(services.bucket, paths)));
      await releaseReservation(services, uid, generationId).catch((releaseError: unknown) => {
        // The reservation stays pending and is refunded as abandoned on a later quota read.
        console.error(`Could not refund generation ${generationId} now`, releaseError);
      });
    }
    throw error;
  }
}
