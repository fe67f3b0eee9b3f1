/**
 * Every API call carries a Firebase ID token (`Authorization: Bearer <token>`). The middleware
 * verifies it with firebase-admin and puts the caller on `res.locals.user`; anything else is 401.
 */
import type { NextFunction, Request, Response } from "express";
import { API_MESSAGE } from "../contract";
import { sendError } from "./respond";

export interface AuthenticatedUser {
  uid: string;
  email: string | null;
}

export interface AuthenticatedLocals {
  user: AuthenticatedUser;
}

export type VerifyIdToken = (idToken: string) => Promise<AuthenticatedUser>;

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

export function requireUser(verifyIdToken: () => VerifyIdToken) {
  return async (req: Request, res: Response<unknown, Partial<AuthenticatedLocals>>, next: NextFunction) => {
    const token = bearerToken(req.get("authorization"));
    if (!token) {
      sendError(res, 401, API_MESSAGE.unauthenticated);
      return;
    }
    try {
      res.locals.user = await verifyIdToken()(token);
    } catch {
      sendError(res, 401, API_MESSAGE.unauthenticated);
      return;
    }
    next();
  };
}
