/**
 * The one place where failures become HTTP answers: every error is `{ success: false, error, code }`
 * with a status that fits the code. Unexpected errors are logged and answered with the
 * route's own fallback text, never with internals.
 */
import type { NextFunction, Request, Response } from "express";
import type { ParamsDictionary } from "express-serve-static-core";
import {
  API_MESSAGE,
  type ErrorCode,
  type ErrorResponse,
  EXPORT_MESSAGE,
  SCREEN_MESSAGE,
  STATE_MESSAGE,
  serverBusyMessage,
  tooManyRequestsMessage,
} from "../contract";
import {
  ConflictError,
  DomainError,
  GenerationFailedError,
  IdempotencyInProgressError,
  IdempotencyKeyReusedError,
  InvalidInputError,
  type MissingThing,
  NotFoundError,
  OwnedByAnotherError,
  PayloadTooLargeError,
  QuotaExhaustedError,
  WorkRefusedError,
} from "../domain/errors";
import type { AuthenticatedLocals } from "./authenticated-user";

/**
 * The status each failure is answered with: one per code, so a code and its status never disagree.
 * See functions/src/domain/README.md for the choices.
 */
const STATUS_OF_CODE: Record<ErrorCode, number> = {
  unauthenticated: 401,
  unverified: 403,
  "auth-unavailable": 503,
  "rate-limited": 429,
  busy: 503,
  "no-generation-credit": 429,
  "no-export-credit": 429,
  "invalid-input": 400,
  "not-found": 404,
  "owned-by-another": 409,
  "in-progress": 409,
  "key-reused": 422,
  conflict: 409,
  "too-large": 413,
  "generation-failed": 502,
  "not-configured": 503,
  unexpected: 500,
};

export function statusOfCode(code: ErrorCode): number {
  return STATUS_OF_CODE[code];
}

/** Why a call failed and the caller's words for it; the status follows from the code. */
interface Failure {
  code: ErrorCode;
  message: string;
}

/**
 * How failures are answered. Every route shares the checks (auth, rate limits, validation, the
 * domain's typed failures), the codes and the words; only the body's shape may differ (payments
 * answer the spec's errorCode instead, http/payment-answers.ts).
 */
export type FailureAnswer = (res: Response, failure: Failure) => void;

export const apiFailure: FailureAnswer = (res, failure) => {
  const body: ErrorResponse = { success: false, error: failure.message, code: failure.code };
  res.status(statusOfCode(failure.code)).json(body);
};

export function sendError(res: Response, code: ErrorCode, error: string): void {
  apiFailure(res, { code, message: error });
}

/** The code of a business failure. */
function codeOf(error: DomainError): ErrorCode {
  if (error instanceof InvalidInputError) return "invalid-input";
  if (error instanceof NotFoundError) return "not-found";
  if (error instanceof IdempotencyInProgressError) return "in-progress";
  if (error instanceof OwnedByAnotherError) return "owned-by-another";
  if (error instanceof ConflictError) return "conflict";
  if (error instanceof PayloadTooLargeError) return "too-large";
  if (error instanceof IdempotencyKeyReusedError) return "key-reused";
  if (error instanceof QuotaExhaustedError) {
    return error.credit === "generation" ? "no-generation-credit" : "no-export-credit";
  }
  if (error instanceof GenerationFailedError) return "generation-failed";
  // The account's own budget is the caller's pace; the instance's cap is everyone's, said apart.
  if (error instanceof WorkRefusedError) return error.by === "account" ? "rate-limited" : "busy";
  return "unexpected";
}

/** The product's words for what a call did not find. */
const NOT_FOUND_TEXT: Record<MissingThing, string> = {
  logo: API_MESSAGE.logoNotFound,
  project: API_MESSAGE.projectNotFound,
  prompt: API_MESSAGE.promptNotFound,
  export: EXPORT_MESSAGE.exportNotFound,
  "export-file": EXPORT_MESSAGE.fileNotReady,
  "export-preview": EXPORT_MESSAGE.noPreview,
  "withdrawn-export-file": EXPORT_MESSAGE.withdrawnDownload,
};

/** The spec's words for a credit that ran out. */
const NO_CREDIT_TEXT = {
  generation: SCREEN_MESSAGE.generationLimitReached,
  export: API_MESSAGE.exportLimitReached,
} as const;

/**
 * The caller's text for a domain failure. Missing things and exhausted credits get the spec's
 * words from the tables above; a generation that made no logo, like an unexpected error, reads as
 * the route's fallback; other failures (invalid input, idempotency, size) describe themselves.
 */
function textOf(error: DomainError, code: ErrorCode, fallback: string): string {
  if (code === "unexpected" || code === "generation-failed") return fallback;
  if (error instanceof NotFoundError) return NOT_FOUND_TEXT[error.missing];
  if (error instanceof QuotaExhaustedError) return NO_CREDIT_TEXT[error.credit];
  if (error instanceof WorkRefusedError) {
    return error.by === "account"
      ? tooManyRequestsMessage(error.retryAfterSeconds)
      : serverBusyMessage(error.retryAfterSeconds);
  }
  return error.message;
}

/** Any error as the failure the caller is told: its code and words. */
function failureOf(error: unknown, fallback: string): Failure {
  if (!(error instanceof DomainError)) return { code: "unexpected", message: fallback };
  const code = codeOf(error);
  return { code, message: textOf(error, code, fallback) };
}

export function respondWithError(
  res: Response,
  error: unknown,
  fallback: string,
  answer: FailureAnswer = apiFailure,
): void {
  const failure = failureOf(error, fallback);
  if (failure.code === "unexpected") console.error(error);
  if (error instanceof WorkRefusedError) res.setHeader("Retry-After", String(error.retryAfterSeconds));
  answer(res, failure);
}

export type AuthenticatedResponse = Response<unknown, AuthenticatedLocals>;

/**
 * Wraps an async handler of a signed-in route: errors go through respondWithError with the route's
 * fallback text, so handlers only describe the happy path.
 */
export function handle<Params = ParamsDictionary>(
  fallback: string | ((req: Request<Params>) => string),
  handler: (req: Request<Params>, res: AuthenticatedResponse) => Promise<void>,
  answer: FailureAnswer = apiFailure,
) {
  return async (req: Request<Params>, res: AuthenticatedResponse): Promise<void> => {
    try {
      await handler(req, res);
    } catch (error) {
      respondWithError(res, error, typeof fallback === "string" ? fallback : fallback(req), answer);
    }
  };
}

/** Unknown paths under the API. */
export function notFound(_req: Request, res: Response): void {
  sendError(res, "not-found", API_MESSAGE.notFound);
}

/** A request body that could not be read (body-parser's 400, 413 and 415), as the caller's error. */
export function bodyErrorAnswer(error: unknown): Failure | null {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  if (status === 413) return { code: "too-large", message: "The request body is too large." };
  if (status === 400 || status === 415)
    return { code: "invalid-input", message: "The request body is not valid JSON." };
  return null;
}

/** Errors raised before a route ran, e.g. a malformed JSON body from express.json(). */
export function lastResortErrorHandler(
  error: unknown,
  _req: Request,
  res: Response,
  next: NextFunction,
): void {
  if (res.headersSent) {
    next(error);
    return;
  }
  const answer = bodyErrorAnswer(error);
  if (answer) {
    apiFailure(res, answer);
    return;
  }
  console.error(error);
  sendError(res, "unexpected", STATE_MESSAGE.unexpected);
}
