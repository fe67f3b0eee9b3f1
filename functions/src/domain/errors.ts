/**
 * Business failures as typed values. The HTTP layer maps each class to a status code
 * and each missing thing or exhausted credit to the spec's text, once, in http/respond.ts; nothing
 * compares error strings.
 */
import { API_MESSAGE, EXPORT_MESSAGE } from "../contract";

export class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** What a call did not find; the HTTP layer words each for the caller. */
export type MissingThing =
  | "logo"
  | "project"
  | "prompt"
  | "export"
  | "export-file"
  | "export-preview"
  /** A file of an export whose credit was returned: it delivers nothing any more. */
  | "withdrawn-export-file";

/** Missing, or owned by someone else: both look the same to the caller. */
export class NotFoundError extends DomainError {
  constructor(readonly missing: MissingThing) {
    super(`${missing} not found`);
  }
}

/** Input that passed the schema but breaks a business rule, or a malformed upload. */
export class InvalidInputError extends DomainError {}

/** No generation (or export) credit remains; nothing was written. */
export class QuotaExhaustedError extends DomainError {
  constructor(readonly credit: "generation" | "export") {
    super(`no ${credit} credit left`);
  }
}

/**
 * Costly work refused before it started: the account spent its budget for the window, or the
 * instance its cap for every account; nothing was drawn or charged.
 */
export class WorkRefusedError extends DomainError {
  constructor(
    readonly by: "account" | "instance",
    readonly retryAfterSeconds: number,
  ) {
    super(`work refused by the ${by} budget`);
  }
}

/** The provider failed for every logo of a request; every reserved credit was refunded. */
export class GenerationFailedError extends DomainError {}

/** The same Idempotency-Key is still being processed by another request. */
export class IdempotencyInProgressError extends DomainError {
  constructor() {
    super(API_MESSAGE.idempotencyInProgress);
  }
}

/** The Idempotency-Key was first used for a different request. */
export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super(API_MESSAGE.idempotencyKeyReused);
  }
}

/** The thing exists but its state forbids the change now (an export whose files are being made). */
export class ConflictError extends DomainError {}

/** An upload above the size limit. */
export class PayloadTooLargeError extends DomainError {}

/** The logo looks like one another customer bought: it cannot be exported, and no credit is taken. */
export class OwnedByAnotherError extends DomainError {
  constructor() {
    super(EXPORT_MESSAGE.ownedByAnother);
  }
}
