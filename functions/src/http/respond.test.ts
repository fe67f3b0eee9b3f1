/**
 * The codes the API answers with, set where each failure is answered: the domain's typed failures
 * (respondWithError), the sign-in check and unreadable bodies. Each answer is checked through a
 * real express app, so status, code and text are what a browser receives.
 */
import express, { type Request, type Response } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import {
  API_MESSAGE,
  EMAIL_VERIFICATION_REQUIRED,
  ErrorCode,
  ErrorResponse,
  EXPORT_MESSAGE,
  PAYMENT_MESSAGE,
  ReceivedErrorResponse,
  SCREEN_MESSAGE,
  serverBusyMessage,
  tooManyRequestsMessage,
} from "../contract";
import {
  DomainError,
  GenerationFailedError,
  IdempotencyInProgressError,
  IdempotencyKeyReusedError,
  InvalidInputError,
  NotFoundError,
  OwnedByAnotherError,
  PayloadTooLargeError,
  QuotaExhaustedError,
  WorkRefusedError,
} from "../domain/errors";
import { requireUser } from "./auth";
import { InvalidIdTokenError, type VerifyIdToken } from "./authenticated-user";

type AuthenticatedUser = Awaited<ReturnType<VerifyIdToken>>;

import { paymentFailure } from "./payment-answers";
import { bodyErrorAnswer, type FailureAnswer, lastResortErrorHandler, respondWithError } from "./respond";

const FALLBACK = "Error doing the thing";

/** An app whose one route fails with `error`, answered the way the routes answer. */
function failingWith(error: unknown, answer?: FailureAnswer): express.Express {
  const app = express();
  app.get("/", (_req: Request, res: Response) => respondWithError(res, error, FALLBACK, answer));
  return app;
}

async function answerTo(error: unknown) {
  const response = await request(failingWith(error)).get("/");
  return { status: response.status, body: response.body, retryAfter: response.headers["retry-after"] };
}

describe("respondWithError", () => {
  it.each([
    [new InvalidInputError("Brand name is required"), 400, "invalid-input", "Brand name is required"],
    [new NotFoundError("logo"), 404, "not-found", API_MESSAGE.logoNotFound],
    [new NotFoundError("export"), 404, "not-found", EXPORT_MESSAGE.exportNotFound],
    [new IdempotencyInProgressError(), 409, "in-progress", API_MESSAGE.idempotencyInProgress],
    [new OwnedByAnotherError(), 409, "owned-by-another", EXPORT_MESSAGE.ownedByAnother],
    [new PayloadTooLargeError("The file is too large."), 413, "too-large", "The file is too large."],
    [new IdempotencyKeyReusedError(), 422, "key-reused", API_MESSAGE.idempotencyKeyReused],
    [
      new QuotaExhaustedError("generation"),
      429,
      "no-generation-credit",
      SCREEN_MESSAGE.generationLimitReached,
    ],
    [new QuotaExhaustedError("export"), 429, "no-export-credit", API_MESSAGE.exportLimitReached],
    [new GenerationFailedError("provider down"), 502, "generation-failed", FALLBACK],
    [new DomainError("a failure nobody mapped"), 500, "unexpected", FALLBACK],
    [new Error("database exploded"), 500, "unexpected", FALLBACK],
  ] as const)("answers %o with %i, its code and the caller's words", async (error, status, code, text) => {
    const answer = await answerTo(error);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ success: false, error: text, code });
    expect(ErrorResponse.safeParse(answer.body).success).toBe(true);
  });

  it("tells the account's own pace (429) from the instance being busy for everyone (503)", async () => {
    const account = await answerTo(new WorkRefusedError("account", 12));
    expect(account).toEqual({
      status: 429,
      body: { success: false, error: tooManyRequestsMessage(12), code: "rate-limited" },
      retryAfter: "12",
    });
    const instance = await answerTo(new WorkRefusedError("instance", 3));
    expect(instance).toEqual({
      status: 503,
      body: { success: false, error: serverBusyMessage(3), code: "busy" },
      retryAfter: "3",
    });
  });

  it("gives the payment route the spec's errorCode in place of the code", async () => {
    const quota = await request(failingWith(new WorkRefusedError("account", 5), paymentFailure)).get("/");
    expect(quota.status).toBe(429);
    expect(quota.body).toEqual({
      success: false,
      error: tooManyRequestsMessage(5),
      errorCode: "PAYMENT_FAILED",
    });
    const broken = await request(failingWith(new Error("boom"), paymentFailure)).get("/");
    expect(broken.status).toBe(500);
    expect(broken.body).toEqual({
      success: false,
      error: PAYMENT_MESSAGE.cardDeclined,
      errorCode: "PAYMENT_FAILED",
    });
  });
});

describe("requireUser", () => {
  function signedIn(verify: (token: string) => Promise<AuthenticatedUser>, answer?: FailureAnswer) {
    const app = express();
    app.get(
      "/",
      requireUser(() => verify, answer),
      (_req, res) => {
        res.status(204).end();
      },
    );
    return app;
  }
  const user = (emailVerified: boolean): AuthenticatedUser => ({
    uid: "u1",
    email: "a@example.com",
    emailVerified,
  });

  it("answers each sign-in failure with its own code", async () => {
    const ok = signedIn(async () => user(true));
    expect((await request(ok).get("/").set("Authorization", "Bearer t")).status).toBe(204);

    const missing = await request(ok).get("/");
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      success: false,
      error: API_MESSAGE.unauthenticated,
      code: "unauthenticated",
    });

    const rejected = await request(
      signedIn(async () => {
        throw new InvalidIdTokenError("expired");
      }),
    )
      .get("/")
      .set("Authorization", "Bearer t");
    expect(rejected.status).toBe(401);
    expect(rejected.body.code).toBe("unauthenticated");

    const unverified = await request(signedIn(async () => user(false)))
      .get("/")
      .set("Authorization", "Bearer t");
    expect(unverified.status).toBe(403);
    expect(unverified.body).toEqual({
      success: false,
      error: EMAIL_VERIFICATION_REQUIRED,
      code: "unverified",
    });
  });

  it("answers an Auth outage with 503 and its own code, and payments with their errorCode", async () => {
    const outage = async (): Promise<AuthenticatedUser> => {
      throw new Error("socket hang up");
    };
    const api = await request(signedIn(outage)).get("/").set("Authorization", "Bearer t");
    expect(api.status).toBe(503);
    expect(api.body).toEqual({
      success: false,
      error: API_MESSAGE.authUnavailable,
      code: "auth-unavailable",
    });

    const payment = await request(signedIn(outage, paymentFailure)).get("/").set("Authorization", "Bearer t");
    expect(payment.status).toBe(503);
    expect(payment.body).toEqual({
      success: false,
      error: API_MESSAGE.authUnavailable,
      errorCode: "NETWORK_ERROR",
    });
  });
});

describe("unreadable bodies", () => {
  it("are invalid input or too large", () => {
    expect(bodyErrorAnswer({ status: 400 })?.code).toBe("invalid-input");
    expect(bodyErrorAnswer({ status: 415 })?.code).toBe("invalid-input");
    expect(bodyErrorAnswer({ status: 413 })?.code).toBe("too-large");
    expect(bodyErrorAnswer(new Error("other"))).toBeNull();
  });

  it("reach the caller with their code through the last-resort handler", async () => {
    const app = express();
    app.use(express.json());
    app.post("/", (_req, res) => {
      res.status(204).end();
    });
    app.use(lastResortErrorHandler);
    const response = await request(app).post("/").set("Content-Type", "application/json").send("{oops");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      error: "The request body is not valid JSON.",
      code: "invalid-input",
    });
  });
});

describe("ReceivedErrorResponse", () => {
  it("keeps the text of a failure whose code the browser does not know or that has none", () => {
    expect(ReceivedErrorResponse.parse({ success: false, error: "x", code: "busy" }).code).toBe("busy");
    expect(ReceivedErrorResponse.parse({ success: false, error: "x", code: "from-the-future" })).toEqual({
      success: false,
      error: "x",
      code: null,
    });
    expect(ReceivedErrorResponse.parse({ success: false, error: "x" }).code).toBeNull();
    expect(ErrorCode.options).toContain("no-export-credit");
  });
});
