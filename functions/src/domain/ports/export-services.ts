/**
 * What an export run needs from the outside world: the stores, the database, the logo images, the
 * fingerprints and measures, and the makers of the files. The export triggers are given exactly
 * this; the API's DomainServices (services.ts) add the designers, payments, mockups and stationery.
 */
import type { Firestore } from "firebase-admin/firestore";
import type { PerUserQueue } from "../transactions";
import type { BrandKitMaker } from "./brand-kit-maker";
import type { Clock } from "./clock";
import type { ExportImageProcessor } from "./export-image-processor";
import type { FileStore } from "./file-store";
import type { LogoFingerprinter } from "./logo-fingerprinter";
import type { LogoImages } from "./logo-images";
import type { LogoMeasurer } from "./logo-measurer";

/** What makes an export's files: the image processor, and the brand kit maker for the kit. */
export interface ExportMakers {
  images: ExportImageProcessor;
  brandKit: BrandKitMaker;
}

export interface ExportServices {
  db: Firestore;
  /** Logo and export files (Cloud Storage's default bucket, or the emulator's). */
  files: FileStore;
  /** Export sources only: the bucket the export files trigger listens on. */
  exportSources: FileStore;
  /** The files runs' requests for a brand kit only: the bucket the brand kit trigger listens on. */
  kitRequests: FileStore;
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

/** An export run's services with the makers of its files. */
export interface ExportRunServices extends ExportServices {
  /**
   * Make an export's files and its brand kit (providers/export-images, providers/brand-kit): loaded
   * on first use, since only export runs need their image libraries.
   */
  exportMakers(): Promise<ExportMakers>;
}
