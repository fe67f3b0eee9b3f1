import { Router } from "express";
import type { AppDependencies } from "../dependencies";

export function paymentRoutes(_deps: () => AppDependencies): Router {
  return Router();
}
