/**
 * A generation request from start to finish:
 *   1. reserve credits (one transaction; an Idempotency-Key replays an earlier answer),
 *   2. plan directions, draw the logos and store their files (no transaction held; nothing is
 *      waited for past the request's deadline),
 *   3. settle (one transaction): write project, prompts and logos, refund what failed.
 * Whatever goes wrong after step 1, the reserved credits come back, and a logo's
 * files are deleted only once its generation can no longer be saved.
 */
import { GenerationFailedError, IdempotencyInProgressError } from "../errors";
import { fingerprintOf } from "../fingerprint";
import { readDocument } from "../firestore-documents";
import { promptDocument } from "../library";
import { fingerprintDrawnLogo, fingerprintDrawnSymbol } from "../look-alike/fingerprint-logo";
import { lookAlikeOwnedByAnother, nearestSoldToOthers, SOLD_SYMBOL_VECTOR } from "../look-alike/sold-logos";
import type { RenderedLogo } from "../ports/logo-designer";
import type { DomainServices } from "../ports/services";
import { beforeDeadline, pauseBeforeDeadline } from "./deadline";
import {
  GenerationRecord,
  type GenerationResult,
  generationIdForKey,
  generationsOf,
  storedResultOf,
} from "./generation-records";
import { type GenerationTarget, requestedCount } from "./generation-target";
import { loadContext, newLogoIds, planSlots, refuseUnsettableName } from "./plan-generation";
import { deleteFilesOfUnsavedLogos, releaseReservation } from "./release-credits";
import { renderLogos } from "./render-logos";
import { reserveCredits } from "./reserve-credits";
import { settle } from "./settle-generation";

const IN_PROGRESS_POLL_MS = 400;

/**
 * Whether a drawn logo looks like one another customer bought. A design that names its symbol is
 * checked by its symbol alone, one query: where both logos name their symbol the export's check
 * is decided by the symbol too, so only a bought upload drawn like an engine logo could still stop
 * its export. A design that names none gets the export's whole check. A provider that draws pixels
 * is checked at export, where the whole logo is.
 */
function ownedByAnother(services: DomainServices, uid: string) {
  const { db, fingerprints } = services;
  return async (rendered: RenderedLogo): Promise<boolean> => {
    if (!rendered.svg) return false;
    const symbol = await fingerprintDrawnSymbol(fingerprints, rendered.svg);
    if (symbol)
      return (
        (await nearestSoldToOthers(db, uid, SOLD_SYMBOL_VECTOR, symbol, fingerprints.sameSymbolUnder)) !==
        null
      );
    const drawing = await fingerprintDrawnLogo(fingerprints, rendered.svg);
    return drawing !== null && (await lookAlikeOwnedByAnother(db, fingerprints, uid, drawing)) !== null;
  };
}

/** For logs; the caller answers a GenerationFailedError with its own text. */
const NO_LOGO_MADE = "No logo of the request could be made";

/**
 * Waits while another request holds the same key, at most until this request's deadline; returns
 * true when that request settled or disappeared, false when the deadline came first.
 */
async function waitWhilePending(
  services: DomainServices,
  uid: string,
  generationId: string,
  deadline: AbortSignal,
): Promise<boolean> {
  const ref = generationsOf(services.db, uid).doc(generationId);
  while (!deadline.aborted) {
    await pauseBeforeDeadline(IN_PROGRESS_POLL_MS, deadline);
    if (deadline.aborted) break;
    const record = readDocument(GenerationRecord, await ref.get());
    if (record?.data.status !== "pending") return true;
  }
  return false;
}

/**
 * Step 2 or 3 failed before a settle was confirmed. The reservation is closed in a transaction that
 * checks it is still pending, so only one of two things can have happened:
 * - it was still pending: now it is refunded and its files deleted (releaseReservation);
 * - it had already settled, e.g. settle's commit landed but its reply was lost: its logos are
 *   saved, so their files stay, nothing is refunded, and the stored answer is given, as a replay.
 * When even that cannot be found out, nothing is deleted: the reservation stays pending, and is
 * refunded and cleaned up as abandoned later (release-credits.ts).
 */
async function recoverUnsettled(
  services: DomainServices,
  uid: string,
  generationId: string,
  error: unknown,
): Promise<GenerationResult> {
  if (!(error instanceof GenerationFailedError)) {
    console.error(`Generation ${generationId} did not settle; refunding its credits`, error);
  }
  let refunded: boolean;
  let record: GenerationRecord | undefined;
  try {
    refunded = (await releaseReservation(services, uid, generationId)) !== null;
    if (!refunded) {
      const snapshot = await generationsOf(services.db, uid).doc(generationId).get();
      record = readDocument(GenerationRecord, snapshot)?.data;
    }
  } catch (recoveryError) {
    // A reservation left pending is refunded as abandoned on a later quota read.
    console.error(`Could not refund generation ${generationId} now`, recoveryError);
    throw error;
  }
  if (refunded) throw error;
  if (record?.status === "completed") {
    console.warn(`Generation ${generationId} had settled after all; answering with its record`);
    return storedResultOf(record);
  }
  // Settled with no logo made (settle refunded everything), or closed by another request.
  if (record?.status === "failed") throw new GenerationFailedError(NO_LOGO_MADE);
  throw error;
}

interface GenerateOptions {
  /** The Idempotency-Key header, when the client sent one. */
  idempotencyKey: string | null;
  /**
   * Aborts at the request's deadline (config/generation-limits.ts), made when the request
   * started: no logo is waited for after it, nor a duplicate key's first request.
   */
  deadline: AbortSignal;
}

export async function generateLogos(
  services: DomainServices,
  uid: string,
  target: GenerationTarget,
  options: GenerateOptions,
): Promise<GenerationResult> {
  const { db } = services;
  const { deadline } = options;
  const context = await loadContext(services, uid, target);
  await refuseUnsettableName(services, context.brief);
  const keyed = options.idempotencyKey !== null;
  const generationId = options.idempotencyKey
    ? generationIdForKey(options.idempotencyKey)
    : generationsOf(db, uid).doc().id;
  const requested = requestedCount(target);
  const reserveInput = {
    uid,
    generationId,
    keyed,
    fingerprint: fingerprintOf(target),
    requested,
    prompt: context.prompt ? promptDocument(db, context.prompt.id) : null,
    logoIds: newLogoIds(db, requested),
  };

  let outcome = await reserveCredits(services, reserveInput);
  while (outcome.kind === "in-progress") {
    if (!(await waitWhilePending(services, uid, generationId, deadline))) {
      throw new IdempotencyInProgressError();
    }
    outcome = await reserveCredits(services, reserveInput);
  }
  if (outcome.kind === "replay") return outcome.result;

  const { reservation, quotaBefore, variantStart, abandonedLogos } = outcome;
  // A first attempt under this key died after storing files; its record was just replaced.
  await deleteFilesOfUnsavedLogos(services, generationId, abandonedLogos);
  let settled = false;
  try {
    const designer = services.logoDesigner();
    const slots = await beforeDeadline(
      () =>
        planSlots(
          services,
          target,
          context,
          reserveInput.logoIds.slice(0, reservation.granted),
          variantStart,
        ),
      deadline,
      "planning",
    ).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`${designer.name} could not plan directions: ${reason}`);
      throw new GenerationFailedError("The logo designer could not plan directions");
    });
    const rendered = await renderLogos({
      uid,
      brief: context.brief,
      seed: context.seed,
      slots,
      designer,
      files: services.files,
      logoImages: services.logoImages,
      deadline,
      ownedByAnother: ownedByAnother(services, uid),
    });
    // Past the deadline too: settling is what grants the logos made and refunds the others.
    const result = await settle(services, {
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
    if (!result) throw new GenerationFailedError(NO_LOGO_MADE);
    return result;
  } catch (error) {
    if (settled) throw error;
    return recoverUnsettled(services, uid, generationId, error);
  }
}
