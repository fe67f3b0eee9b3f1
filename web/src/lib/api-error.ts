import type { ErrorCode } from "@contract";

/**
 * A failed API call: the server's `error` text when it sent one, else the caller's fallback, and
 * the server's code, which screens switch on (null when no answer came, or one without a code).
 * Kept apart from the API client on purpose: screens and tests that only need to recognise a failed
 * call import this file alone, not the client's Firebase Auth, zod and contract.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}
