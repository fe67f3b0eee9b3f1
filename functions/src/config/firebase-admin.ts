/**
 * firebase-admin, initialised once and only when first needed, so importing the function code
 * (deploy analysis, unit tests) never opens a connection.
 */
import { type App, getApps, initializeApp } from "firebase-admin/app";
import { serverConfig } from "./env";

export function adminApp(): App {
  const existing = getApps()[0];
  if (existing) return existing;
  const { projectId, storageBucket } = serverConfig();
  return initializeApp({ projectId, storageBucket });
}
