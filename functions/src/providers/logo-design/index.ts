import { type ReplicateConfig, replicateSettings } from "../../config/env";
import type { LogoDesignProvider } from "../../domain/ports/logo-designer";
import { ENGINE_NAME } from "../../engine/engine-name";
import { onFirstUse } from "../on-first-use";

async function createProvider(config: ReplicateConfig | null): Promise<LogoDesignProvider> {
  if (!config) return new (await import("./engine-provider.js")).DesignEngineProvider();
  const [{ default: Replicate }, { ReplicateLogoDesignProvider }] = await Promise.all([
    import("replicate"),
    import("./replicate-provider.js"),
  ]);
  const fetch = globalThis.fetch;
  return new ReplicateLogoDesignProvider({
    client: new Replicate({ auth: config.token, baseUrl: config.baseUrl, fetch }),
    model: config.model,
    fetch,
    timeoutMs: config.timeoutMs,
    pollIntervalMs: config.pollIntervalMs,
    maxAttempts: config.maxAttempts,
  });
}

const loadProvider = onFirstUse(() => createProvider(replicateSettings()));

/**
 * Chosen once per process from the environment: Replicate when REPLICATE_API_TOKEN is set,
 * otherwise the offline design engine; either is loaded by the first request that draws a logo.
 * Tests pass their own designer through the app's dependencies.
 */
const provider: LogoDesignProvider = {
  get name() {
    return replicateSettings() ? "replicate" : ENGINE_NAME;
  },
  planDirections: async (input) => (await loadProvider()).planDirections(input),
  designLogo: async (input) => (await loadProvider()).designLogo(input),
  unsettableCharacters: async (text) => (await (await loadProvider()).unsettableCharacters?.(text)) ?? [],
};

export function getLogoDesignProvider(): LogoDesignProvider {
  return provider;
}
