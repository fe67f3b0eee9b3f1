import type { LogoDesignProvider } from "../../domain/generation/logo-designer";
import { ENGINE_NAME } from "../../engine/engine-name";
import { onFirstUse } from "../on-first-use";
import { readReplicateConfig } from "./replicate-config";

async function createProvider(): Promise<LogoDesignProvider> {
  const config = readReplicateConfig(process.env);
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

const loadProvider = onFirstUse(createProvider);

/**
 * Chosen once per process from the environment: Replicate when REPLICATE_API_TOKEN is set,
 * otherwise the offline design engine; either is loaded by the first request that draws a logo.
 * Tests pass their own designer through the app's dependencies.
 */
const provider: LogoDesignProvider = {
  get name() {
    return readReplicateConfig(process.env) ? "replicate" : ENGINE_NAME;
  },
  planDirections: async (input) => (await loadProvider()).planDirections(input),
  designLogo: async (input) => (await loadProvider()).designLogo(input),
  unsettableCharacters: async (text) => (await (await loadProvider()).unsettableCharacters?.(text)) ?? [],
};

export function getLogoDesignProvider(): LogoDesignProvider {
  return provider;
}
