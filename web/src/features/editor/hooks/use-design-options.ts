import type { DesignOptionsResponse } from "@contract";
import { getDesignOptions } from "@/features/editor/api/get-design-options";

let cached: Promise<DesignOptionsResponse> | null = null;

/** The registries are the same for every logo: asked once per visit, again after a failure. */
export function loadDesignOptions(): Promise<DesignOptionsResponse> {
  cached ??= getDesignOptions().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/**
 * Tests start from an empty cache.
 * @visibleForTesting
 */
export function forgetDesignOptions(): void {
  cached = null;
}
