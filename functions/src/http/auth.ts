/**
 * Every API call carries a Firebase ID token (`Authorization: Bearer <token>`). The middleware
 * verifies it with firebase-admin (revocation and disabled accounts included) and puts the caller
 * on `res.locals.user`. No token or a rejected one is 401; an account whose e-mail is not
 * verified is 403 with the sign-in screen's text (sign-in requires a verified
 * e-mail, and the server enforces it too); an Auth outage is 503, so nobody is told to sign in
 * again for a fault that is not theirs.
 */
import type { NextFunction, Request, Response } from "express";
import { API_MESSAGE, EMAIL_VERIFICATION_REQUIRED } from "../contract";
import { type AuthenticatedLocals, InvalidIdTokenError, type VerifyIdToken } from "./authenticated-user";
import { apiFailure, type FailureAnswer } from "./respond";

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

/** The one sign-in check of the API; `answer` words its failures (payments add an errorCode). */
export function requireUser(verifyIdToken: () => VerifyIdToken, answer: FailureAnswer = apiFailure) {
  return async (req: Request, res: Response<unknown, Partial<AuthenticatedLocals>>, next: NextFunction) => {
    const token = bearerToken(req.get("authorization"));
    if (!token) {
      answer(res, { code: "unauthenticated", message: API_MESSAGE.unauthenticated });
      return;
    }
    try {
      const user = await verifyIdToken()(token);
      if (!user.emailVerified) {
        answer(res, { code: "unverified", message: EMAIL_VERIFICATION_REQUIRED });
        return;
      }
      res.locals.user = user;
    } catch (error) {
      if (error instanceof InvalidIdTokenError) {
        answer(res, { code: "unauthenticated", message: API_MESSAGE.unauthenticated });
      } else {
        console.error("Could not verify an ID token", error);
        res.setHeader("Retry-After", "5");
        answer(res, { code: "auth-unavailable", message: API_MESSAGE.authUnavailable });
      }
      return;
    }
    next();
  };
}
