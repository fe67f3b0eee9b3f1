/**
 * Per-user request limits (issue 10), all in one place. They hold across instances because they
 * are counted in Firestore, not in memory. Generous for a person clicking, tight for a script:
 * credits already bound what a user can spend, these bound how fast anyone can load the servers.
 */
export type RateLimitedAction = "generate" | "upload" | "export" | "payment";

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export type RateLimits = Record<RateLimitedAction, RateLimit>;

export const RATE_LIMITS: RateLimits = {
  // A generation is one request however many logos it asks for; 30 a minute is far above any
  // person (each takes a few seconds) yet stops a loop from filling every instance.
  generate: { max: 30, windowSeconds: 60 },
  upload: { max: 20, windowSeconds: 600 },
  export: { max: 20, windowSeconds: 60 },
  payment: { max: 10, windowSeconds: 600 },
};
