import type { LogoDesignProvider } from "./logo-design-provider";
import { PlaceholderLogoDesignProvider } from "./placeholder-provider";

export * from "./logo-design-provider";

let provider: LogoDesignProvider | undefined;

/** Chosen once per process: Replicate when keyed, otherwise the offline engine. */
export function getLogoDesignProvider(): LogoDesignProvider {
  provider ??= new PlaceholderLogoDesignProvider();
  return provider;
}

/** Tests swap in a failing or counting provider. */
export function setLogoDesignProvider(next: LogoDesignProvider | undefined): void {
  provider = next;
}
