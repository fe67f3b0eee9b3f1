import Replicate from "replicate";
import type { LogoDesignProvider } from "../../domain/generation/logo-designer";
import { DesignEngineProvider } from "./engine-provider";
import { readReplicateConfig } from "./replicate-config";
import { ReplicateLogoDesignProvider } from "./replicate-provider";

export { DesignEngineProvider } from "./engine-provider";
export { ReplicateLogoDesignProvider } from "./replicate-provider";

let provider: LogoDesignProvider | undefined;

function createProvider(): LogoDesignProvider {
  const config = readReplicateConfig(process.env);
  if (!config) return new DesignEngineProvider();
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

/**
 * Chosen once per process, on first use: Replicate when REPLICATE_API_TOKEN is set, otherwise
 * the offline design engine. Tests pass their own designer through the app's dependencies.
 */
export function getLogoDesignProvider(): LogoDesignProvider {
  provider ??= createProvider();
  return provider;
}
