import {
  type DesignDirection,
  type DesignLogoInput,
  LogoDesignError,
  type LogoDesignProvider,
  type PlanDirectionsInput,
  type RenderedLogo,
} from "../../domain/ports/logo-designer";
import {
  designLogoSvg,
  ENGINE_NAME,
  planDirections,
  renderPreviewPixels,
  specFromDirection,
  unsettableCharacters,
} from "../../engine";

/**
 * The built-in, offline logo designer: the design engine (a plain library) behind the domain's
 * LogoDesignProvider. It reads the brief, plans directions and draws each logo as an outlined
 * SVG master plus PNGs. Deterministic: the same brief, direction, variant and seed
 * give byte-identical files.
 */
export class DesignEngineProvider implements LogoDesignProvider {
  /** The name stored on the logos it draws; the editor reopens exactly these (engine/edit-design.ts). */
  readonly name = ENGINE_NAME;

  /** The engine sets the name, so what its fonts cannot set is refused up front. */
  async unsettableCharacters(text: string): Promise<string[]> {
    return unsettableCharacters(text);
  }

  async planDirections({ brief, count, existing, seed }: PlanDirectionsInput): Promise<DesignDirection[]> {
    return planDirections(brief, count, existing, seed);
  }

  async designLogo({ brief, direction, variant, seed, signal }: DesignLogoInput): Promise<RenderedLogo> {
    // Drawing one logo takes a fraction of a second and cannot be interrupted: the request's
    // deadline is only checked before starting.
    if (signal?.aborted) throw new LogoDesignError("timeout", "The request's deadline passed");
    let svg: string;
    try {
      const spec = specFromDirection(brief, direction, seed);
      svg = designLogoSvg(brief, spec, variant, seed).svg;
    } catch (error) {
      throw new LogoDesignError("failed", "The design engine could not lay out this logo", error);
    }
    try {
      return { svg, png: null, preview: await renderPreviewPixels(svg) };
    } catch (error) {
      throw new LogoDesignError("invalid_output", "The logo could not be rendered", error);
    }
  }
}
