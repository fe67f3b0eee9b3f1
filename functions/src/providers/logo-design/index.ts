import Replicate from "replicate";
import { DesignEngineProvider } from "../../engine/engine-provider";
import type { LogoDesignProvider } from "./logo-design-provider";
import { readReplicateConfig } from "./replicate-config";
import { ReplicateLogoDesignProvider } from "./replicate-provider";

export * from "./logo-design-provider";

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
 * the offline design engine.
 */
export function getLogoDesignProvider(): LogoDesignProvider {
  provider ??= createProvider();
  return provider;
}

/** Tests swap in a failing or counting provider. */
export function setLogoDesignProvider(next: LogoDesignProvider | undefined): void {
  provider = next;
}
