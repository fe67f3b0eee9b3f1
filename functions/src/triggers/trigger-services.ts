/**
 * What the export pipeline needs inside a trigger: the same Firestore, the default bucket and
 * clock as the API, created on first use (importing this file opens no connection).
 */
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { adminApp } from "../config/firebase-admin";
import { systemClock } from "../domain/clock";
import type { ExportServices } from "../domain/exports/export-repository";
import { PerUserQueue } from "../domain/transactions";
import { cloudStorageFiles } from "../providers/file-store";
import { localLogoImages } from "../providers/logo-images";

let services: ExportServices | undefined;

export function triggerServices(): ExportServices {
  if (!services) {
    const app = adminApp();
    services = {
      db: getFirestore(app),
      files: cloudStorageFiles(getStorage(app).bucket()),
      clock: systemClock,
      userQueue: new PerUserQueue(),
      logoImages: localLogoImages,
    };
  }
  return services;
}
