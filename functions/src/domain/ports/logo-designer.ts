/**
 * The seam between generation and whatever draws the logos: the built-in offline design engine
 * by default, Replicate when REPLICATE_API_TOKEN is set (both in providers/logo-design). The
 * domain owns this interface; providers implement it and the API never knows which one runs.
 */

import type { PreviewImage } from "./logo-images";

/** What the user told us about the brand. */
export interface BrandBrief {
  brandName: string;
  description: string;
}

/**
 * One design direction = one prompt group. `content` is the human-readable line shown to users;
 * `spec` is the provider's own serialisable recipe, stored on the prompt so that 'Create Similar'
 * can make nearby variations of the same direction later.
 */
export interface DesignDirection {
  content: string;
  spec: Record<string, unknown>;
}

export interface PlanDirectionsInput {
  brief: BrandBrief;
  count: number;
  /** Directions the project already has: new ones must differ from these. */
  existing: DesignDirection[];
  seed: number;
}

export interface DesignLogoInput {
  brief: BrandBrief;
  direction: DesignDirection;
  /** Position of the logo within its group (0, 1, 2, ...): variants of one direction differ by it. */
  variant: number;
  seed: number;
  /**
   * The request's deadline: once it aborts nobody waits for this logo any more, so a provider
   * should stop its work (and any paid remote job) and throw a 'timeout' LogoDesignError. The
   * caller stops waiting at the deadline either way, so a provider may also ignore it.
   */
  signal?: AbortSignal;
}

export interface RenderedLogo {
  /** Vector master with text converted to outlines; null when the provider only has pixels. */
  svg: string | null;
  /**
   * 1024 x 1024 PNG, from a provider that only has pixels. Null when there is a vector master:
   * the PNG is drawn from it when an export asks for the logo's original, so the many logos never
   * exported cost no PNG.
   */
  png: Buffer | null;
  /** The 512 x 512 preview shown in the app: a PNG, or the pixels it was drawn as. */
  preview: PreviewImage;
}

type LogoDesignErrorKind = "rate_limited" | "timeout" | "failed" | "invalid_output";

/** Typed failure so callers can refund credits and pick a message without parsing strings. */
export class LogoDesignError extends Error {
  constructor(
    readonly kind: LogoDesignErrorKind,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = "LogoDesignError";
  }
}

export interface LogoDesignProvider {
  readonly name: string;
  planDirections(input: PlanDirectionsInput): Promise<DesignDirection[]>;
  designLogo(input: DesignLogoInput): Promise<RenderedLogo>;
  /**
   * The characters of a brand name no font can set, asked before any credit is reserved. A
   * provider that draws the name itself may leave it out (nothing is refused).
   */
  unsettableCharacters?(text: string): Promise<string[]>;
}
