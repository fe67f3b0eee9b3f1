/**
 * What the business rules need from the outside world, passed in rather than imported so tests
 * can swap the clock or the logo designer and point everything at the emulators.
 */
import type { Firestore } from "firebase-admin/firestore";
import type { getStorage } from "firebase-admin/storage";
import type { ExportImageProcessor } from "../providers/export-images";
import type { PaymentProcessor } from "../providers/payments";
import type { Clock } from "./clock";
import type { LogoDesignProvider } from "./generation/logo-designer";
import type { LogoImages } from "./logo-images";
import type { PerUserQueue } from "./transactions";

export type StorageBucket = ReturnType<ReturnType<typeof getStorage>["bucket"]>;

export interface DomainServices {
  db: Firestore;
  bucket: StorageBucket;
  /** Looked up per request so a provider swapped in later (tests, configuration) takes effect. */
  logoDesigner(): LogoDesignProvider;
  /** Makes the export files (local processing, or Replicate's models when keyed). */
  exportImages(): ExportImageProcessor;
  /** Charges the card (the offline test processor, or Stripe when keyed). */
  paymentProcessor(): PaymentProcessor;
  /** Rasterises uploads and watermarks previews (providers/logo-images). */
  logoImages: LogoImages;
  clock: Clock;
  /** Serialises one user's quota transactions within this instance. */
  userQueue: PerUserQueue;
}
