import type { Express } from "express";
import request from "supertest";
import { createApp } from "../../src/http/create-app";
import type { AppDependencies } from "../../src/http/dependencies";
import { unlikeFingerprinter } from "./look-alike";
import { QuickDesigner } from "./test-designers";

/** The real API in-process, with a fast logo designer unless the test brings its own. */
export function testApp(overrides: Partial<AppDependencies> = {}): Express {
  const designer = new QuickDesigner();
  return createApp({ logoDesigner: () => designer, fingerprints: unlikeFingerprinter(), ...overrides });
}

export function api(app: Express) {
  return request(app);
}

export const BRIEF = {
  name: "Crumb & Co.",
  description: "Artisan sourdough bakery in a small harbour town, warm and friendly.",
};
