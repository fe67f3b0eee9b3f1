/**
 * Every answer is data (JSON, or a file sent as an attachment), never a page: it may not be
 * sniffed into HTML, framed, or load anything if opened. Hosting sends its own headers too, but
 * not on the function's own URL.
 */
import type { NextFunction, Request, Response } from "express";

const API_SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
} as const;

export function setApiSecurityHeaders(res: Response): void {
  res.set(API_SECURITY_HEADERS);
  // The platform's own express (Cloud Functions, its emulator) announces itself before we run.
  res.removeHeader("X-Powered-By");
}

export function sendApiSecurityHeaders(_req: Request, res: Response, next: NextFunction): void {
  setApiSecurityHeaders(res);
  next();
}
