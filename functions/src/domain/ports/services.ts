/**
 * What the business rules need from the outside world, passed in rather than imported so tests
 * can swap the clock or the logo designer and point everything at the emulators.
 */
import type { ExportRunServices } from "./export-services";
import type { LogoDesignProvider } from "./logo-designer";
import type { MockupRenderer } from "./mockup-renderer";
import type { MotionMaker } from "./motion-maker";
import type { PaymentProcessor } from "./payment-processor";
import type { StationeryMaker } from "./stationery-maker";

export interface DomainServices extends ExportRunServices {
  /** Looked up per request so a provider swapped in later (tests, configuration) takes effect. */
  logoDesigner(): LogoDesignProvider;
  /** Charges the card (the offline test processor, or Stripe when keyed). */
  paymentProcessor(): PaymentProcessor;
  /** Draws 'See it in use' (providers/mockups). */
  mockups: MockupRenderer;
  /** Animates a logo for 'Play' and the export page (providers/motion). */
  motion: MotionMaker;
  /** Draws the stationery with the owner's details (providers/stationery). */
  stationery: StationeryMaker;
}
