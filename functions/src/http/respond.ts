/**
 * The one place where failures become HTTP answers: every error is `{ success: false, error }`
 * with a status that fits. Unexpected errors are logged and answered with the
 * route's own fallback text, never with internals.
 */
import type { NextFunction, Request, Response } from "express";
import type { ParamsDictionary } from "express-serve-static-core";
import {
  API_MESSAGE,
  type ErrorResponse,
  EXPORT_MESSAGE,
  SCREEN_MESSAGE,
  STATE_MESSAGE,
  serverBusyMessage,
  tooManyRequestsMessage,
} from "../contract";
import {
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

export function sendError(res: Response, status: number, error: string): void {
  const body: ErrorResponse = { success: false, error };
  res.status(status).json(body);
}

/** Why a call failed, for a family of routes whose answers say it in their own terms. */
export type FailureReason =
  | "unauthenticated"
  | "unverified"
  | "auth-unavailable"
  | "rate-limited"
  | "invalid-input"
  | "refused"
  | "unexpected";

interface Failure {
  status: number;
  message: string;
  reason: FailureReason;
}

/**
 * How failures are answered. Every route shares the checks (auth, rate limits, validation, the
 * domain's typed failures) and the words; only the body's shape may differ (payments add an
 * errorCode, http/payment-answers.ts).
 */
export type FailureAnswer = (res: Response, failure: Failure) => void;

export const apiFailure: FailureAnswer = (res, failure) => sendError(res, failure.status, failure.message);

/** Status codes of the business failures; see functions/src/domain/README.md for the choices. */
function statusOf(error: DomainError): number {
  if (error instanceof InvalidInputError) return 400;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof IdempotencyInProgressError) return 409;
  if (error instanceof OwnedByAnotherError) return 409;
  if (error instanceof PayloadTooLargeError) return 413;
  if (error instanceof IdempotencyKeyReusedError) return 422;
  if (error instanceof QuotaExhaustedError) return 429;
  if (error instanceof GenerationFailedError) return 502;
  if (error instanceof WorkRefusedError) return error.by === "account" ? 429 : 503;
  return 500;
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
function textOf(error: DomainError, status: number, fallback: string): string {
  if (status === 500 || error instanceof GenerationFailedError) return fallback;
  if (error instanceof NotFoundError) return NOT_FOUND_TEXT[error.missing];
  if (error instanceof QuotaExhaustedError) return NO_CREDIT_TEXT[error.credit];
  if (error instanceof WorkRefusedError) {
    return error.by === "account"
      ? tooManyRequestsMessage(error.retryAfterSeconds)
      : serverBusyMessage(error.retryAfterSeconds);
  }
  return error.message;
}

export function respondWithError(
  res: Response,
  error: unknown,
  fallback: string,
  answer: FailureAnswer = apiFailure,
): void {
  if (error instanceof DomainError) {
    const status = statusOf(error);
    if (status === 500) console.error(error);
    if (error instanceof WorkRefusedError) res.setHeader("Retry-After", String(error.retryAfterSeconds));
    const reason: FailureReason =
      status === 500
        ? "unexpected"
        : error instanceof InvalidInputError
          ? "invalid-input"
          : error instanceof WorkRefusedError
            ? "rate-limited"
            : "refused";
    answer(res, { status, message: textOf(error, status, fallback), reason });
    return;
  }
  console.error(error);
  answer(res, { status: 500, message: fallback, reason: "unexpected" });
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
  sendError(res, 404, API_MESSAGE.notFound);
}

/** A request body that could not be read (body-parser's 400, 413 and 415), as the caller's error. */
export function bodyErrorAnswer(error: unknown): { status: number; message: string } | null {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  if (status === 413) return { status: 413, message: "The request body is too large." };
  if (status === 400 || status === 415)
    return { status: 400, message: "The request body is not valid JSON." };
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
    sendError(res, answer.status, answer.message);
    return;
  }
  console.error(error);
  sendError(res, 500, STATE_MESSAGE.unexpected);
}
