import { ReceivedErrorResponse } from "@contract";
import type { z } from "zod";
import { env } from "@/config/env";
import { ApiError } from "@/lib/api-error";
import { getFirebaseAuth } from "@/lib/firebase";

interface ApiRequest<T extends z.ZodType> {
  method?: "GET" | "POST" | "DELETE" | "PATCH" | "PUT";
  path: string;
  body?: unknown;
  formData?: FormData;
  headers?: Record<string, string>;
  /** The response schema from the shared contract: responses are parsed, never cast. */
  schema: T;
  /** The API-layer fallback text for this call. */
  fallbackError: string;
  signal?: AbortSignal;
}

/** The signed-in user's bearer token, for the few calls that cannot go through `apiRequest`. */
export async function authorizationHeader(): Promise<Record<string, string>> {
  const user = getFirebaseAuth().currentUser;
  if (!user) return {};
  return { Authorization: `Bearer ${await user.getIdToken()}` };
}

/** A failed answer as the caller's error: the server's text and code when it sent them. */
export function apiErrorOf(json: unknown, status: number, fallbackError: string): ApiError {
  const failure = ReceivedErrorResponse.safeParse(json);
  return failure.success
    ? new ApiError(failure.data.error, status, failure.data.code)
    : new ApiError(fallbackError, status);
}

export async function apiRequest<T extends z.ZodType>(request: ApiRequest<T>): Promise<z.infer<T>> {
  const headers: Record<string, string> = { ...(await authorizationHeader()), ...request.headers };
  let body: BodyInit | undefined;
  if (request.formData) {
    body = request.formData;
  } else if (request.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(request.body);
  }
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${request.path}`, {
      method: request.method ?? "GET",
      headers,
      body,
      signal: request.signal,
    });
  } catch {
    throw new ApiError(request.fallbackError, null);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOf(json, response.status, request.fallbackError);
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) throw new ApiError(request.fallbackError, response.status);
  return parsed.data;
}
