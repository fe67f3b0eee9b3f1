import { Router } from "express";
import type { AppDependencies } from "../dependencies";

export function exportRoutes(_deps: () => AppDependencies): Router {
  return Router();
}
