/**
 * Failures the emulator reports to clients. Handlers throw these; the server turns them
 * into the JSON error shape of the API that was called (GCS JSON API or Firebase v0).
 */

type StorageErrorReason =
  | "notFound"
  | "invalid"
  | "required"
  | "conditionNotMet"
  | "forbidden"
  | "uploadTooLarge"
  | "notImplemented"
  | "requestedRangeNotSatisfiable"
  | "backendError";

export class StorageApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: StorageErrorReason,
    message: string,
  ) {
    super(message);
  }
}

export function objectNotFound(bucket: string, objectName: string): StorageApiError {
  return new StorageApiError(404, "notFound", `No such object: ${bucket}/${objectName}`);
}

export function badRequest(message: string): StorageApiError {
  return new StorageApiError(400, "invalid", message);
}

export function preconditionFailed(): StorageApiError {
  return new StorageApiError(
    412,
    "conditionNotMet",
    "At least one of the pre-conditions you specified did not hold.",
  );
}
