/**
 * What the business rules need from the outside world, passed in rather than imported so tests
 * can swap the clock or the logo designer and point everything at the emulators.
 */
import type { Firestore } from "firebase-admin/firestore";
import type { Clock } from "./clock";
import type { FileStore } from "./file-store";
import type { LogoDesignProvider } from "./generation/logo-designer";
import type { LogoImages } from "./logo-images";
import type { LogoMeasurer } from "./logo-score/logo-measurer";
import type { LogoFingerprinter } from "./look-alike/logo-fingerprinter";
import type { PaymentProcessor } from "./payments/payment-processor";
import type { PerUserQueue } from "./transactions";

export interface DomainServices {
  db: Firestore;
  /** Logo and export files (Cloud Storage's default bucket, or the emulator's). */
  files: FileStore;
  /** Export sources only: the bucket the export files trigger listens on. */
  exportSources: FileStore;
  /** The files runs' requests for a brand kit only: the bucket the brand kit trigger listens on. */
  kitRequests: FileStore;
  /** Looked up per request so a provider swapped in later (tests, configuration) takes effect. */
  logoDesigner(): LogoDesignProvider;
  /** Charges the card (the offline test processor, or Stripe when keyed). */
  paymentProcessor(): PaymentProcessor;
  /** Rasterises uploads and watermarks previews (providers/logo-images). */
  logoImages: LogoImages;
  /** Fingerprints logos for the register of sold logos (providers/look-alike). */
  fingerprints: LogoFingerprinter;
  /** Measures logos for their score (providers/logo-score). */
  measurer: LogoMeasurer;
  clock: Clock;
  /** Serialises one user's quota transactions within this instance. */
  userQueue: PerUserQueue;
}
