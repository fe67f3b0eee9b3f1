import { z } from "zod";
import { secretValue } from "../../config/env";

/**
 * Replicate settings from the environment. Only the token is required; the model, time limits
 * and retry bounds have defaults that suit recraft-ai/recraft-v3-svg, a vector model that answers
 * real SVG. REPLICATE_MODEL may name a raster model instead (e.g. black-forest-labs/flux-schnell):
 * its picture is then embedded in the logo as an image.
 */
const ReplicateEnvironment = z.object({
  REPLICATE_API_TOKEN: z.string().min(1),
  REPLICATE_MODEL: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, "REPLICATE_MODEL must look like owner/name")
    .default("recraft-ai/recraft-v3-svg"),
  REPLICATE_BASE_URL: z.url().optional(),
  /** Whole budget for one logo, including queueing, generation and download. */
  REPLICATE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(90_000),
  REPLICATE_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(10_000).default(1000),
  /** Predictions started per logo before giving up (a failed prediction is tried again once). */
  REPLICATE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(4).default(2),
});

interface ReplicateConfig {
  token: string;
  model: `${string}/${string}`;
  baseUrl: string | undefined;
  timeoutMs: number;
  pollIntervalMs: number;
  maxAttempts: number;
}

/** Null when no token is set: the offline engine is used instead. */
export function readReplicateConfig(environment: NodeJS.ProcessEnv): ReplicateConfig | null {
  const token = secretValue(environment.REPLICATE_API_TOKEN);
  if (token === null) return null;
  const parsed = ReplicateEnvironment.safeParse({ ...environment, REPLICATE_API_TOKEN: token });
  if (!parsed.success) {
    throw new Error(
      `Invalid Replicate settings: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  }
  const env = parsed.data;
  return {
    token: env.REPLICATE_API_TOKEN,
    model: env.REPLICATE_MODEL as `${string}/${string}`,
    baseUrl: env.REPLICATE_BASE_URL,
    timeoutMs: env.REPLICATE_TIMEOUT_MS,
    pollIntervalMs: env.REPLICATE_POLL_INTERVAL_MS,
    maxAttempts: env.REPLICATE_MAX_ATTEMPTS,
  };
}
