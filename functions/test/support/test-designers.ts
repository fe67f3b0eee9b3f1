/**
 * Logo designers for tests: fast solid-colour images instead of the real engine, and variants
 * that fail, stall or count calls, to prove refunds, deadlines and idempotency.
 */
import sharp from "sharp";
import {
  type DesignDirection,
  type DesignLogoInput,
  LogoDesignError,
  type LogoDesignProvider,
  type PlanDirectionsInput,
  type RenderedLogo,
} from "../../src/domain/ports/logo-designer";

async function solidPng(size: number, hue: number): Promise<Buffer> {
  const [r, g, b] = [hue % 256, (hue * 7) % 256, (hue * 13) % 256];
  return sharp({ create: { width: size, height: size, channels: 4, background: { r, g, b, alpha: 1 } } })
    .png()
    .toBuffer();
}

export class QuickDesigner implements LogoDesignProvider {
  readonly name: string = "quick-test-designer";
  designCalls = 0;
  planCalls = 0;

  async planDirections({ brief, count, existing }: PlanDirectionsInput): Promise<DesignDirection[]> {
    this.planCalls += 1;
    return Array.from({ length: count }, (_, index) => {
      const number = existing.length + index;
      return { content: `Direction ${number} for ${brief.brandName}`, spec: { number } };
    });
  }

  async designLogo({ direction, variant }: DesignLogoInput): Promise<RenderedLogo> {
    this.designCalls += 1;
    const number = typeof direction.spec.number === "number" ? direction.spec.number : 0;
    const hue = number * 40 + variant * 3;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#${hue.toString(16).padStart(6, "0")}"/></svg>`;
    // Like the engine: a vector master and its preview; an export draws the PNG from the master.
    return { svg, png: null, preview: await solidPng(512, hue) };
  }
}

/** Fails every logo whose variant is in `failingVariants` (all of them when omitted). */
export class FailingDesigner extends QuickDesigner {
  override readonly name = "failing-test-designer";
  constructor(private readonly failingVariants: number[] | "all" = "all") {
    super();
  }

  override async designLogo(input: DesignLogoInput): Promise<RenderedLogo> {
    if (this.failingVariants === "all" || this.failingVariants.includes(input.variant)) {
      this.designCalls += 1;
      throw new LogoDesignError("failed", `Test failure for variant ${input.variant}`);
    }
    return super.designLogo(input);
  }
}

export class PlanningFailsDesigner extends QuickDesigner {
  override async planDirections(): Promise<DesignDirection[]> {
    throw new LogoDesignError("timeout", "Test planning failure");
  }
}

/** Holds every logo until `release()`, to overlap requests deterministically. */
export class GatedDesigner extends QuickDesigner {
  private open: () => void = () => {};
  private readonly gate = new Promise<void>((resolve) => {
    this.open = resolve;
  });

  release(): void {
    this.open();
  }

  override async designLogo(input: DesignLogoInput): Promise<RenderedLogo> {
    await this.gate;
    return super.designLogo(input);
  }
}

/**
 * Never finishes the logos whose variant is in `stalledVariants`, and ignores the request's
 * deadline signal while at it (as a provider may): only the request's own deadline ends the wait.
 * Counts the calls that were handed a deadline signal.
 */
export class StallingDesigner extends QuickDesigner {
  override readonly name = "stalling-test-designer";
  callsWithSignal = 0;
  constructor(private readonly stalledVariants: number[]) {
    super();
  }

  override async designLogo(input: DesignLogoInput): Promise<RenderedLogo> {
    if (input.signal) this.callsWithSignal += 1;
    if (this.stalledVariants.includes(input.variant)) {
      this.designCalls += 1;
      return new Promise<RenderedLogo>(() => {});
    }
    return super.designLogo(input);
  }
}
