/**
 * What the business rules need from the outside world, passed in rather than imported so tests
 * can swap the clock or the logo designer and point everything at the emulators.
 */
import type { Firestore } from "firebase-admin/firestore";
import type { PerUserQueue } from "../transactions";
import type { BrandKitMaker } from "./brand-kit-maker";
import type { Clock } from "./clock";
import type { ExportImageProcessor } from "./export-image-processor";
import type { FileStore } from "./file-store";
import type { LogoDesignProvider } from "./logo-designer";
import type { LogoFingerprinter } from "./logo-fingerprinter";
import type { LogoImages } from "./logo-images";
import type { LogoMeasurer } from "./logo-measurer";
import type { MockupRenderer } from "./mockup-renderer";
import type { PaymentProcessor } from "./payment-processor";
import type { StationeryMaker } from "./stationery-maker";

/** What makes an export's files: the image processor, and the brand kit maker for the kit. */
export interface ExportMakers {
  images: ExportImageProcessor;
  brandKit: BrandKitMaker;
}

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
  /** Draws 'See it in use' (providers/mockups). */
  mockups: MockupRenderer;
  /** Draws the stationery with the owner's details (providers/stationery). */
  stationery: StationeryMaker;
  /**
   * Make an export's files and its brand kit (providers/export-images, providers/brand-kit): loaded
   * on first use, since only export runs need their image libraries.
   */
  exportMakers(): Promise<ExportMakers>;
  clock: Clock;
  /** Serialises one user's quota transactions within this instance. */
  userQueue: PerUserQueue;
}
