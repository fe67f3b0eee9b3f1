/**
 * GCS generation preconditions (`ifGenerationMatch=0` means "only if it does not exist yet";
 * the SDK sends it for `file.save(..., { preconditionOpts })` and some retry-safe calls).
 */
import { badRequest, objectNotFound, preconditionFailed } from "./errors";
import type { StoredObject } from "./object-model";

export interface Preconditions {
  ifGenerationMatch?: number;
  ifGenerationNotMatch?: number;
  ifMetagenerationMatch?: number;
  ifMetagenerationNotMatch?: number;
}

const PRECONDITION_PARAMETERS = [
  "ifGenerationMatch",
  "ifGenerationNotMatch",
  "ifMetagenerationMatch",
  "ifMetagenerationNotMatch",
] as const;

export function readPreconditions(searchParams: URLSearchParams): Preconditions {
  const preconditions: Preconditions = {};
  for (const parameter of PRECONDITION_PARAMETERS) {
    const rawValue = searchParams.get(parameter);
    if (rawValue === null) continue;
    const value = Number(rawValue);
    if (!Number.isSafeInteger(value) || value < 0) {
      throw badRequest(`Invalid value for ${parameter}: ${rawValue}`);
    }
    preconditions[parameter] = value;
  }
  return preconditions;
}

/** Generation 0 stands for "no live object", as in GCS. */
export function assertPreconditions(
  existing: StoredObject | undefined,
  preconditions: Preconditions,
  target: { bucket: string; name: string },
): void {
  const generation = existing?.generation ?? 0;
  const { ifGenerationMatch, ifGenerationNotMatch, ifMetagenerationMatch, ifMetagenerationNotMatch } =
    preconditions;
  if (ifGenerationMatch !== undefined && ifGenerationMatch !== generation) throw preconditionFailed();
  if (ifGenerationNotMatch !== undefined && ifGenerationNotMatch === generation) throw preconditionFailed();
  if (ifMetagenerationMatch === undefined && ifMetagenerationNotMatch === undefined) return;
  // Metageneration conditions only make sense for an existing object.
  if (!existing) throw objectNotFound(target.bucket, target.name);
  if (ifMetagenerationMatch !== undefined && ifMetagenerationMatch !== existing.metageneration) {
    throw preconditionFailed();
  }
  if (ifMetagenerationNotMatch !== undefined && ifMetagenerationNotMatch === existing.metageneration) {
    throw preconditionFailed();
  }
}
